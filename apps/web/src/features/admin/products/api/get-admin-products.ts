/**
 * GET /api/admin/products?q=&status=&page=&limit=: one page of the catalogue for the Products
 * screen in every status (drafts and archived ones too), newest first, searched on the server by
 * name, SKU or manufacturer part number.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductStatus } from '@shop/shared/catalog/product-status';
import type { Product } from '@shop/shared/catalog/schemas';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { pageQuery, type ListParams } from '@/features/admin/components/list-params';

/** A screenful of rows with pictures: quick on a phone, and few pages for a small shop. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export type AdminProductsParams = ListParams & { status: ProductStatus | '' };

export function getAdminProducts(params: AdminProductsParams) {
  const query = pageQuery(params, ADMIN_PRODUCTS_PAGE_SIZE);
  if (params.status) query.set('status', params.status);
  return adminFetchPage<Product>(`/admin/products?${query}`);
}

export function getAdminProductsQueryOptions(params: AdminProductsParams) {
  return queryOptions({
    queryKey: ['products', 'admin', params],
    queryFn: () => getAdminProducts(params),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(params: AdminProductsParams) {
  return useQuery(getAdminProductsQueryOptions(params));
}
