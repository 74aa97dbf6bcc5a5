/** Queries for categories and products. */
import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from '../../db/schema/index';

export type CategoryRow = typeof categories.$inferSelect;

/** Every category with its number of products, in one query. */
export async function listCategoriesWithCounts(db: Executor) {
  return db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}
