/**
 * GET /api/orders/{id}/returns for the order's page: its returns, oldest first. Under
 * ['admin', 'orders'], so the Returns screen's moves and the desk's own changes read it again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderReturn } from '@shop/shared/returns/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export const orderReturnsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', orderId, 'returns'],
    queryFn: () => adminFetch<OrderReturn[]>(`/orders/${encodeURIComponent(orderId)}/returns`),
  });

export const useOrderReturns = (orderId: string) => useQuery(orderReturnsQueryOptions(orderId));
