/** Catalogue rows written straight to the database, for tests that need more products than the seed. */
import { eq } from 'drizzle-orm';
import { categories, products } from '../src/db/schema/index';
import type { TestApp } from './test-app';

/** Gives a product stock enough for every order a test file places. */
export async function stockUp(t: TestApp, productId: string, quantity = 10_000): Promise<void> {
  await t.database.db.update(products).set({ quantity }).where(eq(products.id, productId));
}

/** Inserts `count` in-stock products in the first category and answers their ids. */
export async function insertProducts(t: TestApp, count: number, prefix: string): Promise<string[]> {
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  const rows = await t.database.db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${prefix} ${i}`,
        slug: `${prefix.toLowerCase().replaceAll(' ', '-')}-${i}`,
        pricePaise: 10_000,
        quantity: 10,
        categoryId: category!.id,
      })),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}
