/**
 * GET /api/admin/emails/failed?page=&limit= and POST /api/admin/emails/{id}/resend: the e-mails
 * the shop gave up on after their last try, newest first, and one of them sent again. Under
 * ['admin', 'emails'], beside the dashboard's count, which a resend also reads again.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { FailedMail } from '@shop/shared/admin/schemas';
import { adminFetch, adminFetchPage } from '@/features/admin/api/admin-fetch';
import { pageQuery } from '@/features/admin/components/list-params';

export const FAILED_MAILS_PAGE_SIZE = 20;

export const failedMailsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'emails', 'failed', page],
    queryFn: () =>
      adminFetchPage<FailedMail>(
        `/admin/emails/failed?${pageQuery({ page }, FAILED_MAILS_PAGE_SIZE)}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useFailedMails = (page: number) => useQuery(failedMailsQueryOptions(page));

export function useResendFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) =>
      adminFetch<FailedMail>(`/admin/emails/${encodeURIComponent(mailId)}/resend`, {
        method: 'POST',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'emails'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
