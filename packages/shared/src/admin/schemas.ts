/** The back office's own contract: the dashboard's counts. */
import { z } from 'zod';

/**
 * The dashboard's counts, read from the database. Pending: orders the shop has still to
 * dispatch (PENDING and PROCESSING). Completed: DELIVERED orders.
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
  /** Returns staff still have work on: requested, approved and not yet received, or received and not refunded. */
  returnsWaitingCount: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
