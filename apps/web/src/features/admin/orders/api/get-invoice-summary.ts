/** GET /api/orders/{id}/invoice-summary: the order's tax invoice number, date and total, or null. */
import { queryOptions } from '@tanstack/react-query';
import type { InvoiceSummaryAnswer } from '@shop/shared/gst/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getInvoiceSummary(orderId: string) {
  return adminFetch<InvoiceSummaryAnswer>(`/orders/${encodeURIComponent(orderId)}/invoice-summary`);
}

export const invoiceSummaryQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', orderId, 'invoice'],
    queryFn: () => getInvoiceSummary(orderId),
  });
