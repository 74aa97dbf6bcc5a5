/** GET /api/admin/users?q=&page=&limit=: one page of customers with their order counts and totals. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomer } from '@shop/shared/accounts/schemas';
import { MAX_PAGE_LIMIT } from '@shop/shared/http/paging';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { pageQuery, type ListParams } from '@/features/admin/components/list-params';

export const USERS_PAGE_SIZE = MAX_PAGE_LIMIT;

export function getCustomers(params: ListParams) {
  return adminFetchPage<AdminCustomer>(`/admin/users?${pageQuery(params, USERS_PAGE_SIZE)}`);
}

export function getCustomersQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: ['admin', 'users', params],
    queryFn: () => getCustomers(params),
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(params: ListParams) {
  return useQuery(getCustomersQueryOptions(params));
}
