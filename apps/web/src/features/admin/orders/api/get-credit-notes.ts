/** GET /api/orders/{id}/credit-notes: the order's credit notes, first issued first. */
import { queryOptions } from '@tanstack/react-query';
import type { CreditNoteSummary } from '@shop/shared/gst/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getCreditNotes(orderId: string) {
  return adminFetch<CreditNoteSummary[]>(`/orders/${encodeURIComponent(orderId)}/credit-notes`);
}

export const creditNotesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', orderId, 'credit-notes'],
    queryFn: () => getCreditNotes(orderId),
  });
