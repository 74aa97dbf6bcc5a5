/**
 * Payments (DECISIONS.md section 7): one provider order per order and total, the checkout's
 * signature verified on the server, and Razorpay's webhook. Verify and the webhook are
 * idempotent: the order is marked paid once and sends one e-mail. A payment for an order
 * cancelled in the meantime is recorded as a refund owed (see the orders service).
 */
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
import { rupeesToPaise } from '@shop/shared/money';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { OrdersService } from '../orders/orders.service';
import type { PaymentProvider } from './provider';

export function createPaymentsService({
  provider,
  orders,
}: {
  provider: PaymentProvider;
  orders: OrdersService;
}) {
  return {
    config(): PaymentConfig {
      return {
        provider: provider.kind,
        checkoutScriptUrl: provider.checkoutScriptUrl,
        keyId: provider.keyId,
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
        if (order.providerOrderId && order.providerAmountPaise === order.totalPaise) {
          return answer(order.providerOrderId);
        }
        const created = await provider.createOrder({
          amountPaise: order.totalPaise,
          receipt: order.id,
        });
        const attached = await orders.attachProviderOrder(userId, order.id, order.providerOrderId, {
          providerOrderId: created.id,
          amountPaise: order.totalPaise,
        });
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
      const row = await orders.findByProviderOrderId(input.razorpay_order_id);
      if (!row || row.id !== order._id) throw badRequest(m.wrongOrder);
      const valid = provider.verifyPaymentSignature({
        providerOrderId: input.razorpay_order_id,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
      });
      if (!valid) throw badRequest(m.badSignature);
      const { order: marked } = await orders.markPaid(order._id, {
        paymentId: input.razorpay_payment_id,
        paymentStatus: 'PAID',
      });
      const message =
        marked.paymentStatus === 'REFUND_PENDING'
          ? m.paidAfterCancel(marked.totalAmount)
          : m.success;
      return { message, order: marked };
    },

    /** Razorpay's webhook: payment.captured and order.paid mark the order paid. */
    async webhook(rawBody: string, signature: string | undefined): Promise<{ status: string }> {
      if (!signature || !provider.verifyWebhookSignature(rawBody, signature)) {
        throw new AppError(400, 'BAD_REQUEST', m.badSignature);
      }
      let event: {
        event?: string;
        payload?: { payment?: { entity?: { id?: string; order_id?: string; status?: string } } };
      };
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw badRequest('The webhook body is not valid JSON');
      }
      const payment = event.payload?.payment?.entity;
      const captured =
        (event.event === 'payment.captured' || event.event === 'order.paid') &&
        payment?.id &&
        payment.order_id;
      if (!captured) return { status: 'ignored' };
      const order = await orders.findByProviderOrderId(payment.order_id!);
      if (!order) throw notFound(orderMessages.notFound);
      await orders.markPaid(order.id, { paymentId: payment.id!, paymentStatus: 'PAID' });
      return { status: 'ok' };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
