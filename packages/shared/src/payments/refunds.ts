/**
 * Refunds: money the shop returns on an order. Through the payment provider for an online
 * payment, or recorded by staff with its method and reference for cash on delivery (no provider
 * holds that money). Amounts in rupees on the wire, paise in the database.
 */
import { z } from 'zod';
import { formatRupees } from '../money';

export const refundMethods = ['RAZORPAY', 'UPI', 'BANK_TRANSFER', 'CASH'] as const;
export type RefundMethod = (typeof refundMethods)[number];

export const refundStatuses = ['PENDING', 'PROCESSED', 'FAILED'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refundMethodLabels: Record<RefundMethod, string> = {
  RAZORPAY: 'Razorpay (to the account paid from)',
  UPI: 'UPI',
  BANK_TRANSFER: 'Bank transfer',
  CASH: 'Cash',
};

export const refundStatusLabels: Record<RefundStatus, string> = {
  PENDING: 'Refund in progress',
  PROCESSED: 'Refunded',
  FAILED: 'Refund failed',
};

export const refundMessages = {
  amountInvalid: 'Enter the amount to refund in rupees, at least ₹1.00, with at most two decimals',
  reasonRequired: 'Say why the money is refunded',
  reasonTooLong: 'The reason must be at most 200 characters',
  referenceRequired: 'Enter the UPI or bank reference (UTR) of the refund you made',
  referenceInvalid: 'A reference is 6 to 40 letters, digits or hyphens',
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 10 to 100 letters, digits, hyphens or underscores',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different refund of this order',
  nothingReceived: 'No payment has been received for this order, so there is nothing to refund',
  tooMuch: (leftRupees: number) =>
    leftRupees > 0
      ? `At most ${formatRupees(leftRupees)} can be refunded on this order`
      : 'Everything received on this order has been refunded already',
  tooMuchOnline: (leftRupees: number) =>
    `At most ${formatRupees(leftRupees)} of the online payment can be refunded through Razorpay; refund the rest by UPI, bank transfer or cash`,
  noOnlinePayment:
    'This order has no online payment to refund through Razorpay: choose UPI, bank transfer or cash',
  refundNotFound: 'Refund not found',
  // the orders desk
  heading: 'Refunds',
  none: 'No refunds on this order',
  loadFailed: 'Failed to load refunds',
  amountLabel: 'Amount (₹)',
  reasonLabel: 'Reason',
  methodLabel: 'Refund through',
  referenceLabel: 'UPI or bank reference (UTR)',
  submit: 'Refund',
  submitting: 'Refunding…',
  done: (rupees: number) => `Refund of ${formatRupees(rupees)} recorded`,
  failed: 'Failed to refund',
  // automatic refunds' reasons
  reasonCancelled: 'Order cancelled',
  reasonPaidAfterCancel: 'Payment received after the order was cancelled',
  reasonPaidTwice: 'Paid online after paying in cash on delivery',
  reasonProviderDashboard: "Refunded in Razorpay's dashboard",
} as const;

const REFERENCE = /^[A-Za-z0-9-]{6,40}$/;
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,100}$/;

/** Staff's refund: an amount in rupees, why, and for money returned by hand its method and reference. */
export const refundInputSchema = z
  .object({
    amount: z
      .number({ error: refundMessages.amountInvalid })
      .min(1, refundMessages.amountInvalid)
      .max(10_000_000, refundMessages.amountInvalid)
      .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, {
        message: refundMessages.amountInvalid,
      })
      .describe('Rupees, e.g. 549 or 120.50'),
    reason: z
      .string({ error: refundMessages.reasonRequired })
      .trim()
      .min(1, refundMessages.reasonRequired)
      .max(200, refundMessages.reasonTooLong),
    method: z
      .enum(refundMethods)
      .optional()
      .describe('RAZORPAY (the default for an order paid online), or how staff returned cash'),
    reference: z
      .string()
      .trim()
      .regex(REFERENCE, refundMessages.referenceInvalid)
      .optional()
      .describe('The UPI or bank reference (UTR) of a refund made by hand'),
  })
  .refine(
    (input) =>
      input.method === undefined ||
      input.method === 'RAZORPAY' ||
      input.method === 'CASH' ||
      input.reference !== undefined,
    { message: refundMessages.referenceRequired, path: ['reference'] },
  );
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundSchema = z.object({
  _id: z.string(),
  amount: z.number().describe('Rupees'),
  method: z.enum(refundMethods),
  status: z.enum(refundStatuses),
  reason: z.string(),
  reference: z.string().nullable(),
  /** The provider's refund id (rfnd_…) once it has one. */
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  /** When a FAILED refund was told it failed; null otherwise. */
  failedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;
