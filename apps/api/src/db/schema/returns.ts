/**
 * Returns: units of a delivered order the customer sends back, with a reason and photos, worked
 * by staff from REQUESTED to REFUNDED. A return's lines copy what the order charged for them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReturnReason, ReturnStatus } from '@shop/shared/returns/schemas';
import { users } from './accounts';
import { orderItems, orders } from './orders';

export const returns = pgTable(
  'returns',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<ReturnStatus>().notNull().default('REQUESTED'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    details: text('details').notNull().default(''),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the returned units were charged, tax included. */
    amountPaise: integer('amount_paise').notNull(),
    /** Staff's word to the customer with their last decision. */
    note: text('note'),
    restocked: boolean('restocked').notNull().default(false),
    /** The credit note issued on receipt (the invoices module's document). */
    creditNoteId: uuid('credit_note_id'),
    /** The refund made for it (the payments module's record). */
    refundId: uuid('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId, t.createdAt),
    index('returns_status_idx').on(t.status, t.createdAt),
    index('returns_refund_idx').on(t.refundId),
    check('returns_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    /** The product, while it is in the catalogue. */
    productId: uuid('product_id'),
    name: text('name').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderItemId] }),
    index('return_items_order_item_idx').on(t.orderItemId),
    check('return_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
