/**
 * Queries of the products CSV (docs/decisions/055): the export's pages, the products an import's
 * rows name, and the kept previews.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, productImports, products } from '../../db/schema/index';

const importColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  status: products.status,
  pricePaise: products.pricePaise,
  compareAtPaise: products.compareAtPaise,
  quantity: products.quantity,
  lowStockThreshold: products.lowStockThreshold,
  imageCount: sql<number>`cardinality(${products.imageUrls})`.mapWith(Number),
};
export type ImportProductRow = {
  id: string;
  name: string;
  sku: string | null;
  status: 'DRAFT' | 'ACTIVE' | 'ARCHIVED';
  pricePaise: number;
  compareAtPaise: number | null;
  quantity: number;
  lowStockThreshold: number;
  imageCount: number;
};

/** One page of every product (any status), in id order so that pages neither skip nor repeat. */
export async function exportPage(db: Executor, after: string | undefined, limit: number) {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      mpn: products.mpn,
      name: products.name,
      brand: products.brand,
      categorySlug: categories.slug,
      status: products.status,
      pricePaise: products.pricePaise,
      compareAtPaise: products.compareAtPaise,
      quantity: products.quantity,
      lowStockThreshold: products.lowStockThreshold,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      weightGrams: products.weightGrams,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(after ? gt(products.id, after) : undefined)
    .orderBy(asc(products.id))
    .limit(limit);
}
export type ProductExportRow = Awaited<ReturnType<typeof exportPage>>[number];

/** The products with these ids. */
export async function productsByIds(db: Executor, ids: string[]): Promise<ImportProductRow[]> {
  if (ids.length === 0) return [];
  return db.select(importColumns).from(products).where(inArray(products.id, ids));
}

/** The products with these SKUs, whatever the case (keys: the SKU in lower case). */
export async function productsBySkus(db: Executor, skus: string[]): Promise<ImportProductRow[]> {
  if (skus.length === 0) return [];
  return db
    .select(importColumns)
    .from(products)
    .where(inArray(sql`lower(${products.sku})`, skus));
}

/** These products locked for the apply, in id order (two applies at once cannot deadlock). */
export async function lockProducts(db: Executor, ids: string[]): Promise<ImportProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(importColumns)
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('no key update');
}

export async function insertImport(db: Executor, staff: string, rows: unknown): Promise<string> {
  const [row] = await db
    .insert(productImports)
    .values({ staff, rows })
    .returning({ id: productImports.id });
  return row!.id;
}

/** A preview younger than `minutes`, locked: a second apply of it waits for the first. */
export async function lockImport(db: Executor, id: string, minutes: number) {
  const [row] = await db
    .select()
    .from(productImports)
    .where(
      and(
        eq(productImports.id, id),
        gt(productImports.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .for('update');
  return row;
}

export async function markApplied(db: Executor, id: string, result: unknown): Promise<void> {
  await db
    .update(productImports)
    .set({ appliedAt: sql`now()`, result })
    .where(and(eq(productImports.id, id), isNull(productImports.appliedAt)));
}

/** Previews older than a day: none can be applied any more. */
export async function deleteOldImports(db: Executor): Promise<void> {
  await db
    .delete(productImports)
    .where(sql`${productImports.createdAt} < now() - interval '1 day'`);
}
