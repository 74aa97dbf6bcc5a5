/** GET /api/enquiry?type=&page=&limit=: one page of enquiries and quote requests, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnquiryListItem } from '@shop/shared/enquiries/schemas';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { pageQuery } from '@/features/admin/components/list-params';
import { ENQUIRIES_PAGE_SIZE, type EnquiriesParams } from '../enquiries-params';

export function getEnquiries({ type, page }: EnquiriesParams) {
  const search = pageQuery({ page }, ENQUIRIES_PAGE_SIZE);
  if (type) search.set('type', type);
  return adminFetchPage<EnquiryListItem>(`/enquiry?${search}`);
}

export function getEnquiriesQueryOptions(params: EnquiriesParams) {
  return queryOptions({
    queryKey: ['admin', 'enquiries', params],
    queryFn: () => getEnquiries(params),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiries(params: EnquiriesParams) {
  return useQuery(getEnquiriesQueryOptions(params));
}
