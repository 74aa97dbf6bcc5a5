/** Queries for customers' saved addresses. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerAddresses } from '../../db/schema/index';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Omit<
  typeof customerAddresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** The customer's addresses, the newest first. */
export function listFor(db: Executor, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.createdAt), asc(customerAddresses.id));
}

export async function countFor(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId));
  return row?.n ?? 0;
}

/** The customer's own address: another customer's id finds nothing. */
export async function findOwned(
  db: Executor,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)));
  return row;
}

export async function insert(
  db: Executor,
  userId: string,
  values: AddressValues,
): Promise<AddressRow> {
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function update(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<AddressValues>,
): Promise<boolean> {
  const rows = await db
    .update(customerAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}

export async function remove(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}

/** The customer's default of this kind is no longer any address. */
export async function clearDefault(
  db: Executor,
  userId: string,
  kind: 'defaultBilling' | 'defaultShipping',
): Promise<void> {
  await db
    .update(customerAddresses)
    .set({ [kind]: false })
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses[kind], true)));
}
