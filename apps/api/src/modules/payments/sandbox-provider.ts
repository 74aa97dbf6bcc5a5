/**
 * The built-in payment sandbox (decision 006): it issues order ids, keeps its orders in
 * the database, takes the shopper's "pay" or "fail" from its checkout script, and signs results
 * exactly as Razorpay does, so the rest of the code path is Razorpay's.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PAYMENT_CURRENCY } from '@shop/shared/payments/messages';
import type { Database } from '../../db/client';
import { sandboxPayments } from '../../db/schema/index';
import type { PaymentProvider } from './provider';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-shaped ids: a prefix and 14 letters or digits. */
export function providerId(prefix: 'order' | 'pay'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
}

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createSandboxProvider({
  db,
  keySecret,
  webhookSecret,
}: {
  db: Database;
  keySecret: string;
  webhookSecret: string;
}) {
  const sign = (providerOrderId: string, paymentId: string) =>
    hmacHex(keySecret, `${providerOrderId}|${paymentId}`);

  async function findOrder(providerOrderId: string) {
    const [row] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.providerOrderId, providerOrderId));
    return row;
  }

  const provider: PaymentProvider = {
    kind: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: '/sandbox/razorpay/checkout.js',
    async createOrder({ amountPaise, receipt }) {
      const id = providerId('order');
      await db.insert(sandboxPayments).values({ providerOrderId: id, amountPaise, receipt });
      return { id, amount: amountPaise, currency: PAYMENT_CURRENCY };
    },
    verifyPaymentSignature({ providerOrderId, paymentId, signature }) {
      return safeEqual(sign(providerOrderId, paymentId), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return safeEqual(hmacHex(webhookSecret, rawBody), signature);
    },
    async findCapturedPayment(providerOrderId) {
      const row = await findOrder(providerOrderId);
      return row?.paymentId ? { paymentId: row.paymentId } : null;
    },
  };

  return {
    provider,
    /** The sandbox checkout's "Pay": captures the payment and answers what Razorpay's handler gets. */
    async pay(providerOrderId: string) {
      const row = await findOrder(providerOrderId);
      if (!row) return null;
      const paymentId = row.paymentId ?? providerId('pay');
      if (!row.paymentId) {
        await db
          .update(sandboxPayments)
          .set({ paymentId, paidAt: new Date() })
          .where(eq(sandboxPayments.providerOrderId, providerOrderId));
      }
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: providerOrderId,
        razorpay_signature: sign(providerOrderId, paymentId),
      };
    },
    order: findOrder,
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
