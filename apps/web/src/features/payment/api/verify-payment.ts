/** POST /api/payments/verify: the server checks Razorpay's signature and marks the order paid. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shop/shared/orders/schemas';
import type { VerifyPaymentInput } from '@shop/shared/payments/schemas';
import { apiFetch } from '@/lib/api-client';

export function verifyPayment(
  input: VerifyPaymentInput,
): Promise<{ message: string; order: Order }> {
  return apiFetch<{ message: string; order: Order }>('/payments/verify', {
    method: 'POST',
    body: input,
  });
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSettled: (_answer, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['order', input.orderId] });
    },
  });
}
