/**
 * My Orders' "Mark Complete": asks for paymentStatus COMPLETED and status PROCESSING. The server
 * checks with Razorpay and answers 409 when the payment is not confirmed
 * (docs/decisions/006-orders-and-payments.md).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { orderMessages } from '@shop/shared/orders/messages';
import { errorMessage } from '@/lib/api-client';
import { manualCompletion, updateOrderStatus } from '@/lib/update-order-status';
import { ordersQueryKey } from './get-my-orders';
import { patchCachedOrder } from './order-cache';

export function useMarkPaymentComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string }) => updateOrderStatus(input.orderId, manualCompletion),
    onSuccess: (order) => {
      if (order?._id) patchCachedOrder(queryClient, order);
      toast.success(orderMessages.paymentStatusUpdated);
    },
    onError: (error) => toast.error(errorMessage(error, orderMessages.statusFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
