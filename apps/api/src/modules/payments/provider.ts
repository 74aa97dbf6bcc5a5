/**
 * The payment-provider interface (decision 006): Razorpay through its official SDK when
 * keys are set, otherwise the built-in sandbox that behaves like it. Amounts are paise.
 */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
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
}
