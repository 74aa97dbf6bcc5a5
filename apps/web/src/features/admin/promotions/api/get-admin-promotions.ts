/** GET /api/admin/promotions: every promotion, live, upcoming and ended, for the Promotions screen. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPromotion } from '@shop/shared/promotions/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getAdminPromotions(): Promise<AdminPromotion[]> {
  return adminFetch<AdminPromotion[]>('/admin/promotions');
}

export function getAdminPromotionsQueryOptions() {
  return queryOptions({ queryKey: ['promotions', 'admin'], queryFn: getAdminPromotions });
}

export function useAdminPromotions() {
  return useQuery(getAdminPromotionsQueryOptions());
}
