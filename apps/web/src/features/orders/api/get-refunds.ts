/**
 * GET /api/orders/{id}/refunds: the money going back on one of the customer's orders. Under
 * ['orders'], so the live order events that follow a refund's settling read it again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Refund } from '@shop/shared/payments/refunds';
import { apiFetch } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';

export const refundsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, orderId, 'refunds'] as const,
    queryFn: () => apiFetch<Refund[]>(`/orders/${encodeURIComponent(orderId)}/refunds`),
  });

export const useRefunds = (orderId: string, enabled: boolean) =>
  useQuery({ ...refundsQueryOptions(orderId), enabled });
