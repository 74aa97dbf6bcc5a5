/**
 * The payment-provider interface (decision 006): Razorpay through its official SDK when
 * keys are set, otherwise the built-in sandbox that behaves like it. Amounts are paise.
 */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/** A refund as the provider tells of it. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * The provider refused the request itself (an amount above what is left, a payment it cannot
 * refund): retrying the same request would be refused again, so the refund has failed. Anything
 * else thrown (no answer, a server error) may be retried with the same idempotency key.
 */
export class RefundRefused extends Error {
  constructor(readonly description: string) {
    super(`The payment provider refused the refund: ${description}`);
    this.name = 'RefundRefused';
  }
}

export interface PaymentProvider {
  readonly kind: 'razorpay' | 'sandbox';
  readonly keyId: string;
  readonly checkoutScriptUrl: string;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<ProviderOrder>;
  /** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyPaymentSignature(input: {
    providerOrderId: string;
    paymentId: string;
    signature: string;
  }): boolean;
  /** X-Razorpay-Signature: HMAC-SHA256 of the raw webhook body with the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** Asks the provider whether the order was paid (captured), and by which payment. */
  findCapturedPayment(providerOrderId: string): Promise<{ paymentId: string } | null>;
  /**
   * Refunds part or all of a captured payment at normal speed. `idempotencyKey` makes a retry of
   * the same request answer the same refund (Razorpay's X-Refund-Idempotency).
   */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<ProviderRefund>;
}
