/**
 * Stock movements: every change of a product's stock that staff or a return made, with its
 * reason, who made it and the stock it left (docs/decisions/050). The daily low-stock e-mail's
 * days, so that it goes once a day whatever the number of instances.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StockReason } from '@shop/shared/catalog/stock-movements';
import { products } from './catalog';

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Units added (positive) or taken away (negative). */
    change: integer('change').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    note: text('note').notNull().default(''),
    /** The staff member's username; empty for a movement the shop made itself. */
    staff: text('staff').notNull().default(''),
    stockAfter: integer('stock_after').notNull(),
    // The time of the write itself, not of its transaction's start: movements are written under
    // the product's row lock, so their times follow the order in which they changed the stock,
    // and the history reads in that order (a transaction that began first may write second).
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('stock_movements_product_newest_idx').on(
      t.productId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('stock_movements_stock_after_nonnegative', sql`${t.stockAfter} >= 0`),
    check(
      'stock_movements_reason_known',
      sql`${t.reason} in ('RESTOCK', 'COUNT', 'DAMAGE', 'RETURN', 'EDIT')`,
    ),
  ],
);

/** One row per day (India) on which the low-stock e-mail was sent: the first writer sends it. */
export const stockAlertDays = pgTable('stock_alert_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  products: integer('products').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A CSV import's preview, kept until it is applied (docs/decisions/055): the rows it would change,
 * each with the values it read and the values it sets, so that the apply can tell a product
 * changed since and a second apply of the same preview changes nothing.
 */
export const productImports = pgTable('product_imports', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  staff: text('staff').notNull(),
  rows: jsonb('rows').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
  /** What the apply answered, answered again to a second apply of the same preview. */
  result: jsonb('result'),
});
