/**
 * Payments: the bookkeeping of an order's money. One provider order per order and total, the
 * checkout's signature verified on the server, and Razorpay's webhook; verify and the webhook are
 * idempotent, so the order is marked paid once and sends one e-mail. A payment that arrives for
 * an order cancelled in the meantime is recorded as a refund owed, and so is the payment of an
 * order cancelled once paid, and an online payment for an order already paid in cash on
 * delivery; cash on delivery counts as paid once delivered. Orders left unpaid past the payment
 * window are cancelled here, after asking the provider whether a payment came after all
 * (decisions 006, 008 and 034).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  paymentMessages as m,
  MIN_RAZORPAY_AMOUNT_RUPEES,
  PAYMENT_CURRENCY,
} from '@shop/shared/payments/messages';
import type {
  CreatePaymentAnswer,
  PaymentConfig,
  VerifyPaymentInput,
} from '@shop/shared/payments/schemas';
import { orderMessages } from '@shop/shared/orders/messages';
import type { Order } from '@shop/shared/orders/schemas';
import type { PaymentRecord } from '@shop/shared/payments/records';
import { isPaid, isPaymentReceived, type PaymentStatus } from '@shop/shared/orders/status';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { EventsWithin } from '../../lib/durable-events';
import type { OrderRow, OrdersService, TransitionHook } from '../orders/orders.service';
import { refundMessages } from '@shop/shared/payments/refunds';
import * as repo from './payments.repository';
import type { PaymentProvider } from './provider';
import { createRefunds, type RefundSettled } from './refunds';
import { createRefundsOwed } from './refunds-owed';

/**
 * What a status change does to the order's payment: a paid order that is cancelled keeps the
 * customer's money until the shop refunds it; cash on delivery is paid at the door, so once
 * delivered nothing is left to pay.
 */
export type PaymentEvents = { 'refund.settled': RefundSettled };

export const paymentOnTransition: TransitionHook = {
  alsoSet(order, to) {
    if (to === 'CANCELLED' && isPaid(order.paymentStatus)) {
      return { paymentStatus: 'REFUND_PENDING' };
    }
    if (to === 'DELIVERED' && order.paymentMethod === 'COD' && order.paymentStatus === 'PENDING') {
      return { paymentStatus: 'PAID' };
    }
    return undefined;
  },
};

export function createPaymentsService({
  db,
  provider,
  orders,
  log,
  events,
  now = () => new Date(),
}: {
  db: Database;
  provider: PaymentProvider;
  orders: OrdersService;
  /** Tells the shop what needs a person: refunds owed, the provider out of reach. */
  log: FastifyBaseLogger;
  /** A refund that settled as processed, written in its transaction: the customer's e-mail. */
  events: EventsWithin<PaymentEvents>;
  now?: () => Date;
}) {
  const refunds = createRefunds({ db, provider, orders, log, events, now });

  /**
   * Records a payment the provider confirmed. An order cancelled before its payment arrived (by
   * the customer, an administrator or the expiry) has its stock back on sale already: it stays
   * cancelled, and the payment is recorded as a refund the shop owes.
   */
  async function markPaid(
    orderId: string,
    payment: { paymentId: string; paymentStatus: PaymentStatus },
  ): Promise<{ order: Order; changed: boolean }> {
    let changed = false;
    let refundOwed: { order: OrderRow; why: string } | undefined;
    const order = await orders.change({ id: orderId }, async (tx, current) => {
      const row = current.order;
      const paidInCash = row.paymentMethod === 'COD' && isPaid(row.paymentStatus);
      if (isPaymentReceived(row.paymentStatus) && !paidInCash) return { changed: false };
      changed = true;
      const paidAt = now();
      const recorded = [repo.recordPayment(tx, orderId, payment.paymentId, paidAt)];
      if (paidInCash) {
        // Paid at the door and online: the order stands, and the online payment goes back.
        const record = await orders.update(
          tx,
          current,
          { paymentStatus: 'REFUND_PENDING' },
          recorded,
        );
        await refunds.owe(tx, record.order, {
          key: `payment:${payment.paymentId}`,
          reason: refundMessages.reasonPaidTwice,
        });
        refundOwed = { order: record.order, why: 'already paid in cash on delivery' };
        return { record, email: 'paidTwice', shopNotice: 'payment' };
      }
      if (row.status === 'CANCELLED') {
        const record = await orders.update(
          tx,
          current,
          {
            paymentStatus: 'REFUND_PENDING',
            paymentMethod: 'RAZORPAY',
            // No "order placed" or "payment received" for it later: its e-mail is the refund's.
            confirmationSentAt: row.confirmationSentAt ?? paidAt,
          },
          recorded,
        );
        await refunds.owe(tx, record.order, {
          key: `payment:${payment.paymentId}`,
          reason: refundMessages.reasonPaidAfterCancel,
        });
        refundOwed = { order: record.order, why: 'cancelled' };
        return { record, email: 'paidAfterCancel', shopNotice: 'payment' };
      }
      const paid = {
        paymentStatus: payment.paymentStatus,
        paymentMethod: 'RAZORPAY' as const,
        confirmationSentAt: paidAt,
      };
      const record =
        row.status === 'PENDING'
          ? await orders.transition(tx, current, 'PROCESSING', 'system', paid, recorded)
          : await orders.update(tx, current, paid, recorded);
      return { record, email: 'paid', shopNotice: 'payment' };
    });
    if (refundOwed) {
      const { totalPaise } = refundOwed.order;
      log.warn(
        { orderId, paymentId: payment.paymentId, totalPaise },
        `Payment ${payment.paymentId} arrived for order ${orderId}, ${refundOwed.why}: refund ${formatRupees(paiseToRupees(totalPaise))} owed`,
      );
    }
    return { order, changed };
  }

  return {
    markPaid,
    refunds,
    refundsOwed: createRefundsOwed({ db, orders }),

    /**
     * What the order was paid with, for staff: its provider order and the payment that paid it
     * (one at a time: a new total replaced the provider order before any payment), and the cash
     * collected at the door once a cash-on-delivery order is delivered. Unknown order: 404.
     */
    async records(orderId: string): Promise<PaymentRecord[]> {
      const order = await orders.getAny(orderId);
      const online = await repo.findByOrder(db, order._id);
      const records: PaymentRecord[] = [];
      if (online) {
        records.push({
          method: 'RAZORPAY',
          status: online.providerPaymentId ? 'RECEIVED' : 'AWAITING_PAYMENT',
          amount: paiseToRupees(online.providerAmountPaise),
          providerOrderId: online.providerOrderId,
          providerPaymentId: online.providerPaymentId,
          createdAt: online.createdAt.toISOString(),
          receivedAt: online.paidAt?.toISOString() ?? null,
        });
      }
      if (order.paymentMethod === 'COD' && order.status === 'DELIVERED') {
        const delivered = order.tracking.findLast((entry) => entry.status === 'DELIVERED');
        const at = delivered?.date ?? order.updatedAt;
        records.push({
          method: 'COD',
          status: 'RECEIVED',
          amount: order.totalAmount,
          providerOrderId: null,
          providerPaymentId: null,
          createdAt: order.createdAt,
          receivedAt: at,
        });
      }
      return records;
    },

    config(): PaymentConfig {
      return {
        provider: provider.kind,
        checkoutScriptUrl: provider.checkoutScriptUrl,
        keyId: provider.keyId,
        codMaxAmount: orders.limits.codMaxOrderRupees,
        paymentWindowMinutes: orders.limits.paymentWindowMinutes,
      };
    },

    /**
     * The provider order to pay this order with. Razorpay takes several attempts on one order, so
     * it is made once per order and total and reused. Making one is a network call, so it runs
     * outside any transaction; attaching it is conditional, so of two concurrent attempts one
     * wins and the other answers the winner's (its own provider order stays unused and expires
     * at the provider).
     */
    async create(userId: string, orderId: string): Promise<CreatePaymentAnswer> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const order = await orders.payable(userId, orderId);
        if (order.totalPaise < rupeesToPaise(MIN_RAZORPAY_AMOUNT_RUPEES)) {
          throw badRequest(m.minimumAmount);
        }
        const answer = (providerOrderId: string): CreatePaymentAnswer => ({
          id: providerOrderId,
          amount: order.totalPaise,
          currency: PAYMENT_CURRENCY,
          keyId: provider.keyId,
          orderId: order.id,
        });
        const current = await repo.findByOrder(db, order.id);
        if (current && current.providerAmountPaise === order.totalPaise) {
          return answer(current.providerOrderId);
        }
        const created = await provider.createOrder({
          amountPaise: order.totalPaise,
          receipt: order.id,
        });
        const attached = await orders.payOnline(userId, order.id, (tx) =>
          repo.attachProviderOrder(tx, {
            orderId: order.id,
            seen: current?.providerOrderId ?? null,
            providerOrderId: created.id,
            amountPaise: order.totalPaise,
          }),
        );
        if (attached) return answer(created.id);
        // Another attempt attached its provider order first, or the order changed: read again.
      }
      throw conflict(m.createFailed);
    },

    async verify(
      userId: string,
      input: VerifyPaymentInput,
    ): Promise<{ message: string; order: Order }> {
      const order = await orders.get(userId, input.orderId);
      const payment = await repo.findByProviderOrder(db, input.razorpay_order_id);
      if (!payment || payment.orderId !== order._id) throw badRequest(m.wrongOrder);
      const valid = provider.verifyPaymentSignature({
        providerOrderId: input.razorpay_order_id,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
      });
      if (!valid) throw badRequest(m.badSignature);
      const { order: marked } = await markPaid(order._id, {
        paymentId: input.razorpay_payment_id,
        paymentStatus: 'PAID',
      });
      const message =
        marked.paymentStatus !== 'REFUND_PENDING'
          ? m.success
          : marked.status === 'CANCELLED'
            ? m.paidAfterCancel(marked.totalAmount)
            : m.paidTwice(marked.totalAmount);
      return { message, order: marked };
    },

    /** "Mark Complete": never on the customer's word; the provider must have the payment. */
    async confirmPaid(userId: string, orderId: string): Promise<Order> {
      const order = await orders.get(userId, orderId);
      if (isPaymentReceived(order.paymentStatus)) return order;
      const payment = await repo.findByOrder(db, order._id);
      const captured = payment ? await provider.findCapturedPayment(payment.providerOrderId) : null;
      if (!captured) throw new AppError(409, 'CONFLICT', orderMessages.paymentNotConfirmed);
      return (
        await markPaid(order._id, { paymentId: captured.paymentId, paymentStatus: 'COMPLETED' })
      ).order;
    },

    /**
     * Razorpay's webhook: payment.captured and order.paid mark the order paid; refund.processed
     * and refund.failed settle a refund the shop asked for, and record one made in Razorpay's
     * dashboard.
     */
    async webhook(rawBody: string, signature: string | undefined): Promise<{ status: string }> {
      if (!signature || !provider.verifyWebhookSignature(rawBody, signature)) {
        throw new AppError(400, 'BAD_REQUEST', m.badSignature);
      }
      let event: {
        event?: string;
        payload?: {
          payment?: { entity?: { id?: string; order_id?: string; status?: string } };
          refund?: {
            entity?: {
              id?: unknown;
              payment_id?: unknown;
              amount?: unknown;
              status?: unknown;
              notes?: unknown;
            };
          };
        };
      };
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw badRequest(m.webhookNotJson);
      }
      const refund = event.payload?.refund?.entity;
      if (event.event === 'refund.processed' || event.event === 'refund.failed') {
        if (typeof refund?.id !== 'string' || typeof refund.status !== 'string') {
          return { status: 'ignored' };
        }
        const status = await refunds.providerSettled({
          id: refund.id,
          status: refund.status,
          paymentId: typeof refund.payment_id === 'string' ? refund.payment_id : undefined,
          amountPaise: typeof refund.amount === 'number' ? refund.amount : undefined,
          notes:
            refund.notes && typeof refund.notes === 'object'
              ? (refund.notes as Record<string, unknown>)
              : undefined,
        });
        return { status };
      }
      const payment = event.payload?.payment?.entity;
      const captured =
        (event.event === 'payment.captured' || event.event === 'order.paid') &&
        payment?.id &&
        payment.order_id;
      if (!captured) return { status: 'ignored' };
      const attached = await repo.findByProviderOrder(db, payment.order_id!);
      if (!attached) throw notFound(orderMessages.notFound);
      await markPaid(attached.orderId, { paymentId: payment.id!, paymentStatus: 'PAID' });
      return { status: 'ok' };
    },

    /**
     * Orders unpaid past the payment window give their stock back. One with a provider order
     * may have been paid without the page or the webhook telling us: the provider is asked first
     * (outside any transaction), and an order it cannot answer for waits a round. Answers how
     * many it cancelled.
     */
    async expireUnpaid(): Promise<number> {
      const before = new Date(now().getTime() - orders.limits.paymentWindowMinutes * 60_000);
      const stale = await orders.unpaidBefore(before);
      const providerOrders = new Map(
        (
          await repo.findByOrders(
            db,
            stale.map((order) => order.id),
          )
        ).map((payment) => [payment.orderId, payment.providerOrderId]),
      );
      let expired = 0;
      for (const { id } of stale) {
        const providerOrderId = providerOrders.get(id);
        if (providerOrderId) {
          let captured: { paymentId: string } | null;
          try {
            captured = await provider.findCapturedPayment(providerOrderId);
          } catch (error) {
            log.warn(
              { err: error, orderId: id, providerOrderId },
              `Could not ask the payment provider about unpaid order ${id}; it is kept until the next round`,
            );
            continue;
          }
          if (captured) {
            await markPaid(id, { paymentId: captured.paymentId, paymentStatus: 'COMPLETED' });
            continue;
          }
        }
        if (await orders.expire(id)) expired++;
      }
      return expired;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
