/** Orders, their items and tracking entries. */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Courier } from '@shop/shared/orders/couriers';
import type { Address } from '@shop/shared/orders/schemas';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/shared/orders/status';
import { users } from './accounts';
import { products } from './catalog';
import { promotions } from './promotions';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('PENDING'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('PENDING'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('COD'),
    totalPaise: integer('total_paise').notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    gstNumber: text('gst_number').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    orderNotes: text('order_notes').notNull().default(''),
    /** The courier's AWB number, given by staff with the move to SHIPPED. */
    trackingNumber: text('tracking_number'),
    /** Who carries the parcel; null on orders shipped before couriers were recorded. */
    courier: text('courier').$type<Courier>(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** When the order reached DELIVERED: the return window runs from it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_unpaid_idx').on(t.paymentStatus, t.status, t.createdAt),
    // An AWB number is unique within its courier's series, not across couriers
    // (docs/decisions/042-couriers-and-tracking.md).
    uniqueIndex('orders_courier_awb_idx').on(t.courier, t.trackingNumber),
    // The courier webhook's fallback when the courier it names is not the one on the order.
    index('orders_awb_idx').on(t.trackingNumber),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** The product's tax classification when the order was placed: its invoice uses these. */
    hsnCode: text('hsn_code').notNull().default('8543'),
    gstRate: integer('gst_rate').notNull().default(18),
    /**
     * When a promotion discounted the line: the list price then and the promotion (`pricePaise`
     * is what was paid). Null when the line was paid at its list price.
     */
    listPricePaise: integer('list_price_paise'),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderTracking = pgTable(
  'order_tracking',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    location: text('location').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Where an entry the shop did not write came from, e.g. one courier scan: a delivery of the
     * courier's webhook that carries it again adds nothing (docs/decisions/046-courier-webhook.md).
     * Null for the shop's own entries.
     */
    sourceKey: text('source_key'),
    /**
     * Who made a status change, in words staff read on the timeline: a staff member's username,
     * "Customer", "Courier" or "System" (docs/decisions/049-order-page-who-and-why.md). Null for
     * courier scans and entries written before it was recorded.
     */
    actor: text('actor'),
    /** Why, when the change says (a staff cancel must). Shown to staff; e-mailed on a cancel. */
    reason: text('reason'),
  },
  (t) => [
    index('order_tracking_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('order_tracking_source_idx').on(t.orderId, t.sourceKey),
  ],
);

/**
 * Staff's internal notes on an order: never shown to the customer, never in a customer's route
 * or event (docs/decisions/049-order-page-who-and-why.md). The author is the staff member's
 * username as it was when the note was written.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
