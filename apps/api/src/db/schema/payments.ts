/**
 * What the payments module keeps of an order's money: its online payment, the refunds made on it,
 * and the sandbox's own records.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { RefundMethod, RefundStatus } from '@shop/shared/payments/refunds';
import { orders } from './orders';

/**
 * The provider order an order is paid through (one at a time: a new total needs a new one) and,
 * once the provider confirms it, the payment that paid it.
 */
export const orderPayments = pgTable('order_payments', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  providerOrderId: text('provider_order_id').notNull().unique(),
  /** The amount the provider order was created for: a different total needs a new one. */
  providerAmountPaise: integer('provider_amount_paise').notNull(),
  providerPaymentId: text('provider_payment_id'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox payment provider's orders: what Razorpay would keep. */
export const sandboxPayments = pgTable('sandbox_payments', {
  providerOrderId: text('provider_order_id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull().default('INR'),
  receipt: text('receipt').notNull(),
  paymentId: text('payment_id'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money returned on an order: through the provider (RAZORPAY, against the order's online payment)
 * or by hand (UPI, bank transfer, cash) with staff's reference. PENDING until the provider says it
 * is processed or failed; one made by hand is PROCESSED when recorded. A failed one returns
 * nothing and leaves its amount refundable again. Rows are never deleted.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    reason: text('reason').notNull(),
    /** Staff's UPI or bank reference (UTR) of a refund made by hand. */
    reference: text('reference'),
    /** The payment a provider refund returns. */
    providerPaymentId: text('provider_payment_id'),
    /** The provider's refund (rfnd_…), once it has accepted the request. */
    providerRefundId: text('provider_refund_id').unique(),
    /**
     * The caller's key (staff's Idempotency-Key, or the system's own for an automatic refund):
     * a retried request finds its refund instead of making a second one.
     */
    idempotencyKey: text('idempotency_key').notNull(),
    /** `system`, or the administrator who asked for it. */
    requestedBy: text('requested_by').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    unique('refunds_order_key_unique').on(t.orderId, t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_unsubmitted_idx').on(t.status, t.providerRefundId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** The sandbox provider's refunds: what Razorpay would keep, settled by a tester. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundId: text('refund_id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  /** Razorpay's X-Refund-Idempotency: a retried request answers the same refund. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').$type<'pending' | 'processed' | 'failed'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
