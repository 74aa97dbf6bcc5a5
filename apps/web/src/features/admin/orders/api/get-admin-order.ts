/** GET /api/orders/admin/{id}: any one order, for the order detail. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@shop/shared/orders/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getAdminOrder(id: string) {
  return adminFetch<AdminOrder>(`/orders/admin/${encodeURIComponent(id)}`);
}

export function getAdminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'orders', 'detail', id],
    queryFn: () => getAdminOrder(id),
  });
}

export function useAdminOrder(id: string) {
  return useQuery(getAdminOrderQueryOptions(id));
}
