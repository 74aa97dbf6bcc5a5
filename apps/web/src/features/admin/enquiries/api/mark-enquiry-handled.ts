/** PATCH /api/enquiry/{id}/handled {handled}: an enquiry or quote request handled, or new again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnquiryListItem } from '@shop/shared/enquiries/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function markEnquiryHandled({ id, handled }: { id: string; handled: boolean }) {
  return adminFetch<EnquiryListItem>(`/enquiry/${encodeURIComponent(id)}/handled`, {
    method: 'PATCH',
    body: { handled },
  });
}

export function useMarkEnquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEnquiryHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'enquiries'] }),
  });
}
