/** GET /api/products/{productId}: one product (by id or slug). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared/catalog/schemas';
import { catalogApiPaths } from '@shop/shared/catalog/paths';
import { apiFetch, isApiError } from '@/lib/api-client';

export function getProduct(productId: string): Promise<Product> {
  return apiFetch<Product>(catalogApiPaths.product(productId));
}

export function getProductQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['product', productId],
    queryFn: () => getProduct(productId),
    // A missing product stays missing: no retries for a 404.
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}

export function useProduct(productId: string) {
  return useQuery(getProductQueryOptions(productId));
}
