/** GET /api/promotions: the promotions running now, each with its true end and product count. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPromotion } from '@shop/shared/promotions/schemas';
import { apiFetch } from '@/lib/api-client';

export function getPromotions(): Promise<PublicPromotion[]> {
  return apiFetch<PublicPromotion[]>('/promotions');
}

export function getPromotionsQueryOptions() {
  return queryOptions({ queryKey: ['promotions'], queryFn: getPromotions });
}

export function usePromotions() {
  return useQuery(getPromotionsQueryOptions());
}
