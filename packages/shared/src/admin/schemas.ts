/** The back office's own contract: the dashboard's counts and figures, the e-mails not sent. */
import { z } from 'zod';
import { pagingQuerySchema } from '../http/paging';
import { orderMailSchema } from '../orders/schemas';

/**
 * An e-mail the shop could not send after its last try, whatever it was about: an order's, a
 * refund's, an enquiry's acknowledgement, a review's reply (docs/decisions/068).
 */
export const failedMailSchema = orderMailSchema.extend({
  /** The order it concerns, if it concerns one (its page lists it too). */
  orderId: z.string().nullable(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;
export const failedMailsQuerySchema = pagingQuerySchema;
export type FailedMailsQuery = z.infer<typeof failedMailsQuerySchema>;

/**
 * A change against the previous period of the same length, in whole percent (rounded); null when
 * the previous period had nothing to compare with (docs/decisions/052).
 */
export const trendSchema = z.number().int().nullable();
export type Trend = z.infer<typeof trendSchema>;

/** Sales of one period: orders confirmed (COD chosen or paid), not cancelled nor refunded in full. */
export const salesFigureSchema = z.object({
  /** How many orders. */
  orders: z.number().int(),
  /** Their value in rupees, GST included. */
  sales: z.number(),
  /** The GST inside that value, in rupees. */
  gst: z.number(),
  /** sales / orders, in rupees; 0 without orders. */
  averageOrderValue: z.number(),
  /** The same figures for the period of the same length just before. */
  previous: z.object({
    orders: z.number().int(),
    sales: z.number(),
    gst: z.number(),
    averageOrderValue: z.number(),
  }),
  trend: z.object({ sales: trendSchema, gst: trendSchema, averageOrderValue: trendSchema }),
});
export type SalesFigure = z.infer<typeof salesFigureSchema>;

/**
 * The dashboard's counts, read from the database. Pending: orders confirmed (COD chosen or
 * paid) and not yet delivered (PROCESSING, SHIPPED, OUT_FOR_DELIVERY); abandoned checkouts are
 * awaitingPaymentCount. Completed: DELIVERED orders.
 */
export const dashboardStatsSchema = z.object({
  userCount: z.number().int(),
  orderCount: z.number().int(),
  pendingOrderCount: z.number().int(),
  completedOrderCount: z.number().int(),
  productCount: z.number().int(),
  categoryCount: z.number().int(),
  enquiryCount: z.number().int(),
  /**
   * Refunds the shop still owes: refunds on their way or failed and not made again, plus the
   * orders marked Refund Pending that have none of those (docs/decisions/047).
   */
  refundsOwedCount: z.number().int(),
  /** Of refundsOwedCount, the orders owing money back with no refund owed recorded on them. */
  ordersOwingWithoutRefundCount: z.number().int(),
  /** E-mails given up after their last try and not sent again (GET /api/admin/emails/failed). */
  failedMailCount: z.number().int(),
  /** Returns staff still have work on: requested, approved and not yet received, or received and not refunded. */
  returnsWaitingCount: z.number().int(),
  /**
   * Checkouts left at the payment step: PENDING orders, nobody paid and no cash on delivery
   * chosen. Counted apart, never as pending or cash-on-delivery orders.
   */
  awaitingPaymentCount: z.number().int(),
  /** Confirmed (COD chosen or paid) and not yet dispatched: PROCESSING orders. */
  ordersToShipCount: z.number().int(),
  /** Products at or below their low-stock threshold, out of stock included (docs/decisions/050). */
  lowStockCount: z.number().int(),
  /**
   * The trends of the counts that can have one: new in the last 30 days against the 30 before
   * (customers signed up, orders placed, orders delivered). The other counts have none.
   */
  countTrends: z.object({
    userCount: trendSchema,
    orderCount: trendSchema,
    completedOrderCount: trendSchema,
  }),
  /** Today (since midnight in India) against yesterday to the same time; 7 and 30 days rolling. */
  sales: z.object({
    today: salesFigureSchema,
    last7Days: salesFigureSchema,
    last30Days: salesFigureSchema,
  }),
  /** Each of the last 30 days in India, oldest first, today last; days without sales at 0. */
  salesByDay: z.array(z.object({ date: z.string(), orders: z.number().int(), sales: z.number() })),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
