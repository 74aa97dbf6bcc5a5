/**
 * Queries for returns and their lines. The orders, their customers, credit notes and refunds a
 * return points at belong to other modules and are asked of them.
 */
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { returnItems, returns } from '../../db/schema/index';
import type { ReturnStatus } from '@shop/shared/returns/schemas';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnItemRow = typeof returnItems.$inferSelect;
export interface ReturnRecord {
  row: ReturnRow;
  items: ReturnItemRow[];
}

/** A return with its lines, in one statement. */
export async function insertReturn(
  tx: Executor,
  values: Omit<typeof returns.$inferInsert, 'id'> & { id: string },
  items: Array<Omit<ReturnItemRow, 'returnId'>>,
): Promise<ReturnRecord> {
  const [[row]] = await Promise.all([
    tx.insert(returns).values(values).returning(),
    tx.insert(returnItems).values(items.map((item) => ({ ...item, returnId: values.id }))),
  ]);
  return { row: row!, items: items.map((item) => ({ ...item, returnId: values.id })) };
}

async function withItems(db: Executor, rows: ReturnRow[]): Promise<ReturnRecord[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(returnItems)
    .where(
      inArray(
        returnItems.returnId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ row, items: items.filter((item) => item.returnId === row.id) }));
}

/** The order's returns, oldest first. */
export async function returnsOfOrder(db: Executor, orderId: string): Promise<ReturnRecord[]> {
  const rows = await db
    .select()
    .from(returns)
    .where(eq(returns.orderId, orderId))
    .orderBy(asc(returns.createdAt), asc(returns.id));
  return withItems(db, rows);
}

export async function findReturn(db: Executor, id: string): Promise<ReturnRecord | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id)).limit(1);
  return row && (await withItems(db, [row]))[0];
}

/** The return's order, to lock the order before the return. */
export async function orderOfReturn(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ orderId: returns.orderId })
    .from(returns)
    .where(eq(returns.id, id))
    .limit(1);
  return row?.orderId;
}

/** The units of each order line already in a return that was not declined. */
export async function unitsInReturns(db: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ orderItemId: returnItems.orderItemId, quantity: returnItems.quantity })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'REJECTED')));
  const units = new Map<string, number>();
  for (const row of rows) {
    units.set(row.orderItemId, (units.get(row.orderItemId) ?? 0) + row.quantity);
  }
  return units;
}

/** Every return of the order, declined ones too: a bound on how many one order may ask for. */
export async function countOfOrder(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(returns)
    .where(eq(returns.orderId, orderId));
  return row?.total ?? 0;
}

/** The back office's list: oldest first, so the return waiting longest is on top. */
export async function searchReturns(
  db: Executor,
  filter: { statuses?: readonly ReturnStatus[]; limit: number; offset: number },
): Promise<{ records: ReturnRecord[]; total: number }> {
  const where = filter.statuses ? inArray(returns.status, [...filter.statuses]) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(asc(returns.createdAt), asc(returns.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(returns).where(where),
  ]);
  return { records: await withItems(db, rows), total: counted?.total ?? 0 };
}

export async function countByStatuses(
  db: Executor,
  statuses: readonly ReturnStatus[],
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(returns)
    .where(inArray(returns.status, [...statuses]));
  return row?.total ?? 0;
}

/** Moves the return from `from`; answers the row only when it was still there. */
export async function moveReturn(
  tx: Executor,
  id: string,
  from: ReturnStatus,
  values: Partial<Omit<ReturnRow, 'id' | 'orderId' | 'userId'>>,
): Promise<ReturnRow | undefined> {
  const [row] = await tx
    .update(returns)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(returns.id, id), eq(returns.status, from)))
    .returning();
  return row;
}

/** The return a refund was made for, if it is one. */
export async function findByRefund(db: Executor, refundId: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.refundId, refundId)).limit(1);
  return row;
}
