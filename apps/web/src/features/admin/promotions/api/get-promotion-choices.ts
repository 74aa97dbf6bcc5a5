/**
 * What a promotion can cover, for its form: GET /api/categories (every category) and
 * GET /api/admin/products?q= (products found by name, SKU or part number, a screenful).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/shared/catalog/schemas';
import type { AdminProduct } from '@shop/shared/catalog/stock-movements';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function usePromotionCategories() {
  return useQuery(
    queryOptions({
      queryKey: ['categories', 'admin'],
      queryFn: () => adminFetch<Category[]>('/categories'),
    }),
  );
}

export function usePromotionProductSearch(q: string) {
  const search = q.trim();
  return useQuery(
    queryOptions({
      queryKey: ['products', 'admin', 'promotion-search', search],
      queryFn: () =>
        adminFetch<AdminProduct[]>(
          `/admin/products?${new URLSearchParams({ q: search, limit: '10', page: '1' })}`,
        ),
      enabled: search.length >= 2,
      placeholderData: keepPreviousData,
    }),
  );
}
