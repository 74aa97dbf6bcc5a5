/** GET /api/products/category/{categoryId}: a category's products (by id or slug). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared/catalog/schemas';
import { catalogApiPaths } from '@shop/shared/catalog/paths';
import { apiFetch, isApiError } from '@/lib/api-client';

export function getCategoryProducts(categoryId: string): Promise<Product[]> {
  return apiFetch<Product[]>(catalogApiPaths.categoryProducts(categoryId));
}

export function getCategoryProductsQueryOptions(categoryId: string) {
  return queryOptions({
    queryKey: ['products', 'category', categoryId],
    queryFn: () => getCategoryProducts(categoryId),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}

export function useCategoryProducts(categoryId: string | undefined) {
  return useQuery({
    ...getCategoryProductsQueryOptions(categoryId ?? ''),
    enabled: Boolean(categoryId),
  });
}
