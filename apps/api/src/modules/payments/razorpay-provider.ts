/** Razorpay through its official Node SDK, used when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set. */
import { PAYMENT_CURRENCY } from '@shop/shared/payments/messages';
import Razorpay from 'razorpay';
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from 'razorpay/dist/utils/razorpay-utils.js';
import { RefundRefused, type PaymentProvider, type ProviderRefund } from './provider';

/** The SDK's HTTP client (axios): its `payments.refund` cannot send the idempotency header. */
interface SdkHttp {
  post(
    url: string,
    data: unknown,
    config: { headers: Record<string, string> },
  ): Promise<{ data: { id: string; status: ProviderRefund['status'] } }>;
}

/** Razorpay's answer to a request it refused: a 4xx with `error.description`. */
function refusal(error: unknown): string | undefined {
  const response = (error as { response?: { status?: number; data?: unknown } }).response;
  if (!response?.status || response.status < 400 || response.status >= 500) return undefined;
  // 409: the same idempotency key is still being processed; retrying later is right.
  if (response.status === 409) return undefined;
  const description = (response.data as { error?: { description?: unknown } } | undefined)?.error
    ?.description;
  return typeof description === 'string' ? description : `HTTP ${response.status}`;
}

export function createRazorpayProvider(options: {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** Tests point the SDK's HTTP client at a local fake of Razorpay's API. */
  apiBaseUrl?: string;
}): PaymentProvider {
  const instance = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = (instance as unknown as { api: { rq: SdkHttp & { defaults: { baseURL: string } } } })
    .api.rq;
  if (options.apiBaseUrl) http.defaults.baseURL = options.apiBaseUrl;
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
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      try {
        const { data } = await http.post(
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amount: amountPaise, speed: 'normal', notes },
          { headers: { 'X-Refund-Idempotency': idempotencyKey } },
        );
        return { id: data.id, status: data.status };
      } catch (error) {
        const refused = refusal(error);
        if (refused) throw new RefundRefused(refused);
        throw error;
      }
    },
  };
}
