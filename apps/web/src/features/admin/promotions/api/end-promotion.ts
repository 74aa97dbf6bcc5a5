/** POST /api/admin/promotions/{id}/end: ends a live or upcoming promotion now. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPromotion } from '@shop/shared/promotions/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function endPromotion(id: string): Promise<AdminPromotion> {
  return adminFetch<AdminPromotion>(`/admin/promotions/${encodeURIComponent(id)}/end`, {
    method: 'POST',
    body: {},
  });
}

export function useEndPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endPromotion,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['promotions'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
