/**
 * The built-in payment sandbox (decision 006): it issues order ids, keeps its orders in
 * the database, takes the shopper's "pay" or "fail" from its checkout script, and signs results
 * exactly as Razorpay does, so the rest of the code path is Razorpay's.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sum } from 'drizzle-orm';
import { PAYMENT_CURRENCY } from '@shop/shared/payments/messages';
import type { Database } from '../../db/client';
import { sandboxPayments, sandboxRefunds } from '../../db/schema/index';
import { RefundRefused, type PaymentProvider } from './provider';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-shaped ids: a prefix and 14 letters or digits. */
export function providerId(prefix: 'order' | 'pay' | 'rfnd'): string {
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
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      // As Razorpay: a retry with the same key answers the same refund; a different request
      // under that key is refused.
      const [same] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (same) {
        if (same.paymentId !== paymentId || same.amountPaise !== amountPaise) {
          throw new RefundRefused(
            'Different request with the same idempotency key has already been processed.',
          );
        }
        return { id: same.refundId, status: same.status };
      }
      const [payment] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentId, paymentId));
      if (!payment) throw new RefundRefused('The id provided does not exist');
      const [refunded] = await db
        .select({ paise: sum(sandboxRefunds.amountPaise).mapWith(Number) })
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.paymentId, paymentId), ne(sandboxRefunds.status, 'failed')));
      if ((refunded?.paise ?? 0) + amountPaise > payment.amountPaise) {
        throw new RefundRefused(
          'The total refund amount is greater than the refund payment amount',
        );
      }
      const refundId = providerId('rfnd');
      await db.insert(sandboxRefunds).values({
        refundId,
        paymentId,
        amountPaise,
        idempotencyKey,
        status: 'pending',
      });
      return { id: refundId, status: 'pending' as const };
    },
  };

  /** A Razorpay-shaped webhook event about a refund, and its signature. */
  function refundEvent(refund: typeof sandboxRefunds.$inferSelect) {
    const body = JSON.stringify({
      entity: 'event',
      event: `refund.${refund.status}`,
      contains: ['refund'],
      payload: {
        refund: {
          entity: {
            id: refund.refundId,
            entity: 'refund',
            amount: refund.amountPaise,
            currency: PAYMENT_CURRENCY,
            payment_id: refund.paymentId,
            status: refund.status,
            speed_processed: 'normal',
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { body, signature: hmacHex(webhookSecret, body) };
  }

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
    /**
     * A tester settles a pending refund as processed or failed, as the bank would; answers the
     * webhook event Razorpay would send about it, signed, or undefined for an unknown refund.
     * A settled refund stays as it is, and its event is sent again (Razorpay retries too).
     */
    async settleRefund(refundId: string, outcome: 'processed' | 'failed') {
      const [settled] = await db
        .update(sandboxRefunds)
        .set({ status: outcome })
        .where(and(eq(sandboxRefunds.refundId, refundId), eq(sandboxRefunds.status, 'pending')))
        .returning();
      const [refund] = settled
        ? [settled]
        : await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundId, refundId));
      return refund && refundEvent(refund);
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
