/** GET /api/gst/rates: every row of the rate table, by HSN code and day. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GstRateRow } from '@shop/shared/gst/rate-table';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getGstRates(): Promise<GstRateRow[]> {
  return adminFetch<GstRateRow[]>('/gst/rates');
}

// Under 'gst-rates' with the product form's schedules, so a change refreshes both.
export function getGstRatesQueryOptions() {
  return queryOptions({ queryKey: ['gst-rates', 'table'], queryFn: getGstRates });
}

export function useGstRates() {
  return useQuery(getGstRatesQueryOptions());
}
