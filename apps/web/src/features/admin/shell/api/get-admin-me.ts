/** GET /api/admin/me: the signed-in administrator; a 401 ends the stored admin session. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@shop/shared/accounts/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getAdminMe(): Promise<{ user: AdminUser }> {
  return adminFetch<{ user: AdminUser }>('/admin/me');
}

export function getAdminMeQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'me'], queryFn: getAdminMe, staleTime: 5 * 60_000 });
}

export function useAdminMe() {
  return useQuery(getAdminMeQueryOptions());
}
