/** Categories and products. Prices are integer paise, so sums never round. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * `products.search_key`: a resistance written with its unit ("10kΩ", "10 kOhm") loses the unit
 * and the space ("10k"), then everything but letters, digits and spaces goes, in lowercase. The
 * search compacts what the shopper typed the same way (`compactSearchTerm`).
 */
const productSearchKeySql = sql.raw(
  `lower(regexp_replace(regexp_replace(name || ' ' || brand || ' ' || coalesce(sku, '') || ' ' || coalesce(mpn, ''), ` +
    `'([0-9])\\s*([kKmM]?)\\s*(\u2126|\u03a9|\u03c9|[oO][hH][mM][sS]?)', '\\1\\2', 'g'), '[^[:alnum:][:space:]]+', '', 'g'))` +
    ` || ' ' || regexp_replace(lower(name), '[^[:alnum:]]+', '', 'g')`,
);

export const categories = pgTable('categories', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image').notNull().default(''),
  icon: text('icon').notNull().default(''),
  emoji: text('emoji').notNull().default(''),
  isNew: boolean('is_new').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    /** Optional compare-at price: when higher than the price, the product is on sale. */
    compareAtPaise: integer('compare_at_paise'),
    quantity: integer('quantity').notNull().default(0),
    /** At or below this many units (and above none) the back office shows the product as low. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /**
     * Goods' classification for GST; prices include the tax. `gstRate` is the product's own rate,
     * charged unless the rate table (`gst_rates`) has a rate in force for its HSN code.
     */
    hsnCode: text('hsn_code').notNull().default('8543'),
    gstRate: integer('gst_rate').notNull().default(18),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brand: text('brand').notNull().default(''),
    /**
     * DRAFT, ACTIVE or ARCHIVED: shoppers see only ACTIVE products (docs/decisions/051). Rows
     * written straight to the table (the seed, tests) are on sale unless they say otherwise.
     */
    status: text('status', { enum: ['DRAFT', 'ACTIVE', 'ARCHIVED'] })
      .notNull()
      .default('ACTIVE'),
    /** Stock-keeping unit and manufacturer part number: unique whatever the case, when given. */
    sku: text('sku'),
    mpn: text('mpn'),
    /** Shipping weight (grams) and size (millimetres), when known. */
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Name, brand, description and features as one text, kept by the repository on every write:
     * the full-text vector is generated from it (array_to_string is not immutable, so the
     * vector cannot be generated from the features array itself).
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The product's reviews in two numbers, kept by the reviews module (through the catalogue
     * service) in the transaction that adds a review: the average needs no query of reviews.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', search_text)`,
    ),
    /**
     * Part numbers as a shopper may type them: the words of the name, brand, SKU and MPN in
     * lowercase letters and digits only ("HC-SR04" is `hcsr04`, "ESP32-WROOM-32" `esp32wroom32`,
     * "10 kΩ" `10k`), then the whole name run together, so "hcsr04" or "hc sr04" finds the
     * HC-SR04 by a substring (trigram index). Generated, so every write keeps it.
     */
    searchKey: text('search_key').generatedAlwaysAs(productSearchKeySql),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Each listing order has an index that reads it in exactly that order, ties included
  // (newest first, then id), so a page is read from the index, not sorted from every match.
  (t) => [
    index('products_category_newest_idx').on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id),
    index('products_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('products_price_asc_idx').on(t.pricePaise, t.createdAt.desc().nullsFirst(), t.id),
    index('products_price_desc_idx').on(
      t.pricePaise.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index('products_name_order_idx').on(t.name, t.createdAt.desc().nullsFirst(), t.id),
    // Biggest discount first among the products on sale: the expression the sort uses.
    index('products_discount_idx')
      .on(
        sql`(coalesce(1 - ${t.pricePaise}::float / nullif(${t.compareAtPaise}, 0), 0)) desc`,
        t.createdAt.desc().nullsFirst(),
        t.id,
      )
      .where(sql`${t.compareAtPaise} > ${t.pricePaise}`),
    index('products_search_idx').using('gin', t.searchVector),
    // Name substring search (ILIKE '%ardu%'): trigrams (the pg_trgm extension).
    index('products_name_trigram_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Part numbers typed without their dashes or spaces (LIKE '%hcsr04%'): trigrams too.
    index('products_search_key_trigram_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
    uniqueIndex('products_sku_unique_idx').on(sql`lower(${t.sku})`),
    uniqueIndex('products_mpn_unique_idx').on(sql`lower(${t.mpn})`),
    check('products_status_known', sql`${t.status} in ('DRAFT', 'ACTIVE', 'ARCHIVED')`),
    check(
      'products_measures_positive',
      sql`coalesce(${t.weightGrams}, 1) > 0 and coalesce(${t.lengthMm}, 1) > 0 and coalesce(${t.widthMm}, 1) > 0 and coalesce(${t.heightMm}, 1) > 0`,
    ),
    check('products_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('products_low_stock_threshold_nonnegative', sql`${t.lowStockThreshold} >= 0`),
    check('products_price_nonnegative', sql`${t.pricePaise} >= 0`),
    check('products_gst_rate_in_force', sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
  ],
);

/**
 * The words of product names and brands (four letters or more, lowercase, never removed), kept
 * by triggers on products (see the migration forgiving_search): a search word that matches no
 * product is looked up here by trigram similarity ("ardiuno" is near "arduino") and searched as
 * its nearest words instead. A word of a deleted product stays; looking it up finds no product.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trigram_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * How many products each category has, kept by triggers on products (see the migration
 * catalog_scale): the category list and a listing's total read it instead of counting products.
 * A category without a row has none.
 */
export const categoryProductCounts = pgTable('category_product_counts', {
  categoryId: uuid('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  productCount: integer('product_count').notNull().default(0),
});

/**
 * One row whose version goes up with every change to products or categories except stock
 * (triggers, see the migrations stock_outside_catalog_version and catalog_version_trigger).
 * Catalogue answers are cached per version, so every instance sees a change on its next request;
 * stock is read live with the version instead, so checkouts never write this row.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
});

/**
 * The rate table: from `validFrom` (a day in India) goods of `hsnCode` are taxed at `rate`. The
 * rate of a product on a day is that of the latest row of its HSN code from that day or before,
 * else the product's own `gstRate`. Placing an order copies the rate in force onto its lines.
 */
export const gstRates = pgTable(
  'gst_rates',
  {
    hsnCode: text('hsn_code').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    rate: integer('rate').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hsnCode, t.validFrom] }),
    check('gst_rates_rate_in_force', sql`${t.rate} in (0, 5, 12, 18, 28)`),
  ],
);
