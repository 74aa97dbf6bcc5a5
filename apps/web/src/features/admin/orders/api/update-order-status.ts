/**
 * PATCH /api/orders/{id}/status {status}: the desk moves an order. The server enforces the
 * status machine; its refusal's message is what the desk shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@shop/shared/orders/status';
import { updateOrderStatus } from '@/lib/update-order-status';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      updateOrderStatus(id, { status }, adminFetch),
    // A move changes the lists, the dashboard's counts and the customers' totals.
    onSuccess: () =>
      Promise.all(
        [
          ['admin', 'orders'],
          ['admin', 'dashboard'],
          ['admin', 'users'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
