/**
 * PATCH /api/orders/{id}/cancel: the customer cancels a PENDING or PROCESSING order. The lists
 * show CANCELLED at once and go back on failure.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { Order } from '@shop/shared/orders/schemas';
import { orderMessages } from '@shop/shared/orders/messages';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';
import { cachedOrder, patchCachedOrder } from './order-cache';

export function cancelOrder(input: { orderId: string }): Promise<Order> {
  return apiFetch<Order>(`/orders/${encodeURIComponent(input.orderId)}/cancel`, {
    method: 'PATCH',
    body: { status: 'CANCELLED' },
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onMutate: async ({ orderId }) => {
      await queryClient.cancelQueries({ queryKey: ordersQueryKey });
      const previous = cachedOrder(queryClient, orderId);
      patchCachedOrder(queryClient, { _id: orderId, status: 'CANCELLED' });
      return { previous };
    },
    onError: (error, { orderId }, context) => {
      if (context?.previous) {
        patchCachedOrder(queryClient, { _id: orderId, status: context.previous.status });
      }
      toast.error(errorMessage(error, orderMessages.cancelFailed));
    },
    onSuccess: (order) => {
      if (order?._id) patchCachedOrder(queryClient, order);
      toast.success(orderMessages.cancelled);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
