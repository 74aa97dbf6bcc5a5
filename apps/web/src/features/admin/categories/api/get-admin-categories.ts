/** GET /api/categories: every category with its product count, for the Categories screen. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@shop/shared/catalog/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getAdminCategories(): Promise<Category[]> {
  return adminFetch<Category[]>('/categories');
}

export function getAdminCategoriesQueryOptions() {
  return queryOptions({ queryKey: ['categories', 'admin'], queryFn: getAdminCategories });
}

export function useAdminCategories() {
  return useQuery(getAdminCategoriesQueryOptions());
}
