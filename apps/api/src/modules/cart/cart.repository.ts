/** Queries for the rows of customers' carts. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartItems } from '../../db/schema/index';

export type CartItemRow = typeof cartItems.$inferSelect;

export async function listItems(db: Executor, userId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
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

export async function deleteItem(db: Executor, userId: string, productId: string): Promise<number> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  return deleted.length;
}

export async function deleteAll(db: Executor, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
