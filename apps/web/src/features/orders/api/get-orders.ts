/**
 * GET /api/orders: the customer's own orders, newest first. Track Your Orders polls it every
 * 30 s; it sits under ['orders'] so live events update it too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/shared/orders/schemas';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ordersQueryKey } from './get-my-orders';

export const TRACKING_POLL_MS = 30_000;

export function getOrders(): Promise<Order[]> {
  return apiFetch<Order[]>('/orders');
}

export function getOrdersQueryOptions() {
  return queryOptions({
    queryKey: [...ordersQueryKey, 'list'] as const,
    queryFn: getOrders,
    refetchInterval: TRACKING_POLL_MS,
  });
}

export function useOrders() {
  const { data: user } = useSession();
  return useQuery({ ...getOrdersQueryOptions(), enabled: Boolean(user) });
}
