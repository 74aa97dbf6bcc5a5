/**
 * Refunds (decision 043): the money an order gives back. A refund is written under the order's
 * lock, where the amounts are checked, and committed before the provider is asked (a network
 * call never runs inside a transaction). The provider gets the refund's own id as its
 * idempotency key, so a request retried after a lost answer, or sent again by another instance,
 * is one refund at the provider. It settles (processed or failed) once: from the provider's
 * answer, its webhook, or staff recording money returned by hand; each settlement recomputes
 * the order's payment status.
 */
import type { FastifyBaseLogger } from 'fastify';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { isPaid, type PaymentStatus } from '@shop/shared/orders/status';
import {
  refundMessages as m,
  type Refund,
  type RefundInput,
  type RefundMethod,
} from '@shop/shared/payments/refunds';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import type { EventsWithin } from '../../lib/durable-events';
import { isUuid } from '../../lib/ids';
import type {
  OrderRecord,
  OrderRow,
  OrdersService,
  TransitionHook,
} from '../orders/orders.service';
import * as repo from './payments.repository';
import { RefundRefused, type PaymentProvider } from './provider';

/** A refund that settled as processed: the customer's e-mail says so (one per refund). */
export interface RefundSettled {
  refund: Refund;
  record: OrderRecord;
}

export function toRefund(row: repo.RefundRow): Refund {
  return {
    _id: row.id,
    amount: paiseToRupees(row.amountPaise),
    method: row.method,
    status: row.status,
    reason: row.reason,
    reference: row.reference,
    providerRefundId: row.providerRefundId,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    // A refund settles once and is never edited after (decision 043): its last change is when.
    failedAt: row.status === 'FAILED' ? row.updatedAt.toISOString() : null,
    failureReason: row.failureReason,
  };
}

/** What the shop received on an order: its online payment, and cash collected at the door. */
export function receivedOn(order: OrderRow, payment: repo.OrderPaymentRow | undefined) {
  const online = payment?.providerPaymentId ? payment.providerAmountPaise : 0;
  const cash = order.paymentMethod === 'COD' && order.status === 'DELIVERED' ? order.totalPaise : 0;
  return { online, cash, total: online + cash };
}

const sumOf = (rows: readonly repo.RefundRow[], keep: (row: repo.RefundRow) => boolean) =>
  rows.filter(keep).reduce((total, row) => total + row.amountPaise, 0);

/**
 * The order's payment status once its refunds stand as they do: everything back is REFUNDED;
 * money still on its way back, or held for a cancelled order or a second payment, is
 * REFUND_PENDING; part back with the goods kept is PARTIALLY_REFUNDED; nothing back leaves it paid.
 */
export function paymentStatusAfterRefunds(
  order: Pick<OrderRow, 'status' | 'paymentStatus' | 'totalPaise'>,
  received: { total: number },
  refunds: readonly repo.RefundRow[],
): PaymentStatus {
  if (received.total === 0) return order.paymentStatus;
  const processed = sumOf(refunds, (r) => r.status === 'PROCESSED');
  const pending = sumOf(refunds, (r) => r.status === 'PENDING');
  const kept = received.total - processed;
  if (kept <= 0) return 'REFUNDED';
  if (pending > 0 || order.status === 'CANCELLED' || kept > order.totalPaise) {
    return 'REFUND_PENDING';
  }
  if (processed === 0 || kept === order.totalPaise) {
    return isPaid(order.paymentStatus) ? order.paymentStatus : 'PAID';
  }
  return 'PARTIALLY_REFUNDED';
}

/** The provider's answer as the refund's status; a pending one settles later, by webhook. */
const settledAs = { processed: 'PROCESSED', failed: 'FAILED' } as const;

export function createRefunds({
  db,
  provider,
  orders,
  log,
  events,
  now = () => new Date(),
}: {
  db: Database;
  provider: PaymentProvider;
  orders: Pick<OrdersService, 'change' | 'update'>;
  log: FastifyBaseLogger;
  /** A refund processed: written in its transaction, the customer's e-mail goes from the outbox. */
  events: EventsWithin<{ 'refund.settled': RefundSettled }>;
  now?: () => Date;
}) {
  /** Refunds being sent to the provider from this instance: one request each at a time. */
  const sending = new Map<string, Promise<void>>();
  /** Other modules' part in a refund's settling, inside its transaction (a return completes). */
  const settleHooks: Array<(tx: Executor, refund: repo.RefundRow) => Promise<unknown>> = [];

  /** In the refund's transaction: the customer hears of a refund that moved money. */
  const announceWithin = (tx: Executor, refund: repo.RefundRow, record: OrderRecord) =>
    events(tx, 'refund.settled', { refund: toRefund(refund), record }, record.order.id);

  /** What the order received and what of it is not yet refunded (nor on its way back). */
  async function roomFor(tx: Executor, order: OrderRow) {
    const [payment, refunds] = await Promise.all([
      repo.findByOrder(tx, order.id),
      repo.refundsOf(tx, order.id),
    ]);
    const received = receivedOn(order, payment);
    const outstanding = (r: repo.RefundRow) => r.status !== 'FAILED';
    return {
      payment,
      refunds,
      received,
      left: received.total - sumOf(refunds, outstanding),
      onlineLeft:
        received.online - sumOf(refunds, (r) => r.method === 'RAZORPAY' && outstanding(r)),
    };
  }

  /** The order's payment status from its refunds, written with the order (still locked). */
  async function restate(tx: Executor, current: OrderRecord): Promise<OrderRecord> {
    const [payment, refunds] = await Promise.all([
      repo.findByOrder(tx, current.order.id),
      repo.refundsOf(tx, current.order.id),
    ]);
    const paymentStatus = paymentStatusAfterRefunds(
      current.order,
      receivedOn(current.order, payment),
      refunds,
    );
    return orders.update(tx, current, { paymentStatus });
  }

  /** Settles a pending refund and restates its order; the customer hears of a processed one. */
  async function settle(
    refund: repo.RefundRow,
    outcome: { status: 'PROCESSED' | 'FAILED'; failureReason?: string },
  ): Promise<void> {
    let settled: repo.RefundRow | undefined;
    await orders.change({ id: refund.orderId }, async (tx, current) => {
      const row = await repo.settleRefund(tx, refund.id, { ...outcome, at: now() });
      if (!row) return { changed: false };
      await Promise.all(settleHooks.map((hook) => hook(tx, row)));
      const record = await restate(tx, current);
      if (row.status === 'PROCESSED') await announceWithin(tx, row, record);
      settled = row;
      return { record };
    });
    if (settled?.status === 'FAILED') {
      const row = settled;
      log.warn(
        { orderId: row.orderId, refundId: row.id, reason: row.failureReason },
        `Refund of ${formatRupees(paiseToRupees(row.amountPaise))} on order ${row.orderId} failed: ${row.failureReason}`,
      );
    }
  }

  /**
   * Asks the provider for a refund written and committed before: its id is the idempotency
   * key, so asking twice is one refund. An answer that never came leaves it to be asked again;
   * a refusal fails it.
   */
  async function send(refund: repo.RefundRow): Promise<void> {
    let answer;
    try {
      answer = await provider.refund({
        paymentId: refund.providerPaymentId!,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.id,
        notes: { order_id: refund.orderId, refund_id: refund.id },
      });
    } catch (error) {
      if (error instanceof RefundRefused) {
        await settle(refund, { status: 'FAILED', failureReason: error.description });
        return;
      }
      log.warn(
        { err: error, orderId: refund.orderId, refundId: refund.id },
        `Could not reach the payment provider for refund ${refund.id}; it is asked again later`,
      );
      return;
    }
    await repo.attachProviderRefund(db, refund.id, answer.id);
    if (answer.status !== 'pending') {
      await settle(refund, { status: settledAs[answer.status] });
    }
  }

  function sendOnce(refund: repo.RefundRow): Promise<void> {
    let pending = sending.get(refund.id);
    if (!pending) {
      pending = send(refund).finally(() => sending.delete(refund.id));
      sending.set(refund.id, pending);
    }
    return pending;
  }

  /** Asks the provider for the order's refunds it has not accepted yet (after a commit). */
  async function submitFor(orderId: string): Promise<void> {
    const rows = await repo.unsubmittedRefunds(db, { orderId });
    await Promise.all(rows.map(sendOnce));
  }

  /**
   * Money owed back on this order's online payment, written in the caller's transaction: a paid
   * order cancelled, or a payment that arrived for a cancelled order or one paid in cash. The
   * key names the occasion, so the same occasion never owes twice.
   */
  async function owe(
    tx: Executor,
    order: OrderRow,
    occasion: { key: string; reason: string },
  ): Promise<void> {
    const [payment, refunds] = await Promise.all([
      repo.findByOrder(tx, order.id),
      repo.refundsOf(tx, order.id),
    ]);
    if (!payment?.providerPaymentId) return;
    const left =
      payment.providerAmountPaise -
      sumOf(refunds, (r) => r.method === 'RAZORPAY' && r.status !== 'FAILED');
    if (left <= 0) return;
    await repo.insertRefund(tx, {
      orderId: order.id,
      amountPaise: left,
      method: 'RAZORPAY',
      status: 'PENDING',
      reason: occasion.reason,
      providerPaymentId: payment.providerPaymentId,
      idempotencyKey: occasion.key,
      requestedBy: 'system',
    });
  }

  /** A paid order that is cancelled owes its online payment back, in the cancelling transaction. */
  const onCancel: TransitionHook = {
    within(tx, current, to) {
      if (to !== 'CANCELLED' || !isPaid(current.order.paymentStatus)) return undefined;
      return owe(tx, current.order, { key: 'cancelled', reason: m.reasonCancelled });
    },
  };

  /**
   * The refund for goods returned, written in the caller's transaction under the order's lock:
   * through the provider when the order was paid online (sent after the commit by `submitFor`),
   * or recorded as made by hand (`byHand`: a cash order's UPI, bank transfer or cash). It is the
   * goods' value, or what is left to refund on the order when staff gave some back already.
   * Answers the refund and the order restated, or undefined when nothing is left to refund. The
   * key names the return, so one return is refunded once.
   */
  async function forReturn(
    tx: Executor,
    current: OrderRecord,
    r: {
      key: string;
      amountPaise: number;
      reason: string;
      requestedBy: string;
      byHand?: { method: Exclude<RefundMethod, 'RAZORPAY'>; reference?: string };
    },
  ): Promise<{ refund: repo.RefundRow; record: OrderRecord } | undefined> {
    const { payment, refunds, received, left, onlineLeft } = await roomFor(tx, current.order);
    const same = refunds.find((row) => row.idempotencyKey === r.key && row.status !== 'FAILED');
    if (same) return { refund: same, record: current };
    const throughProvider = !r.byHand && received.online > 0;
    const amountPaise = Math.min(r.amountPaise, throughProvider ? onlineLeft : left);
    if (amountPaise <= 0 || (!throughProvider && !r.byHand)) return undefined;
    // A failed attempt keeps its key: the next one is told apart by its count.
    const attempts = refunds.filter((row) => row.idempotencyKey.startsWith(r.key)).length;
    const refund = await repo.insertRefund(tx, {
      orderId: current.order.id,
      amountPaise,
      method: r.byHand?.method ?? 'RAZORPAY',
      status: r.byHand ? 'PROCESSED' : 'PENDING',
      reason: r.reason,
      reference: r.byHand?.reference ?? null,
      providerPaymentId: r.byHand ? null : payment!.providerPaymentId,
      idempotencyKey: attempts === 0 ? r.key : `${r.key}:${attempts + 1}`,
      requestedBy: r.requestedBy,
      processedAt: r.byHand ? now() : null,
    });
    // The order's lock is held and the keys were read under it: no other refund took this one.
    if (!refund) throw new Error(`Refund key ${r.key} of order ${current.order.id} taken`);
    return { refund, record: await restate(tx, current) };
  }

  /**
   * A refund the shop did not ask for through the API: made by staff in Razorpay's dashboard. Its
   * processed webhook is the shop's record of it, on the order its payment paid, so the money
   * out is in the books and the order's payment status follows. A failed one moved no money and
   * is only acknowledged; a payment the shop does not know is 404.
   */
  async function recordFromProvider(entity: {
    id: string;
    status: string;
    paymentId?: string;
    amountPaise?: number;
  }): Promise<'ok' | 'ignored'> {
    const payment = entity.paymentId
      ? await repo.findByProviderPayment(db, entity.paymentId)
      : undefined;
    if (!payment) throw new AppError(404, 'NOT_FOUND', m.refundNotFound);
    if (entity.status !== 'processed') return 'ignored';
    const amountPaise = entity.amountPaise;
    if (!amountPaise || !Number.isSafeInteger(amountPaise) || amountPaise <= 0) return 'ignored';
    await orders.change({ id: payment.orderId }, async (tx, current) => {
      // The key is the provider's refund id: a replayed webhook finds the row and adds nothing.
      const refund = await repo.insertRefund(tx, {
        orderId: payment.orderId,
        amountPaise,
        method: 'RAZORPAY',
        status: 'PROCESSED',
        reason: m.reasonProviderDashboard,
        providerPaymentId: entity.paymentId!,
        providerRefundId: entity.id,
        idempotencyKey: `provider:${entity.id}`,
        requestedBy: 'razorpay',
        processedAt: now(),
      });
      if (!refund) return { changed: false };
      const record = await restate(tx, current);
      await announceWithin(tx, refund, record);
      return { record };
    });
    return 'ok';
  }

  return {
    onCancel,
    owe,
    submitFor,
    forReturn,

    /**
     * A refund made by hand and recorded in a caller's transaction: the customer hears of it,
     * written in the same transaction.
     */
    announceWithin,

    /** Another module's part in every refund's settling, in its transaction (registered at start). */
    onSettled: (hook: (tx: Executor, refund: repo.RefundRow) => Promise<unknown>) =>
      void settleHooks.push(hook),

    /** The order's refunds, oldest first; someone else's order is the caller's to refuse. */
    async list(orderId: string): Promise<Refund[]> {
      return (await repo.refundsOf(db, orderId)).map(toRefund);
    },

    /**
     * Staff refund part or all of what the order received and has not been given back. Through
     * the provider it is sent after the commit; by hand (UPI, bank transfer, cash) it was made
     * already, so it is recorded as processed. A retry with the same key answers the same refund.
     */
    async refund(
      orderId: string,
      input: RefundInput,
      { idempotencyKey, requestedBy }: { idempotencyKey: string; requestedBy: string },
    ): Promise<Refund> {
      const amountPaise = rupeesToPaise(input.amount);
      let written: repo.RefundRow | undefined;
      await orders.change({ id: orderId }, async (tx, current) => {
        const { order } = current;
        const { payment, refunds, received, left, onlineLeft } = await roomFor(tx, order);
        const same = refunds.find((r) => r.idempotencyKey === idempotencyKey);
        if (same) {
          const method = input.method ?? same.method;
          if (same.amountPaise !== amountPaise || same.method !== method) {
            throw conflict(m.idempotencyKeyReused);
          }
          written = same;
          return { changed: false };
        }
        if (received.total === 0) throw conflict(m.nothingReceived);
        // Without a method, the money goes back the way it came: an order with no online
        // payment has no default, and staff are asked to choose (as for RAZORPAY named).
        const method: RefundMethod | undefined =
          input.method ?? (received.online > 0 ? 'RAZORPAY' : undefined);
        if (!method) throw conflict(m.noOnlinePayment);
        if (amountPaise > left) throw conflict(m.tooMuch(paiseToRupees(left)));
        if (method === 'RAZORPAY') {
          if (received.online === 0) throw conflict(m.noOnlinePayment);
          if (amountPaise > onlineLeft) throw conflict(m.tooMuchOnline(paiseToRupees(onlineLeft)));
        }
        const byHand = method !== 'RAZORPAY';
        written = await repo.insertRefund(tx, {
          orderId: order.id,
          amountPaise,
          method,
          status: byHand ? 'PROCESSED' : 'PENDING',
          reason: input.reason,
          reference: input.reference ?? null,
          providerPaymentId: byHand ? null : payment!.providerPaymentId,
          idempotencyKey,
          requestedBy,
          processedAt: byHand ? now() : null,
        });
        const record = await restate(tx, current);
        // Made by hand and recorded just now (not a retry): the customer hears of it once.
        if (byHand && written) await announceWithin(tx, written, record);
        return { record };
      });
      const refund = written!;
      if (refund.method === 'RAZORPAY' && refund.status === 'PENDING' && !refund.providerRefundId) {
        await sendOnce(refund);
      }
      return toRefund((await repo.findRefund(db, refund.id))!);
    },

    /** The provider's webhook about a refund: settles ours once, and records one made elsewhere. */
    async providerSettled(entity: {
      id: string;
      status: string;
      paymentId?: string;
      amountPaise?: number;
      notes?: Record<string, unknown>;
    }): Promise<'ok' | 'ignored'> {
      if (entity.status !== 'processed' && entity.status !== 'failed') return 'ignored';
      let refund = await repo.findRefundByProviderId(db, entity.id);
      const ours = typeof entity.notes?.refund_id === 'string' ? entity.notes.refund_id : '';
      if (!refund && isUuid(ours)) {
        // The webhook came before the provider's answer to our request was written down.
        const row = await repo.findRefund(db, ours);
        if (row) {
          await repo.attachProviderRefund(db, row.id, entity.id);
          refund = row;
        }
      }
      if (!refund) return recordFromProvider(entity);
      await settle(refund, {
        status: settledAs[entity.status],
        failureReason:
          entity.status === 'failed' ? 'The bank could not credit the refund' : undefined,
      });
      return 'ok';
    },

    /** Housekeeping: refunds the provider never answered for, asked again. */
    async resubmit(): Promise<number> {
      const rows = await repo.unsubmittedRefunds(db, {
        before: new Date(now().getTime() - 60_000),
      });
      await Promise.all(rows.map(sendOnce));
      return rows.length;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
