/**
 * What staff read of an order's money (docs/decisions/047): its payment records, and the refunds
 * the shop still owes across orders. Amounts in rupees, dates ISO 8601.
 */
import { z } from 'zod';
import { pagingQuerySchema } from '../http/paging';
import { adminOrderSummarySchema } from '../orders/schemas';
import { refundSchema } from './refunds';

/**
 * One payment of an order. RAZORPAY: the provider order the order is paid through (order_…) and,
 * once the provider confirmed it, the payment (pay_…); AWAITING_PAYMENT until then. COD: the
 * cash collected at the door, RECEIVED once the order is delivered.
 */
export const paymentRecordSchema = z.object({
  method: z.enum(['RAZORPAY', 'COD']),
  status: z.enum(['AWAITING_PAYMENT', 'RECEIVED']),
  amount: z.number().describe('Rupees'),
  providerOrderId: z.string().nullable().describe("The provider's order (order_…)"),
  providerPaymentId: z.string().nullable().describe("The provider's payment (pay_…)"),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** The refunds still owed: in progress (PENDING), or FAILED and not made again since. */
export const owedRefundStatuses = ['PENDING', 'FAILED'] as const;
export type OwedRefundStatus = (typeof owedRefundStatuses)[number];

export const refundsOwedQuerySchema = pagingQuerySchema.extend({
  status: z.enum(owedRefundStatuses).optional().describe('PENDING or FAILED; both when left out'),
});
export type RefundsOwedQuery = z.infer<typeof refundsOwedQuerySchema>;

/** A refund owed, with the order it belongs to, as the list of refunds owed shows it. */
export const refundOwedSchema = refundSchema.extend({ order: adminOrderSummarySchema });
export type RefundOwed = z.infer<typeof refundOwedSchema>;
