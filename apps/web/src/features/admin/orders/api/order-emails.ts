/**
 * GET /api/orders/admin/{id}/emails and POST …/emails/{mailId}/resend: the e-mails an order's
 * changes owed, as the outbox holds them, and one that failed sent again. Under
 * ['admin', 'orders'], so the desk's own changes (which send e-mails) read them again.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderMail } from '@shop/shared/orders/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

const emailsPath = (orderId: string) => `/orders/admin/${encodeURIComponent(orderId)}/emails`;

export const orderEmailsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', orderId, 'emails'],
    queryFn: () => adminFetch<OrderMail[]>(emailsPath(orderId)),
  });

export const useOrderEmails = (orderId: string) => useQuery(orderEmailsQueryOptions(orderId));

export function useResendOrderEmail(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailId: string) =>
      adminFetch<OrderMail>(`${emailsPath(orderId)}/${encodeURIComponent(mailId)}/resend`, {
        method: 'POST',
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: orderEmailsQueryOptions(orderId).queryKey }),
  });
}
