/**
 * An order's refunds on the desk: GET /api/orders/{id}/refunds, and POST
 * /api/orders/admin/{id}/refunds with an Idempotency-Key, so a retried or double-sent form is one
 * refund. The order is read again after a refund (its payment status follows).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Refund, RefundInput } from '@shop/shared/payments/refunds';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export const refundsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', orderId, 'refunds'],
    queryFn: () => adminFetch<Refund[]>(`/orders/${encodeURIComponent(orderId)}/refunds`),
  });

export const useOrderRefunds = (orderId: string) => useQuery(refundsQueryOptions(orderId));

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, input, key }: { orderId: string; input: RefundInput; key: string }) =>
      adminFetch<Refund>(`/orders/admin/${encodeURIComponent(orderId)}/refunds`, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': key },
      }),
    // The order, its timeline, the refunds owed and the dashboard's count all follow a refund.
    onSuccess: () =>
      Promise.all(
        [
          ['admin', 'orders'],
          ['admin', 'refunds'],
          ['admin', 'dashboard'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
