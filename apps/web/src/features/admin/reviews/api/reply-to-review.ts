/** POST /api/feedback/{id}/reply {reply}: the administrator's reply; the lists are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffReview } from '@shop/shared/reviews/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function replyToReview({ id, reply }: { id: string; reply: string }): Promise<StaffReview> {
  return adminFetch<StaffReview>(`/feedback/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body: { reply },
  });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
  });
}
