/** PATCH /api/admin/feedback/{id} {hidden}: take a review down or put it back; the lists are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffReview } from '@shop/shared/reviews/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function setReviewHidden({
  id,
  hidden,
}: {
  id: string;
  hidden: boolean;
}): Promise<StaffReview> {
  return adminFetch<StaffReview>(`/admin/feedback/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { hidden },
  });
}

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
  });
}
