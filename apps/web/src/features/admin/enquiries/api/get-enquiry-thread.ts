/** GET /api/enquiry/{id}/messages: the replies staff sent to an enquiry, oldest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnquiryThreadMessage } from '@shop/shared/enquiries/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function getEnquiryThread(id: string) {
  return adminFetch<EnquiryThreadMessage[]>(`/enquiry/${encodeURIComponent(id)}/messages`);
}

export function getEnquiryThreadQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'enquiries', 'thread', id],
    queryFn: () => getEnquiryThread(id),
  });
}

export function useEnquiryThread(id: string) {
  return useQuery(getEnquiryThreadQueryOptions(id));
}
