/**
 * Queries of stock management: the movements ledger, the back office's product list by stock
 * level, and the days the low-stock e-mail went out (docs/decisions/050).
 */
import { and, asc, count, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProductSort, StockLevel, StockReason } from '@shop/shared/catalog/stock-movements';
import type { ProductStatus } from '@shop/shared/catalog/product-status';
import type { Executor } from '../../db/client';
import { categories, products, stockAlertDays, stockMovements } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { containsPattern } from '../../lib/search';
import { productColumns } from './product-columns.public';

export type StockMovementRow = typeof stockMovements.$inferSelect;

function stockRow(db: Executor, idOrSlug: string) {
  return db
    .select({
      id: products.id,
      name: products.name,
      quantity: products.quantity,
      lowStockThreshold: products.lowStockThreshold,
    })
    .from(products)
    .where(isUuid(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug.toLowerCase()));
}

/** A product's stock, locked until the transaction ends (adjustments of it take turns). */
export async function lockStock(db: Executor, idOrSlug: string) {
  const [row] = await stockRow(db, idOrSlug).for('no key update');
  return row;
}

export async function findStock(db: Executor, idOrSlug: string) {
  const [row] = await stockRow(db, idOrSlug);
  return row;
}

export async function setQuantity(db: Executor, id: string, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ quantity, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export interface MovementValues {
  productId: string;
  change: number;
  reason: StockReason;
  note?: string;
  staff?: string;
  stockAfter: number;
}

export async function insertMovements(
  db: Executor,
  values: MovementValues[],
): Promise<StockMovementRow[]> {
  if (values.length === 0) return [];
  return db.insert(stockMovements).values(values).returning();
}

/** A product's movements, newest first (ties: the later written first). */
export async function listMovements(
  db: Executor,
  productId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: StockMovementRow[]; total: number }> {
  const where = eq(stockMovements.productId, productId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(stockMovements)
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The stock of products just changed in this transaction (their rows are locked by it). */
export async function quantitiesOf(db: Executor, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, quantity: products.quantity })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.quantity]));
}

/** At or below its threshold: the products that need stock (those out of it included). */
const atOrBelowThreshold = lte(products.quantity, products.lowStockThreshold);
const outOfStock = lte(products.quantity, 0);
/**
 * What staff have to reorder: low products still sold or being prepared. An archived product is
 * off sale for good, so its empty shelf is no work for anyone (the list's filter still shows it).
 */
const toReorder = and(atOrBelowThreshold, ne(products.status, 'ARCHIVED'));

function levelCondition(level: StockLevel | undefined): SQL | undefined {
  if (level === 'low') return atOrBelowThreshold;
  if (level === 'out') return outOfStock;
  return undefined;
}

/**
 * The back office's product list, every status unless one is asked for: searched by name, SKU or
 * manufacturer part number, filtered by stock level, sorted.
 */
export async function listAdminProducts(
  db: Executor,
  filter: {
    q?: string;
    status?: ProductStatus;
    stock?: StockLevel;
    sort: AdminProductSort;
    limit: number;
    offset: number;
  },
) {
  const conditions = [
    filter.q
      ? or(
          ilike(products.name, containsPattern(filter.q)),
          ilike(products.sku, containsPattern(filter.q)),
          ilike(products.mpn, containsPattern(filter.q)),
        )
      : undefined,
    filter.status ? eq(products.status, filter.status) : undefined,
    levelCondition(filter.stock),
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const order =
    filter.sort === 'stock-asc'
      ? [asc(products.quantity), desc(products.createdAt), asc(products.id)]
      : filter.sort === 'stock-desc'
        ? [desc(products.quantity), desc(products.createdAt), asc(products.id)]
        : [desc(products.createdAt), asc(products.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...productColumns, lowStockThreshold: products.lowStockThreshold })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How many products are at or below their threshold (out of stock included). */
export async function countLowStock(db: Executor): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products).where(toReorder);
  return counted?.total ?? 0;
}

/** The products at or below their threshold, emptiest first: the daily e-mail's list. */
export async function lowStockProducts(db: Executor) {
  return db
    .select({
      id: products.id,
      name: products.name,
      quantity: products.quantity,
      lowStockThreshold: products.lowStockThreshold,
    })
    .from(products)
    .where(toReorder)
    .orderBy(asc(products.quantity), asc(products.name))
    .limit(500);
}

/**
 * Claims a day for the low-stock e-mail: true for the one caller that wrote its row, false for
 * every other (another instance, a second run the same day).
 */
export async function claimAlertDay(db: Executor, day: string, count: number): Promise<boolean> {
  const claimed = await db
    .insert(stockAlertDays)
    .values({ day, products: count })
    .onConflictDoNothing()
    .returning({ day: stockAlertDays.day });
  return claimed.length > 0;
}

/** Frees a claimed day whose e-mail could not be sent, for a later run to send it. */
export async function releaseAlertDay(db: Executor, day: string): Promise<void> {
  await db.delete(stockAlertDays).where(eq(stockAlertDays.day, day));
}
