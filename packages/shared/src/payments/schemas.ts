/** The payments contract (docs/decisions/006-orders-and-payments.md). */
import { z } from 'zod';

export const createPaymentSchema = z.object({
  orderId: z.string().min(1).max(100),
  /** Rupees, as the page shows it; the server charges the order's own total. */
  amount: z.number().nonnegative().optional(),
});

export const createPaymentAnswerSchema = z.object({
  /** The provider's order id (order_…). */
  id: z.string(),
  /** Paise, as Razorpay speaks. */
  amount: z.number().int(),
  currency: z.string(),
  /** The public key the checkout script needs. */
  keyId: z.string(),
  orderId: z.string(),
});
export type CreatePaymentAnswer = z.infer<typeof createPaymentAnswerSchema>;

export const verifyPaymentSchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
  orderId: z.string().min(1).max(100),
  amount: z.number().optional(),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/** Where the page loads the checkout script from: Razorpay's, or the built-in sandbox. */
export const paymentConfigSchema = z.object({
  provider: z.enum(['razorpay', 'sandbox']),
  checkoutScriptUrl: z.string(),
  keyId: z.string(),
  /** Rupees: an order above this total cannot be paid in cash on delivery. */
  codMaxAmount: z.number(),
  /** Minutes an unpaid online order is held before it is cancelled. */
  paymentWindowMinutes: z.number().int(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
