/** GET /api/orders/my-orders: the signed-in customer's orders, newest first (My Orders, tracking). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/shared/orders/schemas';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Every customer order list lives under this key; realtime events and mutations patch them all. */
export const ordersQueryKey = ['orders'] as const;

export function getMyOrders(): Promise<Order[]> {
  return apiFetch<Order[]>('/orders/my-orders');
}

export function getMyOrdersQueryOptions() {
  return queryOptions({ queryKey: ordersQueryKey, queryFn: getMyOrders, staleTime: 30_000 });
}

export function useMyOrders() {
  const { data: user } = useSession();
  return useQuery({ ...getMyOrdersQueryOptions(), enabled: Boolean(user) });
}
