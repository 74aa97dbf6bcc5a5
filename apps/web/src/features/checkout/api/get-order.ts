/** GET /api/orders/{orderId}: one of the customer's own orders (others answer 404). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/shared/orders/schemas';
import { apiFetch } from '@/lib/api-client';

export function getOrder(orderId: string): Promise<Order> {
  return apiFetch<Order>(`/orders/${encodeURIComponent(orderId)}`);
}

export function getOrderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['order', orderId], queryFn: () => getOrder(orderId) });
}

export function useOrder(orderId: string) {
  return useQuery(getOrderQueryOptions(orderId));
}
