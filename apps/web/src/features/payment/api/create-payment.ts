/** POST /api/payments/create {orderId, amount}: a Razorpay order for this shop order (paise). */
import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentAnswer } from '@shop/shared/payments/schemas';
import { apiFetch } from '@/lib/api-client';

export function createPayment(input: {
  orderId: string;
  amount: number;
}): Promise<CreatePaymentAnswer> {
  return apiFetch<CreatePaymentAnswer>('/payments/create', { method: 'POST', body: input });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
