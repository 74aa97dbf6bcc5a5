/**
 * POST /api/enquiry/{id}/messages {text}: staff's reply, e-mailed to the visitor, kept in the
 * thread; the enquiry is marked handled (docs/decisions/054).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiryListItem, EnquiryThreadMessage } from '@shop/shared/enquiries/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function replyToEnquiry({ id, text }: { id: string; text: string }) {
  return adminFetch<{ message: EnquiryThreadMessage; enquiry: EnquiryListItem }>(
    `/enquiry/${encodeURIComponent(id)}/messages`,
    { method: 'POST', body: { text } },
  );
}

export function useReplyToEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToEnquiry,
    // The thread and the list's handled mark both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'enquiries'] }),
  });
}
