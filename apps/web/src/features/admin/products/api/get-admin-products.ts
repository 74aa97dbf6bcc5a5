/**
 * GET /api/products?sort=newest&q=&page=&limit=: one page of the catalogue for the Products
 * screen, newest first, searched on the server.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared/catalog/schemas';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { pageQuery, type ListParams } from '@/features/admin/components/list-params';

/** A screenful of rows with pictures: quick on a phone, and few pages for a small shop. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export function getAdminProducts(params: ListParams) {
  const query = pageQuery(params, ADMIN_PRODUCTS_PAGE_SIZE);
  query.set('sort', 'newest');
  return adminFetchPage<Product>(`/products?${query}`);
}

export function getAdminProductsQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: ['products', 'admin', params],
    queryFn: () => getAdminProducts(params),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(params: ListParams) {
  return useQuery(getAdminProductsQueryOptions(params));
}
