/**
 * Promotions: a percentage off the list price of some products (a list of them, or one
 * category) from a start to an end. Shoppers pay the discounted price only while a promotion is
 * live; the products' own price stays the list price (docs/decisions/058).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories, products } from './catalog';

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    badge: text('badge', { enum: ['New', 'Hot', 'Popular'] }).notNull(),
    percent: integer('percent').notNull(),
    /** Set when the promotion covers one category; else it covers its listed products. */
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_window_idx').on(t.endsAt, t.startsAt),
    index('promotions_category_idx').on(t.categoryId),
    check('promotions_percent_range', sql`${t.percent} between 1 and 90`),
    check('promotions_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('promotions_badge_known', sql`${t.badge} in ('New', 'Hot', 'Popular')`),
  ],
);

/** The products a promotion lists (when it does not cover a category). */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index('promotion_products_product_idx').on(t.productId),
  ],
);
