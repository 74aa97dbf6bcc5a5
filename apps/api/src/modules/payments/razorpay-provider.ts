/** Razorpay through its official Node SDK, used when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set. */
import { PAYMENT_CURRENCY } from '@shop/shared/payments/messages';
import Razorpay from 'razorpay';
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from 'razorpay/dist/utils/razorpay-utils.js';
import type { PaymentProvider } from './provider';

export function createRazorpayProvider(options: {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** Tests point the SDK's HTTP client at a local fake of Razorpay's API. */
  apiBaseUrl?: string;
}): PaymentProvider {
  const instance = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  if (options.apiBaseUrl) {
    (
      instance as unknown as { api: { rq: { defaults: { baseURL: string } } } }
    ).api.rq.defaults.baseURL = options.apiBaseUrl;
  }
  return {
    kind: 'razorpay',
    keyId: options.keyId,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    async createOrder({ amountPaise, receipt }) {
      const order = await instance.orders.create({
        amount: amountPaise,
        currency: PAYMENT_CURRENCY,
        receipt,
      });
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    },
    verifyPaymentSignature({ providerOrderId, paymentId, signature }) {
      return validatePaymentVerification(
        { order_id: providerOrderId, payment_id: paymentId },
        signature,
        options.keySecret,
      );
    },
    verifyWebhookSignature(rawBody, signature) {
      if (!options.webhookSecret) return false;
      return validateWebhookSignature(rawBody, signature, options.webhookSecret);
    },
    async findCapturedPayment(providerOrderId) {
      const payments = await instance.orders.fetchPayments(providerOrderId);
      const captured = payments.items.find((p) => p.status === 'captured');
      return captured ? { paymentId: captured.id } : null;
    },
  };
}
