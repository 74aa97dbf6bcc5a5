/** GET /api/admin/refunds?status=&page=&limit=: one page of the refunds still owed, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundOwed } from '@shop/shared/payments/records';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { pageQuery } from '@/features/admin/components/list-params';
import { REFUNDS_OWED_PAGE_SIZE, type RefundsOwedParams } from '../refunds-owed-params';

export function getRefundsOwed({ status, page }: RefundsOwedParams) {
  const query = pageQuery({ page }, REFUNDS_OWED_PAGE_SIZE);
  if (status) query.set('status', status);
  return adminFetchPage<RefundOwed>(`/admin/refunds?${query}`);
}

export function getRefundsOwedQueryOptions(params: RefundsOwedParams) {
  return queryOptions({
    queryKey: ['admin', 'refunds', params],
    queryFn: () => getRefundsOwed(params),
    placeholderData: keepPreviousData,
  });
}

export function useRefundsOwed(params: RefundsOwedParams) {
  return useQuery(getRefundsOwedQueryOptions(params));
}
