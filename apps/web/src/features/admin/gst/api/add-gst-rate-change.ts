/** POST /api/gst/rates: set an HSN code's rate from a day on (today or later). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GstRateChangeInput, GstRateSchedule } from '@shop/shared/gst/rate-table';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function addGstRateChange(change: GstRateChangeInput): Promise<GstRateSchedule> {
  return adminFetch<GstRateSchedule>('/gst/rates', { method: 'POST', body: change });
}

export function useAddGstRateChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGstRateChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gst-rates'] }),
  });
}
