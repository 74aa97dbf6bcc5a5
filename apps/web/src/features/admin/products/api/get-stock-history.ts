/** GET /api/products/admin/{id}/stock-movements?page=&limit=: a product's stock history. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockMovement } from '@shop/shared/catalog/stock-movements';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';

export const STOCK_HISTORY_PAGE_SIZE = 20;

export function getStockHistory(productId: string, page: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(STOCK_HISTORY_PAGE_SIZE) });
  return adminFetchPage<StockMovement>(
    `/products/admin/${encodeURIComponent(productId)}/stock-movements?${query}`,
  );
}

export function getStockHistoryQueryOptions(productId: string, page: number) {
  return queryOptions({
    queryKey: ['stock-movements', productId, page],
    queryFn: () => getStockHistory(productId, page),
    placeholderData: keepPreviousData,
  });
}

export function useStockHistory(productId: string, page: number) {
  return useQuery(getStockHistoryQueryOptions(productId, page));
}
