/**
 * PATCH /api/orders/{orderId}/status with one of the shopper's bodies:
 * the COD choice, the Razorpay choice, or the manual completion, which the server only accepts
 * when Razorpay confirms the payment.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, UpdateOrderStatusInput } from '@shop/shared/orders/schemas';
import { apiFetch } from '@/lib/api-client';

export const codChoice = {
  paymentMethod: 'COD',
  paymentStatus: 'PENDING',
  status: 'PROCESSING',
} as const satisfies UpdateOrderStatusInput;
export const razorpayChoice = {
  paymentMethod: 'RAZORPAY',
} as const satisfies UpdateOrderStatusInput;
export const manualCompletion = {
  paymentStatus: 'COMPLETED',
  status: 'PROCESSING',
} as const satisfies UpdateOrderStatusInput;

export function updateOrderStatus(input: {
  orderId: string;
  change: UpdateOrderStatusInput;
}): Promise<Order> {
  return apiFetch<Order>(`/orders/${encodeURIComponent(input.orderId)}/status`, {
    method: 'PATCH',
    body: input.change,
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: (_answer, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['order', input.orderId] });
    },
  });
}
