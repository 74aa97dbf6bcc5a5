/**
 * The signed-in customer's wishlist, kept on the server: a row per saved
 * product. A deleted product or customer takes its rows with it, so the list never points at
 * nothing.
 */
import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One row per customer and product: parallel adds of the same product meet here.
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
