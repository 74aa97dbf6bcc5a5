/** GET /api/promotions/{slug}: a running promotion with its products at their discounted prices. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionWithProducts } from '@shop/shared/promotions/schemas';
import { apiFetch, isApiError } from '@/lib/api-client';

export function getPromotion(slug: string): Promise<PromotionWithProducts> {
  return apiFetch<PromotionWithProducts>(`/promotions/${encodeURIComponent(slug)}`);
}

export function getPromotionQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['promotions', slug],
    queryFn: () => getPromotion(slug),
    // A promotion that is not running stays so: no retries for a 404.
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}

export function usePromotion(slug: string) {
  return useQuery(getPromotionQueryOptions(slug));
}
