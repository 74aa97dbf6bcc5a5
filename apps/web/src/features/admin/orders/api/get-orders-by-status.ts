/** GET /api/orders/status/{status}?q=&page=&limit=: one page of the orders in a status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@shop/shared/orders/schemas';
import type { OrderStatus } from '@shop/shared/orders/status';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { ORDERS_DESK_PAGE_SIZE } from '../orders-desk-params';

export interface OrdersByStatusQuery {
  status: OrderStatus;
  q: string;
  page: number;
}

export function getOrdersByStatus({ status, q, page }: OrdersByStatusQuery) {
  const search = new URLSearchParams({ page: String(page), limit: String(ORDERS_DESK_PAGE_SIZE) });
  if (q.trim()) search.set('q', q.trim());
  return adminFetchPage<Order>(`/orders/status/${status}?${search.toString()}`);
}

export function getOrdersByStatusQueryOptions(query: OrdersByStatusQuery) {
  return queryOptions({
    queryKey: ['admin', 'orders', 'list', query],
    queryFn: () => getOrdersByStatus(query),
    placeholderData: keepPreviousData,
  });
}

export function useOrdersByStatus(query: OrdersByStatusQuery) {
  return useQuery(getOrdersByStatusQueryOptions(query));
}
