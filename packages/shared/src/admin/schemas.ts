/** The back office's own contract: the dashboard's counts. */
import { z } from 'zod';

/**
 * The dashboard's seven counts, read from the database. Pending: orders the shop has still to
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
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
