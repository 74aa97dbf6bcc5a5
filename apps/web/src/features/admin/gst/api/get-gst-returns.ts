/** GET /api/gst/returns?month=YYYY-MM: a month's invoices, credit notes and GSTR-1 summaries. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GstReturns } from '@shop/shared/gst/returns';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getGstReturns(month: string) {
  return adminFetch<GstReturns>(`/gst/returns?month=${encodeURIComponent(month)}`);
}

export function getGstReturnsQueryOptions(month: string) {
  return queryOptions({
    queryKey: ['admin', 'gst', 'returns', { month }],
    queryFn: () => getGstReturns(month),
  });
}

export function useGstReturns(month: string) {
  return useQuery(getGstReturnsQueryOptions(month));
}
