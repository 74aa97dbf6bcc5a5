/** GET /api/admin/users?q=&page=&limit=: one page of customers with their order counts and totals. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomer } from '@shop/shared/accounts/schemas';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { USERS_PAGE_SIZE, type UsersParams } from '../users-params';

export function getCustomers({ q, page }: UsersParams) {
  const search = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE) });
  if (q.trim()) search.set('q', q.trim());
  return adminFetchPage<AdminCustomer>(`/admin/users?${search.toString()}`);
}

export function getCustomersQueryOptions(params: UsersParams) {
  return queryOptions({
    queryKey: ['admin', 'users', params],
    queryFn: () => getCustomers(params),
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(params: UsersParams) {
  return useQuery(getCustomersQueryOptions(params));
}
