/**
 * The refund a received return of an order paid online went out with: read from GET
 * /api/orders/{id}/refunds (under the order page's key, so both share it) to tell whether
 * Razorpay failed it, when staff settle it by hand instead.
 */
import { useQuery } from '@tanstack/react-query';
import type { Refund } from '@shop/shared/payments/refunds';
import type { AdminReturn } from '@shop/shared/returns/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function useReturnRefund(orderReturn: AdminReturn) {
  const { order, refundId, status } = orderReturn;
  const refunds = useQuery({
    queryKey: ['admin', 'orders', order._id, 'refunds'],
    queryFn: () => adminFetch<Refund[]>(`/orders/${encodeURIComponent(order._id)}/refunds`),
    enabled: status === 'RECEIVED' && order.paymentMethod !== 'COD' && refundId !== null,
  });
  return refunds.data?.find((refund) => refund._id === refundId);
}
