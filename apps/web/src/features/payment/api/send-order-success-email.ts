/** POST /api/send-order-success-email {orderId, status: 'COMPLETED'}: the paid order's e-mail. */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function sendOrderSuccessEmail(orderId: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/send-order-success-email', {
    method: 'POST',
    body: { orderId, status: 'COMPLETED' },
  });
}

export function useSendOrderSuccessEmail() {
  return useMutation({ mutationFn: sendOrderSuccessEmail });
}
