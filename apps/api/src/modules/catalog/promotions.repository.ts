/** Queries for promotions: the live ones shoppers read, staff's list and writes, the boundaries. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { categories, products, promotionProducts, promotions } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import {
  livePromotionJoin,
  onSaleToShoppers,
  productColumns,
  promotionColumns,
  type ProductRecord,
} from './product-columns.public';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt'>;

/** Started and not ended, by the database's clock (the one prices are read by). */
const isLive = sql`${promotions.startsAt} <= now() AND ${promotions.endsAt} > now()`;

/** The products of the row `promotions` a shopper can see: its category's, or those it lists. */
const coveredBy = sql`(${products.categoryId} = ${promotions.categoryId} OR ${products.id} IN (
  SELECT ${promotionProducts.productId} FROM ${promotionProducts}
  WHERE ${promotionProducts.promotionId} = ${promotions.id}))`;

/** The live promotions, soonest end first, each with the number it covers a shopper can buy. */
export async function listLive(db: Executor) {
  return db
    .select({
      promotion: promotions,
      productCount: sql<number>`(SELECT count(*) FROM ${products}
        WHERE ${onSaleToShoppers} AND ${products.quantity} > 0 AND ${coveredBy})`.mapWith(Number),
    })
    .from(promotions)
    .where(isLive)
    .orderBy(asc(promotions.endsAt), asc(promotions.id));
}

/** A live promotion by slug, with its count as `listLive` has it; undefined when not live. */
export async function findLive(db: Executor, slug: string) {
  const [row] = await db
    .select({
      promotion: promotions,
      productCount: sql<number>`(SELECT count(*) FROM ${products}
        WHERE ${onSaleToShoppers} AND ${products.quantity} > 0 AND ${coveredBy})`.mapWith(Number),
    })
    .from(promotions)
    .where(and(isLive, eq(promotions.slug, slug.toLowerCase())))
    .limit(1);
  return row;
}

/**
 * The products a promotion covers that shoppers see (in stock or not), newest first, each with
 * the live promotion its price comes from (this one, or a larger discount).
 */
export async function coveredProducts(
  db: Executor,
  promotion: Pick<PromotionRow, 'id' | 'categoryId'>,
  limit: number,
): Promise<ProductRecord[]> {
  const covered = promotion.categoryId
    ? eq(products.categoryId, promotion.categoryId)
    : inArray(
        products.id,
        db
          .select({ id: promotionProducts.productId })
          .from(promotionProducts)
          .where(eq(promotionProducts.promotionId, promotion.id)),
      );
  return db
    .select({ ...productColumns, ...promotionColumns })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(promotions, livePromotionJoin())
    .where(and(onSaleToShoppers, covered))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(limit);
}

/** Whether any promotion is live now. */
export async function anyLive(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: promotions.id }).from(promotions).where(isLive).limit(1);
  return Boolean(row);
}

/** The next moment a promotion starts or ends, after now; undefined when none is ahead. */
export async function nextBoundary(db: Executor): Promise<Date | undefined> {
  const rows = await db.execute<{ at: Date | string | null }>(sql`
    SELECT least(
      (SELECT min(starts_at) FROM promotions WHERE starts_at > now()),
      (SELECT min(ends_at) FROM promotions WHERE ends_at > now())
    ) AS at`);
  const at = rowsOf<{ at: Date | string | null }>(rows)[0]?.at;
  return at == null ? undefined : new Date(at);
}

/** The products a promotion lists, by name, as JSON: `[{ _id, name }]`. */
const listedProducts = sql<Array<{ _id: string; name: string }> | string>`coalesce((
  SELECT json_agg(json_build_object('_id', lp.id, 'name', lp.name) ORDER BY lp.name, lp.id)
  FROM ${promotionProducts} AS lpp JOIN ${products} AS lp ON lp.id = lpp.product_id
  WHERE lpp.promotion_id = ${promotions.id}), '[]'::json)`;

/** Every promotion for staff, latest start first, with its category's name and listed products. */
export async function listAll(db: Executor) {
  return db
    .select({
      promotion: promotions,
      categoryName: categories.name,
      listed: listedProducts,
    })
    .from(promotions)
    .leftJoin(categories, eq(categories.id, promotions.categoryId))
    .orderBy(desc(promotions.startsAt), asc(promotions.id))
    .limit(500);
}

export async function findById(db: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      promotion: promotions,
      categoryName: categories.name,
      listed: listedProducts,
    })
    .from(promotions)
    .leftJoin(categories, eq(categories.id, promotions.categoryId))
    .where(eq(promotions.id, id));
  return row;
}

/** Locks the promotion's row for an edit in this transaction. */
export async function lock(db: Executor, id: string): Promise<PromotionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(promotions)
    .where(eq(promotions.id, id))
    .for('no key update');
  return row;
}

/** Which of these product ids exist. */
export async function existingProducts(db: Executor, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, valid));
  return new Set(rows.map((row) => row.id));
}

export async function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: promotions.slug })
    .from(promotions)
    .where(sql`${promotions.slug} = ${base} OR ${promotions.slug} LIKE ${`${base}-%`}`);
  return new Set(rows.map((row) => row.slug));
}

export async function insert(db: Executor, values: PromotionValues): Promise<string> {
  const [row] = await db.insert(promotions).values(values).returning({ id: promotions.id });
  return row!.id;
}

export async function update(db: Executor, id: string, values: Partial<PromotionValues>) {
  await db
    .update(promotions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promotions.id, id));
}

/** Replaces the products a promotion lists. */
export async function setProducts(db: Executor, promotionId: string, productIds: string[]) {
  await db.delete(promotionProducts).where(eq(promotionProducts.promotionId, promotionId));
  if (productIds.length > 0) {
    await db
      .insert(promotionProducts)
      .values(productIds.map((productId) => ({ promotionId, productId })));
  }
}

/**
 * Ends the promotion at the database's now; one not yet started is moved to have started a
 * moment before (a promotion ends after it starts). Answers whether it was live or upcoming.
 */
export async function endNow(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(promotions)
    .set({
      endsAt: sql`now()`,
      startsAt: sql`least(${promotions.startsAt}, now() - interval '1 second')`,
      updatedAt: new Date(),
    })
    .where(and(eq(promotions.id, id), sql`${promotions.endsAt} > now()`))
    .returning({ id: promotions.id });
  return rows.length > 0;
}
