/** Queries for the rows of customers' carts. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { CustomerCollection } from '../../db/customer-collection';
import { prepared } from '../../db/prepared';
import { cartItems, categories, products, promotions } from '../../db/schema/index';
import {
  livePromotionJoin,
  productColumns,
  promotionColumns,
  type ProductRecord,
} from '../catalog/product-columns.public';

export type CartItemRow = typeof cartItems.$inferSelect;

/**
 * The cart with its products in one query. It reads the catalogue's tables through the
 * catalogue's own column set (productColumns), so the product shape stays the catalogue's.
 */
const itemsWithProducts = prepared((db) =>
  db
    .select({
      itemId: cartItems.id,
      itemQuantity: cartItems.quantity,
      ...productColumns,
      ...promotionColumns,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    // The price the shopper pays now: a live promotion's, if one covers the product.
    .leftJoin(promotions, livePromotionJoin())
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_items_with_products'),
);

export async function listItemsWithProducts(
  db: Database,
  userId: string,
): Promise<Array<{ id: string; quantity: number; product: ProductRecord }>> {
  const rows = await itemsWithProducts(db).execute({ userId });
  return rows.map(({ itemId, itemQuantity, ...product }) => ({
    id: itemId,
    quantity: itemQuantity,
    product,
  }));
}

/** The row of one product in one cart, locked until the transaction ends. */
export async function findItemForUpdate(
  db: Executor,
  userId: string,
  productId: string,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .for('update')
    .limit(1);
  return row;
}

export async function setQuantity(
  db: Executor,
  userId: string,
  productId: string,
  quantity: number,
): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity, updatedAt: sql`now()` },
    });
}

/** The cart as a bounded collection: its lines, one per product. */
export const cartLines: CustomerCollection = {
  name: 'cart',
  table: cartItems,
  userId: cartItems.userId,
  productId: cartItems.productId,
};

/**
 * Adds `quantity` to the product's line in the cart (a new line if there is none), unless the
 * line would then hold more than `most` (the stock, or the units a line may hold). Answers whether
 * it added.
 */
export async function addQuantity(
  db: Executor,
  userId: string,
  productId: string,
  quantity: number,
  most: number,
): Promise<boolean> {
  const rows = await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${most}`,
    })
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteItem(db: Executor, userId: string, productId: string): Promise<number> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  return deleted.length;
}

/**
 * The products in one cart and their quantities, the rows locked until the transaction ends: a
 * checkout holds them while it turns them into an order.
 */
export function lockItems(
  db: Executor,
  userId: string,
): Promise<Array<{ productId: string; quantity: number }>> {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .for('update');
}

/** Empties the cart: a statement to await, or to send along with another (see `together`). */
export function deleteAll(db: Executor, userId: string) {
  return db.delete(cartItems).where(eq(cartItems.userId, userId));
}
