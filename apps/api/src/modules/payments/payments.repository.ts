/** Queries for what the shop keeps of an order's money: its online payment and its refunds. */
import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  or,
  type SQL,
} from 'drizzle-orm';
import type { OwedRefundStatus } from '@shop/shared/payments/records';
import type { RefundStatus } from '@shop/shared/payments/refunds';
import type { Executor } from '../../db/client';
import { orderPayments, refunds } from '../../db/schema/index';

export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Omit<
  typeof refunds.$inferInsert,
  'id' | 'failureReason' | 'createdAt' | 'updatedAt'
>;

async function findOne(db: Executor, where: SQL): Promise<OrderPaymentRow | undefined> {
  const [row] = await db.select().from(orderPayments).where(where).limit(1);
  return row;
}

/** The provider order an order is paid through, if it has one. */
export const findByOrder = (db: Executor, orderId: string) =>
  findOne(db, eq(orderPayments.orderId, orderId));

/** The payment a provider order is for. */
export const findByProviderOrder = (db: Executor, providerOrderId: string) =>
  findOne(db, eq(orderPayments.providerOrderId, providerOrderId));

/** The order payment a provider payment (pay_…) paid. */
export const findByProviderPayment = (db: Executor, providerPaymentId: string) =>
  findOne(db, eq(orderPayments.providerPaymentId, providerPaymentId));

/** The provider orders of several orders, in one query. */
export async function findByOrders(db: Executor, orderIds: string[]): Promise<OrderPaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds));
}

/**
 * Attaches a new provider order only if the order still has the one the caller saw (`seen`:
 * none, or one for a stale amount): of two concurrent payment attempts one wins, the other gets
 * false and uses the winner's.
 */
export async function attachProviderOrder(
  db: Executor,
  attach: { orderId: string; seen: string | null; providerOrderId: string; amountPaise: number },
): Promise<boolean> {
  const values = {
    providerOrderId: attach.providerOrderId,
    providerAmountPaise: attach.amountPaise,
    updatedAt: new Date(),
  };
  const rows =
    attach.seen === null
      ? await db
          .insert(orderPayments)
          .values({ orderId: attach.orderId, ...values })
          .onConflictDoNothing({ target: orderPayments.orderId })
          .returning({ orderId: orderPayments.orderId })
      : await db
          .update(orderPayments)
          .set(values)
          .where(
            and(
              eq(orderPayments.orderId, attach.orderId),
              eq(orderPayments.providerOrderId, attach.seen),
            ),
          )
          .returning({ orderId: orderPayments.orderId });
  return rows.length > 0;
}

/** The payment the provider confirmed for the order: a statement to send with the order's update. */
export function recordPayment(db: Executor, orderId: string, paymentId: string, paidAt: Date) {
  return db
    .update(orderPayments)
    .set({ providerPaymentId: paymentId, paidAt, updatedAt: paidAt })
    .where(eq(orderPayments.orderId, orderId));
}

/** An order's refunds, oldest first. */
export const refundsOf = (db: Executor, orderId: string) =>
  db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));

export async function findRefund(db: Executor, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function findRefundByProviderId(
  db: Executor,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.providerRefundId, providerRefundId));
  return row;
}

/** A refund unless one with its idempotency key exists for the order: answers it, or undefined. */
export async function insertRefund(
  db: Executor,
  values: NewRefund,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .insert(refunds)
    .values(values)
    .onConflictDoNothing({ target: [refunds.orderId, refunds.idempotencyKey] })
    .returning();
  return row;
}

/** Provider refunds not yet accepted by the provider (made before `before`), oldest first. */
export const unsubmittedRefunds = (db: Executor, where: { orderId?: string; before?: Date }) =>
  db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.method, 'RAZORPAY'),
        eq(refunds.status, 'PENDING'),
        isNull(refunds.providerRefundId),
        where.orderId ? eq(refunds.orderId, where.orderId) : undefined,
        where.before ? lt(refunds.createdAt, where.before) : undefined,
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(100);

/** The provider's id for a refund it accepted; answers the row only when this set it. */
export async function attachProviderRefund(
  db: Executor,
  id: string,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ providerRefundId, updatedAt: new Date() })
    .where(and(eq(refunds.id, id), isNull(refunds.providerRefundId)))
    .returning();
  return row;
}

/** Settles a pending refund; answers the row only when this settled it (once, however often told). */
export async function settleRefund(
  db: Executor,
  id: string,
  outcome: { status: Exclude<RefundStatus, 'PENDING'>; at: Date; failureReason?: string },
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({
      status: outcome.status,
      processedAt: outcome.status === 'PROCESSED' ? outcome.at : null,
      failureReason: outcome.failureReason ?? null,
      updatedAt: outcome.at,
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'PENDING')))
    .returning();
  return row;
}

const later = alias(refunds, 'later');

/**
 * A refund still owed: PENDING (on its way), or FAILED with no refund of its order asked for
 * after it that has not failed too. A failed refund is never edited (its row is the record of
 * the failure), so what settles it is the refund staff make again, through Razorpay or by hand.
 */
function owed(db: Executor, statuses: readonly OwedRefundStatus[]): SQL {
  const redone = db
    .select({ id: later.id })
    .from(later)
    .where(
      and(
        eq(later.orderId, refunds.orderId),
        gt(later.createdAt, refunds.createdAt),
        ne(later.status, 'FAILED'),
      ),
    );
  const conditions = [
    statuses.includes('PENDING') ? eq(refunds.status, 'PENDING') : undefined,
    statuses.includes('FAILED') ? and(eq(refunds.status, 'FAILED'), notExists(redone)) : undefined,
  ].filter((condition) => condition !== undefined);
  return or(...conditions)!;
}

/** One page of the refunds owed, newest first, and how many there are in all. */
export async function owedRefunds(
  db: Executor,
  query: { statuses: readonly OwedRefundStatus[]; limit: number; offset: number },
): Promise<{ rows: RefundRow[]; total: number }> {
  const where = owed(db, query.statuses);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(refunds).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How many refunds are owed, and the orders they are owed on (each once). */
export async function owedRefundOrders(
  db: Executor,
): Promise<{ refunds: number; orderIds: string[] }> {
  const rows = await db
    .select({ orderId: refunds.orderId, n: count() })
    .from(refunds)
    .where(owed(db, ['PENDING', 'FAILED']))
    .groupBy(refunds.orderId);
  return {
    refunds: rows.reduce((total, row) => total + row.n, 0),
    orderIds: rows.map((row) => row.orderId),
  };
}
