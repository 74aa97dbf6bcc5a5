/**
 * Seeds an empty catalogue: inserts the demo categories and products in one transaction
 * and puts their SVG images into the uploads' storage. Inserts nothing once categories exist,
 * but puts back any seed image missing from the storage (a wiped or new uploads disk, a new
 * bucket).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { sourcePath } from '../../paths';
import { categories, products } from '../schema/catalog';
import { productSearchText } from '../product-search-text';
import { seedCategories, seedProducts } from './catalog-data';

const imagesDir = sourcePath('db/seed/images');

/** What the seeder needs of the uploads' storage (the disk's or the bucket's). */
export interface SeedPictureStore {
  has(key: string): Promise<boolean>;
  put(key: string, data: Buffer): Promise<void>;
}
const MINUTE_MS = 60_000;

export async function seedCatalog(
  db: Database,
  uploads: SeedPictureStore,
): Promise<{ seeded: boolean }> {
  const seeded = await db.transaction(async (tx) => {
    // Instances starting together on an empty database: one seeds, the others wait for its
    // commit and then find the categories (each statement of a transaction at the default
    // isolation sees what committed before it).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('circuitkart.seed'))`);
    const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (existing.length > 0) return false;

    const insertedCategories = await tx
      .insert(categories)
      .values(
        seedCategories.map((c) => ({
          name: c.name,
          slug: c.slug,
          description: c.description,
          image: `/uploads/categories/${c.image}`,
          icon: c.icon,
          emoji: c.emoji,
          isNew: c.isNew,
          sortOrder: c.sortOrder,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryIds = new Map(insertedCategories.map((c) => [c.slug, c.id]));

    // The first product in the list is the newest; each next one is a minute older,
    // so "newest first" listings have a stable, meaningful order.
    const now = Date.now();
    await tx.insert(products).values(
      seedProducts.map((p, i) => {
        const categoryId = categoryIds.get(p.categorySlug);
        if (!categoryId)
          throw new Error(`Seed product ${p.slug}: unknown category ${p.categorySlug}`);
        const createdAt = new Date(now - i * MINUTE_MS);
        return {
          name: p.name,
          slug: p.slug,
          description: p.description,
          pricePaise: p.pricePaise,
          compareAtPaise: p.compareAtPaise ?? null,
          quantity: p.quantity,
          hsnCode: p.hsnCode,
          gstRate: p.gstRate,
          categoryId,
          brand: p.brand,
          imageUrls: [`/uploads/products/${p.image}`],
          features: [...p.features],
          searchText: productSearchText(p),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    return true;
  });

  await putMissingImages(uploads, [
    ...seedProducts.map((p) => `products/${p.image}`),
    ...seedCategories.map((c) => `categories/${c.image}`),
  ]);
  return { seeded };
}

/**
 * Makes the link-preview pictures of the seed's drawings that are not made yet, one after
 * another (about a tenth of a second each). The server runs it after it starts listening rather
 * than inside the seed, so neither a start nor the tests wait for it; a page asked for before its
 * turn makes its own.
 */
export async function prepareSeedSharePictures(sharePictures: {
  prepare(pictureUrl: string): Promise<void>;
}): Promise<void> {
  for (const c of seedCategories) await sharePictures.prepare(`/uploads/categories/${c.image}`);
  for (const p of seedProducts) await sharePictures.prepare(`/uploads/products/${p.image}`);
}

/**
 * Puts each drawing (`<folder>/<file>`, from ./images/) into the storage unless one is stored
 * under its key already: several instances starting at once may each put it, the same bytes.
 */
async function putMissingImages(uploads: SeedPictureStore, keys: string[]) {
  await Promise.all(
    keys.map(async (key) => {
      if (await uploads.has(key)) return;
      await uploads.put(key, await readFile(path.join(imagesDir, path.basename(key))));
    }),
  );
}
