/** GET /api/orders/admin/{id}/payments: the order's payment records (provider ids, cash at the door). */
import { queryOptions } from '@tanstack/react-query';
import type { PaymentRecord } from '@shop/shared/payments/records';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getOrderPayments(orderId: string) {
  return adminFetch<PaymentRecord[]>(`/orders/admin/${encodeURIComponent(orderId)}/payments`);
}

export const orderPaymentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', orderId, 'payments'],
    queryFn: () => getOrderPayments(orderId),
  });
