/** GET /api/categories: every category, for the header menu, the home grid and /categories. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/shared/catalog/schemas';
import { catalogApiPaths } from '@shop/shared/catalog/paths';
import { apiFetch } from '@/lib/api-client';

export function getCategories(): Promise<Category[]> {
  return apiFetch<Category[]>(catalogApiPaths.categories);
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: getCategories,
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
