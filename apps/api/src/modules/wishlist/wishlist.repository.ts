/** Queries for the rows of customers' wishlists. */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { CustomerCollection } from '../../db/customer-collection';
import { categories, products, promotions, wishlistItems } from '../../db/schema/index';
import {
  livePromotionJoin,
  onSaleToShoppers,
  promotionColumns,
  productColumns,
  type ProductRecord,
} from '../catalog/product-columns.public';

/**
 * The wishlist with its products in one query, newest saved first, through the catalogue's own
 * column set so the product shape stays the catalogue's.
 */
export async function listWithProducts(
  db: Executor,
  userId: string,
): Promise<Array<{ addedAt: Date; product: ProductRecord }>> {
  const rows = await db
    .select({ addedAt: wishlistItems.createdAt, ...productColumns, ...promotionColumns })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(promotions, livePromotionJoin())
    // A product taken off sale leaves the list until it is back (docs/decisions/051).
    .where(and(eq(wishlistItems.userId, userId), onSaleToShoppers))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map(({ addedAt, ...product }) => ({ addedAt, product }));
}

/** The wishlist as a bounded collection. */
export const wishlistCollection: CustomerCollection = {
  name: 'wishlist',
  table: wishlistItems,
  userId: wishlistItems.userId,
  productId: wishlistItems.productId,
};

/** Saves the product once: a second add, even at the same moment, meets the primary key. */
export async function insertItem(db: Executor, userId: string, productId: string): Promise<void> {
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function deleteItem(db: Executor, userId: string, productId: string): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
