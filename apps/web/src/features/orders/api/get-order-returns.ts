/**
 * GET /api/orders/{id}/returns: the returns of one of the customer's orders, oldest first. Under
 * ['orders'], so the live order event that follows every return change reads it again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderReturn } from '@shop/shared/returns/schemas';
import { apiFetch } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';

export const orderReturnsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, orderId, 'returns'] as const,
    queryFn: () => apiFetch<OrderReturn[]>(`/orders/${encodeURIComponent(orderId)}/returns`),
  });

export const useOrderReturns = (orderId: string, enabled: boolean) =>
  useQuery({ ...orderReturnsQueryOptions(orderId), enabled });
