/** GET /api/dashboard-stats: the dashboard's seven counts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@shop/shared/admin/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getDashboardStats() {
  return adminFetch<DashboardStats>('/dashboard-stats');
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'dashboard', 'stats'], queryFn: getDashboardStats });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
