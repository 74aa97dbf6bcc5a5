/**
 * GET /api/gst/rates/{hsnCode}: the rate table's rate in force today for an HSN code and its
 * next change, shown under the product form's tax fields. Asked only for a well-formed code.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GstRateSchedule } from '@shop/shared/gst/rate-table';
import { HSN_PATTERN } from '@shop/shared/gst/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getGstRateSchedule(hsnCode: string): Promise<GstRateSchedule> {
  return adminFetch<GstRateSchedule>(`/gst/rates/${encodeURIComponent(hsnCode)}`);
}

export function getGstRateScheduleQueryOptions(hsnCode: string) {
  return queryOptions({
    queryKey: ['gst-rates', hsnCode],
    queryFn: () => getGstRateSchedule(hsnCode),
    enabled: HSN_PATTERN.test(hsnCode),
  });
}

export function useGstRateSchedule(hsnCode: string) {
  return useQuery(getGstRateScheduleQueryOptions(hsnCode.trim()));
}
