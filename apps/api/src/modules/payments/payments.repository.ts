/** Queries for what the shop keeps of an order's online payment (`order_payments`). */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderPayments } from '../../db/schema/index';

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

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
