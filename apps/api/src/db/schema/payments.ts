/** What the payments module keeps of an order's online payment, and the sandbox's own records. */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
