/** GET /api/admin/returns?open=&status=&page=&limit=: one page of returns, oldest waiting first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReturn } from '@shop/shared/returns/schemas';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { returnsApiQuery, type ReturnsParams } from '../returns-params';

export function getAdminReturns(params: ReturnsParams) {
  return adminFetchPage<AdminReturn>(`/admin/returns?${returnsApiQuery(params)}`);
}

export function getAdminReturnsQueryOptions(params: ReturnsParams) {
  return queryOptions({
    queryKey: ['admin', 'returns', params],
    queryFn: () => getAdminReturns(params),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReturns(params: ReturnsParams) {
  return useQuery(getAdminReturnsQueryOptions(params));
}
