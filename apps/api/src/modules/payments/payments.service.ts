/**
 * Payments (DECISIONS.md section 7): a provider order for the order's own total, the checkout's
 * signature verified on the server, and Razorpay's webhook. Verify and the webhook are
 * idempotent: the order is marked paid once and sends one e-mail.
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
import { AppError, badRequest, notFound } from '../../lib/app-error';
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

    async create(userId: string, orderId: string): Promise<CreatePaymentAnswer> {
      const order = await orders.payable(userId, orderId);
      if (order.totalPaise < rupeesToPaise(MIN_RAZORPAY_AMOUNT_RUPEES)) {
        throw badRequest(m.minimumAmount);
      }
      // A provider order takes several attempts: reuse it for a retry.
      let providerOrderId = order.providerOrderId;
      if (!providerOrderId) {
        const created = await provider.createOrder({
          amountPaise: order.totalPaise,
          receipt: order.id,
        });
        providerOrderId = created.id;
        await orders.attachProviderOrder(userId, order.id, providerOrderId);
      }
      return {
        id: providerOrderId,
        amount: order.totalPaise,
        currency: PAYMENT_CURRENCY,
        keyId: provider.keyId,
        orderId: order.id,
      };
    },

    async verify(userId: string, input: VerifyPaymentInput): Promise<Order> {
      const order = await orders.get(userId, input.orderId);
      const row = await orders.findByProviderOrderId(input.razorpay_order_id);
      if (!row || row.id !== order._id) throw badRequest(m.wrongOrder);
      const valid = provider.verifyPaymentSignature({
        providerOrderId: input.razorpay_order_id,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
      });
      if (!valid) throw badRequest(m.badSignature);
      return (
        await orders.markPaid(order._id, {
          paymentId: input.razorpay_payment_id,
          paymentStatus: 'PAID',
        })
      ).order;
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
