/** DELETE /api/gst/rates/{hsnCode}/{validFrom}: withdraw a change whose day has not come. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GstRateRow } from '@shop/shared/gst/rate-table';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function withdrawGstRateChange({ hsnCode, validFrom }: GstRateRow) {
  return adminFetch<{ message: string }>(
    `/gst/rates/${encodeURIComponent(hsnCode)}/${encodeURIComponent(validFrom)}`,
    { method: 'DELETE' },
  );
}

export function useWithdrawGstRateChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawGstRateChange,
    // Refetched whether it worked or not: a refusal means the table is not what the screen shows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gst-rates'] }),
  });
}
