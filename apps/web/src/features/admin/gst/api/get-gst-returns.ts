/**
 * GET /api/gst/returns?month=YYYY-MM or ?quarter=YYYY-Qn: a month's or a quarter's invoices,
 * credit notes and GSTR-1 summaries.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GstReturns } from '@shop/shared/gst/returns';
import { adminFetch } from '@/features/admin/api/admin-fetch';
import { periodQuery } from '../gst-period';

export function getGstReturns(period: string) {
  return adminFetch<GstReturns>(`/gst/returns?${periodQuery(period)}`);
}

export function getGstReturnsQueryOptions(period: string) {
  return queryOptions({
    queryKey: ['admin', 'gst', 'returns', { period }],
    queryFn: () => getGstReturns(period),
  });
}

export function useGstReturns(period: string) {
  return useQuery(getGstReturnsQueryOptions(period));
}
