/** GET /api/categories: the choices of the product form's category select. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/shared/catalog/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getProductCategories(): Promise<Category[]> {
  return adminFetch<Category[]>('/categories');
}

export function getProductCategoriesQueryOptions() {
  return queryOptions({ queryKey: ['categories', 'admin'], queryFn: getProductCategories });
}

export function useProductCategories() {
  return useQuery(getProductCategoriesQueryOptions());
}
