/** Queries for categories and products. Every list reads its rows in one query, however long. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { ProductSort } from '@shop/shared/catalog/schemas';
import { discountedPaise } from '@shop/shared/promotions/schemas';
import { rowsOf, type Executor } from '../../db/client';
import { categories, categoryProductCounts, products, promotions } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { containsPattern, escapeLike } from '../../lib/search';
import { productSearch } from './product-search';
import { indianDay, rateInForce } from './gst-rates.repository';
import type { ProductStatus } from '@shop/shared/catalog/product-status';
import {
  livePromotionJoin,
  onSaleToShoppers,
  productColumns,
  promotionColumns,
  shopperPricePaise,
  underLivePromotion,
  type ProductRecord,
} from './product-columns.public';

export type CategoryRow = typeof categories.$inferSelect;

/** A category's number of products as the triggers keep it: none when it has no row. */
const keptCount = sql<number>`coalesce(${categoryProductCounts.productCount}, 0)`.mapWith(Number);

/** Every category with its number of products, in one query. */
export async function listCategoriesWithCounts(db: Executor) {
  return db
    .select({ category: categories, productCount: keptCount })
    .from(categories)
    .leftJoin(categoryProductCounts, eq(categoryProductCounts.categoryId, categories.id))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** A category by id or by slug. */
export async function findCategory(
  db: Executor,
  idOrSlug: string,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      isUuid(idOrSlug) ? eq(categories.id, idOrSlug) : eq(categories.slug, idOrSlug.toLowerCase()),
    )
    .limit(1);
  return row;
}

export interface ProductFilter {
  q?: string;
  categoryId?: string;
  onSale?: boolean;
  /**
   * Who reads: shoppers see active products only; staff see every status, or the one asked
   * for, and find products by part of their SKU or MPN too.
   */
  reader?: 'shopper' | 'staff';
  status?: ProductStatus;
  /**
   * Whether some promotion is live: shoppers' price sorts and the on-sale filter then read the
   * price they pay; else the list price and its indexes.
   */
  promotionsLive?: boolean;
  sort: ProductSort;
  limit: number;
  offset: number;
}

/** What a sort orders by before its ties (newest first, then id); newest has nothing before. */
interface SortKey {
  key: SQL;
  descending: boolean;
}

function sortKeyOf(
  sort: ProductSort,
  relevance: SQL | undefined,
  discounted: boolean,
): SortKey | undefined {
  const price = discounted ? shopperPricePaise : sql`${products.pricePaise}`;
  switch (sort) {
    case 'newest':
      return undefined;
    case 'price-asc':
      return { key: price, descending: false };
    case 'price-desc':
      return { key: price, descending: true };
    case 'name':
      return { key: sql`${products.name}`, descending: false };
    case 'relevance':
      return relevance && { key: relevance, descending: true };
    case 'discount':
      if (discounted) {
        return {
          key: sql`coalesce(1 - ${shopperPricePaise}::float / nullif(greatest(${products.pricePaise}, ${products.compareAtPaise}), 0), 0)`,
          descending: true,
        };
      }
      // The expression of the index products_discount_idx, written the same way.
      return {
        key: sql`coalesce(1 - ${products.pricePaise}::float / nullif(${products.compareAtPaise}, 0), 0)`,
        descending: true,
      };
  }
}

function ordering(key: SortKey | undefined, createdAt: SQLWrapper, id: SQLWrapper): SQL[] {
  return [
    ...(key ? [key.descending ? desc(key.key) : asc(key.key)] : []),
    desc(createdAt),
    asc(id),
  ];
}

/**
 * A page of products and the number of all matching ones. The page's ids come first, then their
 * rows: a listing reads its ids from the index of its order (a deep page skips index entries,
 * not rows) and its total from the kept per-category counts (products on sale: from their
 * order's partial index); a search ranks its matches and counts them in the same pass.
 */
export async function listProducts(
  db: Executor,
  filter: ProductFilter,
): Promise<{ rows: ProductRecord[]; total: number }> {
  const conditions: SQL[] = [];
  const staff = filter.reader === 'staff';
  const search = filter.q ? await productSearch(db, filter.q) : undefined;
  if (!staff) conditions.push(onSaleToShoppers);
  else if (filter.status) conditions.push(eq(products.status, filter.status));
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  const discounted = !staff && Boolean(filter.promotionsLive);
  if (filter.onSale) {
    const ownSale = sql`${products.compareAtPaise} > ${products.pricePaise}`;
    conditions.push(discounted ? or(ownSale, underLivePromotion)! : ownSale);
  }
  if (search && filter.q) {
    conditions.push(
      or(
        search.matches,
        ...(staff
          ? [
              ilike(products.sku, containsPattern(filter.q)),
              ilike(products.mpn, containsPattern(filter.q)),
            ]
          : []),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const sortKey = sortKeyOf(filter.sort, search?.relevance, discounted);
  const order = ordering(sortKey, products.createdAt, products.id);

  const page = search
    ? searchPage(db, where, sortKey, filter)
    : db
        .select({ id: products.id, total: sql<number>`0`.as('total') })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset(filter.offset)
        .as('page');
  const [rows, listed] = await Promise.all([
    db
      .select({ ...productColumns, ...promotionColumns, total: page.total })
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(promotions, livePromotionJoin(staff ? 'staff' : 'shopper'))
      .orderBy(...order),
    search ? undefined : countListed(db, filter, where),
  ]);
  if (listed !== undefined) return { rows, total: listed };
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  // A search's page past its last match: its ids carried no total.
  return { rows, total: filter.offset > 0 ? await countMatching(db, where) : 0 };
}

/**
 * `OFFSET 0` (drizzle leaves out an offset given as the number 0): it keeps PostgreSQL from
 * merging a subquery into the query around it.
 */
const KEPT_APART = sql`0` as unknown as number;

/**
 * A search's page of ids, with the number of all matches. The matches' ids and sort keys (the
 * rank) are made first, in a step kept apart: merged, PostgreSQL would compute the keys after
 * counting, carrying every match's whole search vector through the count and onto disk. (A count
 * ordered by the keys computes them first too, but sorts every match, and then PostgreSQL
 * prefers a parallel scan of the whole table for a common word.)
 */
function searchPage(
  db: Executor,
  where: SQL | undefined,
  sortKey: SortKey | undefined,
  filter: ProductFilter,
) {
  const matches = db
    .select({
      id: products.id,
      createdAt: products.createdAt,
      sortKey: (sortKey?.key ?? sql`0`).as('sort_key'),
    })
    .from(products)
    .where(where)
    .offset(KEPT_APART)
    .as('matches');
  const key = sortKey && { key: sql`${matches.sortKey}`, descending: sortKey.descending };
  return db
    .select({ id: matches.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(matches)
    .orderBy(...ordering(key, matches.createdAt, matches.id))
    .limit(filter.limit)
    .offset(filter.offset)
    .as('page');
}

/** The number of products a listing (no search) shows in all its pages. */
async function countListed(db: Executor, filter: ProductFilter, where: SQL | undefined) {
  // The kept counts hold active products only: staff's lists count their rows.
  return filter.onSale || filter.reader === 'staff'
    ? countMatching(db, where)
    : keptProductCount(db, filter.categoryId);
}

/** The number of products in the category, or in all, from the counts the triggers keep. */
async function keptProductCount(db: Executor, categoryId?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${categoryProductCounts.productCount}), 0)` })
    .from(categoryProductCounts)
    .where(categoryId ? eq(categoryProductCounts.categoryId, categoryId) : undefined);
  return Number(row?.total ?? 0);
}

async function countMatching(db: Executor, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  return counted?.total ?? 0;
}

/** A product by id or by slug: for shoppers only an active one, for staff any. */
export async function findProduct(
  db: Executor,
  idOrSlug: string,
  reader: 'shopper' | 'staff' = 'shopper',
): Promise<ProductRecord | undefined> {
  const [row] = await db
    .select({ ...productColumns, ...promotionColumns })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(promotions, livePromotionJoin(reader))
    .where(
      and(
        isUuid(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug.toLowerCase()),
        reader === 'shopper' ? onSaleToShoppers : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The current stock of `ids`. */
export async function currentStock(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, quantity: products.quantity })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.quantity]));
}

type StockLine = { productId: string; quantity: number };

/** What an order copies of a product, as the stock reservation locked it. */
export interface ProductForOrder {
  id: string;
  name: string;
  /** What the shopper pays: the list price less the live promotion's discount, if any. */
  pricePaise: number;
  /** The product's list price, and the live promotion that discounts it (null when none). */
  listPricePaise: number;
  promotionId: string | null;
  imageUrl: string;
  hsnCode: string;
  gstRate: number;
  /** The stock before this reservation. */
  quantity: number;
  /** Whether this reservation took the wanted quantity off the stock. */
  reserved: boolean;
}

type ReservationRow = {
  id: string;
  name: string;
  price_paise: number;
  promotion_id: string | null;
  promotion_percent: number | null;
  image_url: string | null;
  hsn_code: string;
  gst_rate: number;
  /** The rate table's rate for its HSN code today, else its own. */
  rate_in_force: number;
  quantity: number;
  reserved: boolean;
};

/** One line per product (quantities added up), as a VALUES list of ids and quantities. */
function stockValues(items: StockLine[]) {
  const byProduct = new Map<string, number>();
  for (const item of items) {
    if (isUuid(item.productId))
      byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity);
  }
  return byProduct.size === 0
    ? undefined
    : sql.join(
        [...byProduct].map(([id, quantity]) => sql`(${id}::uuid, ${quantity}::int)`),
        sql`, `,
      );
}

/**
 * Reserves stock in one statement: locks the products' rows in id order, whatever the cart's
 * order (two checkouts of the same products in opposite orders would otherwise each hold one row
 * and wait for the other's), then takes `quantity` off each only where enough is left, never
 * below zero. The update reaches only rows the lock already holds, so no row is locked out of
 * order. Answers every product that exists with what the order copies of it, read under the
 * lock (so the newest price and stock), and whether it was reserved: the caller rolls back on a
 * shortage or a changed price. A product that does not exist, or is not on sale (a draft or
 * archived one), is not in the answer.
 */
export async function reserveStock(db: Executor, items: StockLine[]): Promise<ProductForOrder[]> {
  const values = stockValues(items);
  if (!values) return [];
  const rows = await db.execute<ReservationRow>(sql`
    WITH wanted (id, quantity) AS (VALUES ${values}),
    locked AS (
      SELECT p.id, p.name, p.price_paise, p.image_urls[1] AS image_url, p.hsn_code, p.gst_rate,
        p.quantity, best.id AS promotion_id, best.percent AS promotion_percent
      FROM ${products} AS p
      LEFT JOIN LATERAL (
        SELECT lp.id, lp.percent FROM promotions AS lp
        WHERE lp.starts_at <= now() AND lp.ends_at > now()
          AND (lp.category_id = p.category_id OR EXISTS (SELECT 1 FROM promotion_products AS lpp
            WHERE lpp.promotion_id = lp.id AND lpp.product_id = p.id))
        ORDER BY lp.percent DESC, lp.ends_at ASC, lp.id ASC LIMIT 1
      ) AS best ON true
      WHERE p.id IN (SELECT id FROM wanted) AND p.status = 'ACTIVE'
      ORDER BY p.id
      FOR NO KEY UPDATE OF p
    ),
    reserved AS (
      UPDATE ${products} AS p
      SET quantity = p.quantity - w.quantity, updated_at = now()
      FROM locked AS l JOIN wanted AS w ON w.id = l.id
      WHERE p.id = l.id AND p.quantity >= w.quantity
      RETURNING p.id
    )
    SELECT l.*, r.id IS NOT NULL AS reserved,
      ${rateInForce(sql`l.hsn_code`, sql`l.gst_rate`, indianDay(new Date()))} AS rate_in_force
    FROM locked AS l LEFT JOIN reserved AS r ON r.id = l.id`);
  return rowsOf<ReservationRow>(rows).map((row) => ({
    id: row.id,
    name: row.name,
    pricePaise:
      row.promotion_percent == null
        ? Number(row.price_paise)
        : discountedPaise(Number(row.price_paise), Number(row.promotion_percent)),
    listPricePaise: Number(row.price_paise),
    promotionId: row.promotion_id,
    imageUrl: row.image_url ?? '',
    hsnCode: row.hsn_code,
    gstRate: Number(row.rate_in_force),
    quantity: Number(row.quantity),
    reserved: row.reserved,
  }));
}

/**
 * Puts quantities back (a cancelled or expired order), in one statement that locks the rows in
 * id order first, as a reservation does.
 */
export async function releaseStock(db: Executor, items: StockLine[]): Promise<void> {
  const values = stockValues(items);
  if (!values) return;
  await db.execute(sql`
    WITH returned (id, quantity) AS (VALUES ${values}),
    locked AS (
      SELECT p.id FROM ${products} AS p
      WHERE p.id IN (SELECT id FROM returned)
      ORDER BY p.id
      FOR NO KEY UPDATE
    )
    UPDATE ${products} AS p
    SET quantity = p.quantity + r.quantity, updated_at = now()
    FROM locked AS l JOIN returned AS r ON r.id = l.id
    WHERE p.id = l.id`);
}

export async function countCatalog(
  db: Executor,
): Promise<{ products: number; categories: number }> {
  const [productCount, [categoryRows]] = await Promise.all([
    keptProductCount(db),
    db.select({ n: count() }).from(categories),
  ]);
  return { products: productCount, categories: categoryRows?.n ?? 0 };
}

// The back office's writes.

const byIdOrSlug = (table: typeof categories | typeof products, idOrSlug: string) =>
  isUuid(idOrSlug) ? eq(table.id, idOrSlug) : eq(table.slug, idOrSlug.toLowerCase());

/** One category with its number of products. */
export async function findCategoryWithCount(db: Executor, id: string) {
  const [row] = await db
    .select({ category: categories, productCount: keptCount })
    .from(categories)
    .leftJoin(categoryProductCounts, eq(categoryProductCounts.categoryId, categories.id))
    .where(eq(categories.id, id));
  return row;
}

/** Whether another category has this name, whatever its letter case. */
export async function categoryNameTaken(
  db: Executor,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? sql`${categories.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The slugs of `table` that are `base` or `base-<something>`: the candidates a new one avoids. */
export async function slugsLike(
  db: Executor,
  table: typeof categories | typeof products,
  base: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), ilike(table.slug, `${escapeLike(base)}-%`)));
  return new Set(rows.map((row) => row.slug));
}

/**
 * Makes the transactions that pick a slug from the same base take turns (until each commits),
 * so each sees the slugs the others took.
 */
export async function lockSlugBase(db: Executor, table: string, base: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${table}:${base}`}))`);
}

export type CategoryValues = Omit<typeof categories.$inferInsert, 'id' | 'createdAt'>;

export async function insertCategory(db: Executor, values: CategoryValues): Promise<string> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  return row!.id;
}

/** Locks the category's row for an edit in this transaction. */
export async function lockCategory(
  db: Executor,
  idOrSlug: string,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(byIdOrSlug(categories, idOrSlug))
    .for('no key update');
  return row;
}

export async function updateCategory(db: Executor, id: string, values: Partial<CategoryValues>) {
  await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id));
}

export async function countProductsIn(db: Executor, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(eq(products.categoryId, categoryId));
  return row?.total ?? 0;
}

/** Deletes the category; answers its image, or undefined when there was no such category. */
export async function deleteCategory(db: Executor, id: string) {
  const [row] = await db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ image: categories.image });
  return row;
}

export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'createdAt' | 'searchVector' | 'searchKey'
>;

export async function insertProduct(db: Executor, values: ProductValues): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

/** Locks the product's row for an edit in this transaction (the lock a checkout takes too). */
export async function lockProduct(db: Executor, idOrSlug: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      description: products.description,
      brand: products.brand,
      status: products.status,
      sku: products.sku,
      mpn: products.mpn,
      features: products.features,
      imageUrls: products.imageUrls,
      pricePaise: products.pricePaise,
      compareAtPaise: products.compareAtPaise,
      quantity: products.quantity,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(byIdOrSlug(products, idOrSlug))
    .for('no key update');
  return row;
}

export async function updateProduct(db: Executor, id: string, values: Partial<ProductValues>) {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/**
 * Counts one more rating of the product, in the caller's transaction: one statement, so ratings
 * added at the same moment all count. False when there is no such product.
 */
/** Counts a rating into the product (`times` 1), or out of it again (`times` -1). */
export async function addRating(
  db: Executor,
  productId: string,
  rating: number,
  times: 1 | -1 = 1,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({
      ratingCount: sql`${products.ratingCount} + ${times}`,
      ratingTotal: sql`${products.ratingTotal} + ${rating * times}`,
    })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** The names of these products (those that still exist), by id. */
export async function productNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, valid));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The SKUs of these products that have one, by id: what the warehouse picks by. */
export async function productSkus(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.id, valid));
  return new Map(rows.flatMap((row) => (row.sku ? [[row.id, row.sku] as const] : [])));
}

/** Deletes the product; answers its pictures, or undefined when there was no such product. */
export async function deleteProduct(db: Executor, idOrSlug: string) {
  const [row] = await db
    .delete(products)
    .where(byIdOrSlug(products, idOrSlug))
    .returning({ imageUrls: products.imageUrls });
  return row;
}

/**
 * The sitemap's view of the catalogue: every category with its last change, the number of
 * products (`countProducts`), and a page of product slugs, oldest first so that a new product lands on the last
 * page and the others keep theirs (read backwards along the newest-first index).
 */
export async function listCategorySlugs(db: Executor) {
  return db
    .select({ slug: categories.slug, updatedAt: categories.updatedAt })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** The number of products, as the kept counts have it (no scan of the products). */
export const countProducts = (db: Executor) => keptProductCount(db);

export async function listProductSlugs(db: Executor, offset: number, limit: number) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(onSaleToShoppers)
    .orderBy(asc(products.createdAt), desc(products.id))
    .offset(offset)
    .limit(limit);
}

/** Which of `urls` something still shows: a category, a product or an order. */
export async function referencedUploads(db: Executor, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db.execute<{ url: string }>(sql`
    SELECT DISTINCT url FROM upload_references
    WHERE url IN (${sql.join(
      urls.map((url) => sql`${url}`),
      sql`, `,
    )})`);
  return new Set(rowsOf<{ url: string }>(rows).map((row) => row.url));
}

/** The picture of the first category (in the shop's order) that has one: the home page's preview. */
export async function firstCategoryImage(db: Executor): Promise<string | undefined> {
  const [row] = await db
    .select({ image: categories.image })
    .from(categories)
    .where(ne(categories.image, ''))
    .orderBy(asc(categories.sortOrder), asc(categories.name))
    .limit(1);
  return row?.image;
}
