/** GET /api/orders/status/{status}?q=&paymentStatus=&page=&limit=: one page of the orders in a status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@shop/shared/orders/schemas';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { pageQuery } from '@/features/admin/components/list-params';
import { ORDERS_DESK_PAGE_SIZE, type OrdersDeskParams } from '../orders-desk-params';

export function getOrdersByStatus({ status, paymentStatus, ...list }: OrdersDeskParams) {
  const query = pageQuery(list, ORDERS_DESK_PAGE_SIZE);
  if (paymentStatus) query.set('paymentStatus', paymentStatus);
  return adminFetchPage<AdminOrder>(`/orders/status/${status}?${query}`);
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
