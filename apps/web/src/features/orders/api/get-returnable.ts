/**
 * GET /api/orders/{id}/returnable: what of a delivered order may still be sent back, and until
 * when. Under ['orders'], so the live order event that follows every return change reads it again.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Returnable } from '@shop/shared/returns/schemas';
import { apiFetch } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';

export const returnableQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, orderId, 'returnable'] as const,
    queryFn: () => apiFetch<Returnable>(`/orders/${encodeURIComponent(orderId)}/returnable`),
  });

export const useReturnable = (orderId: string, enabled: boolean) =>
  useQuery({ ...returnableQueryOptions(orderId), enabled });
