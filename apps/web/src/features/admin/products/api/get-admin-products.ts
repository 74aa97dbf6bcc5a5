/**
 * GET /api/admin/products?q=&status=&stock=&sort=&page=&limit=: one page of the catalogue for
 * the Products screen in every status (drafts and archived ones too), with each product's stock
 * level; searched on the server by name, SKU or manufacturer part number, filtered by status and
 * stock level, sorted newest first or by stock.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductStatus } from '@shop/shared/catalog/product-status';
import type {
  AdminProduct,
  AdminProductSort,
  StockLevel,
} from '@shop/shared/catalog/stock-movements';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { pageQuery, type ListParams } from '@/features/admin/components/list-params';

/** A screenful of rows with pictures: quick on a phone, and few pages for a small shop. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export type AdminProductsParams = ListParams & {
  status?: ProductStatus | '';
  stock?: StockLevel;
  sort?: AdminProductSort;
};

export function getAdminProducts(params: AdminProductsParams) {
  const query = pageQuery(params, ADMIN_PRODUCTS_PAGE_SIZE);
  if (params.status) query.set('status', params.status);
  if (params.stock) query.set('stock', params.stock);
  query.set('sort', params.sort ?? 'newest');
  return adminFetchPage<AdminProduct>(`/admin/products?${query}`);
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
