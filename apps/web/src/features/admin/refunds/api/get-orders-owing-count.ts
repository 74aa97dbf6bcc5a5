/**
 * GET /api/dashboard-stats, read here for one of its counts: the orders marked Refund Pending with
 * no refund owed recorded, which the list of refunds cannot show (it lists refunds). The same key
 * as the dashboard's, so the two screens share one answer.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@shop/shared/admin/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function useOrdersOwingWithoutRefund() {
  return useQuery({
    ...queryOptions({
      queryKey: ['admin', 'dashboard', 'stats'],
      queryFn: () => adminFetch<DashboardStats>('/dashboard-stats'),
    }),
    select: (stats) => stats.ordersOwingWithoutRefundCount,
  });
}
