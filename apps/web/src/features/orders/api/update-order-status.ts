/**
 * PATCH /api/orders/{id}/status, as My Orders uses it: "Mark Complete" asks for paymentStatus
 * COMPLETED and status PROCESSING. The server checks with Razorpay and answers 409 when the
 * payment is not confirmed (docs/decisions/006-orders-and-payments.md).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { Order, UpdateOrderStatusInput } from '@shop/shared/orders/schemas';
import { orderMessages } from '@shop/shared/orders/messages';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';
import { patchCachedOrder } from './order-cache';

export function updateOrderStatus(input: {
  orderId: string;
  changes: UpdateOrderStatusInput;
}): Promise<Order> {
  return apiFetch<Order>(`/orders/${encodeURIComponent(input.orderId)}/status`, {
    method: 'PATCH',
    body: input.changes,
  });
}

export function useMarkPaymentComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string }) =>
      updateOrderStatus({
        orderId: input.orderId,
        changes: { paymentStatus: 'COMPLETED', status: 'PROCESSING' },
      }),
    onSuccess: (order) => {
      if (order?._id) patchCachedOrder(queryClient, order);
      toast.success(orderMessages.paymentStatusUpdated);
    },
    onError: (error) => toast.error(errorMessage(error, orderMessages.statusFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
