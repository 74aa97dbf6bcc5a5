/** GET /api/payments/config: which checkout script to load, Razorpay's or the built-in sandbox. */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { PaymentConfig } from '@shop/shared/payments/schemas';
import { apiFetch } from '@/lib/api-client';

export function getPaymentConfig(): Promise<PaymentConfig> {
  return apiFetch<PaymentConfig>('/payments/config');
}

export function getPaymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: getPaymentConfig,
    staleTime: Infinity,
  });
}

/** Read on demand (when the shopper picks or pays by Razorpay), cached for the visit. */
export function useFetchPaymentConfig() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery(getPaymentConfigQueryOptions());
}
