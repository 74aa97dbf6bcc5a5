/**
 * A customer's bounded collection of products (the cart's lines, the wishlist) or of anything
 * else (open orders): its adds take turns so that each counts what the others added, and the cap
 * holds under parallel adds (docs/decisions/033-bounded-collections-and-reads.md).
 */
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from './client';

export interface CustomerCollection {
  /** Names the lock: one per collection kind and customer. */
  name: string;
  table: PgTable;
  userId: PgColumn;
  productId: PgColumn;
}

/**
 * Inside the caller's transaction: waits for the other adds to the customer's collection to end
 * (an advisory lock held until this transaction ends), then answers how many products it holds
 * and whether this product is one of them.
 */
/**
 * Inside the caller's transaction: waits for the other holders of this customer's turn at `name`
 * (an advisory lock held until the transaction ends). What the caller counts after it includes
 * what the turns before it committed.
 */
export async function takeCustomerTurn(
  tx: Transaction,
  name: string,
  userId: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${name}:${userId}`}))`);
}

export async function takeTurnAndCount(
  tx: Transaction,
  collection: CustomerCollection,
  userId: string,
  productId: string,
): Promise<{ count: number; holdsProduct: boolean }> {
  await takeCustomerTurn(tx, collection.name, userId);
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      holdsProduct: sql<boolean>`coalesce(bool_or(${collection.productId} = ${productId}), false)`,
    })
    .from(collection.table)
    .where(eq(collection.userId, userId));
  return row ?? { count: 0, holdsProduct: false };
}
