/** POST /api/admin/promotions and PUT /api/admin/promotions/{id}: the promotion form, as JSON. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPromotion } from '@shop/shared/promotions/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export type PromotionPayload = {
  title: string;
  description: string;
  badge: string;
  discountPercent: number;
  startsAt: string;
  endsAt: string;
  category?: string;
  productIds?: string[];
};

export function savePromotion({
  id,
  payload,
}: {
  id?: string;
  payload: PromotionPayload;
}): Promise<AdminPromotion> {
  return id
    ? adminFetch<AdminPromotion>(`/admin/promotions/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: payload,
      })
    : adminFetch<AdminPromotion>('/admin/promotions', { method: 'POST', body: payload });
}

/** Promotions change what shoppers pay: product lists are read again too. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['promotions'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
