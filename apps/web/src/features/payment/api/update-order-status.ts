/**
 * The payment page's status changes: the COD choice, the Razorpay choice, or the manual
 * completion, which the server only accepts when Razorpay confirms the payment
 * (docs/decisions/006-orders-and-payments.md).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrderStatusInput } from '@shop/shared/orders/schemas';
import { updateOrderStatus } from '@/lib/update-order-status';

export const codChoice = {
  paymentMethod: 'COD',
  paymentStatus: 'PENDING',
  status: 'PROCESSING',
} as const satisfies UpdateOrderStatusInput;
export const razorpayChoice = {
  paymentMethod: 'RAZORPAY',
} as const satisfies UpdateOrderStatusInput;

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; change: UpdateOrderStatusInput }) =>
      updateOrderStatus(input.orderId, input.change),
    onSettled: (_answer, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['order', input.orderId] });
    },
  });
}
