/** GET /api/products: the newest products (the API's full page), for the Products screen. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared/catalog/schemas';
import { MAX_PRODUCT_LIMIT } from '@shop/shared/catalog/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getAdminProducts(): Promise<Product[]> {
  return adminFetch<Product[]>(`/products?sort=newest&limit=${MAX_PRODUCT_LIMIT}`);
}

export function getAdminProductsQueryOptions() {
  return queryOptions({ queryKey: ['products', 'admin'], queryFn: getAdminProducts });
}

export function useAdminProducts() {
  return useQuery(getAdminProductsQueryOptions());
}
