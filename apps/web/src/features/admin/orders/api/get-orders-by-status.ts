/** GET /api/orders/status/{status}?q=&page=&limit=: one page of the orders in a status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@shop/shared/orders/schemas';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { pageQuery } from '@/features/admin/components/list-params';
import { ORDERS_DESK_PAGE_SIZE, type OrdersDeskParams } from '../orders-desk-params';

export function getOrdersByStatus({ status, ...list }: OrdersDeskParams) {
  return adminFetchPage<AdminOrder>(
    `/orders/status/${status}?${pageQuery(list, ORDERS_DESK_PAGE_SIZE)}`,
  );
}

export function getOrdersByStatusQueryOptions(params: OrdersDeskParams) {
  return queryOptions({
    queryKey: ['admin', 'orders', 'list', params],
    queryFn: () => getOrdersByStatus(params),
    placeholderData: keepPreviousData,
  });
}

export function useOrdersByStatus(params: OrdersDeskParams) {
  return useQuery(getOrdersByStatusQueryOptions(params));
}
