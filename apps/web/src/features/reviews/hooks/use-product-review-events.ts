/**
 * Live reviews on a product page: the page watches its product's room;
 * `feedbackAdded` puts the review first, `feedbackReplied` replaces the review of the same id,
 * `feedbackRemoved` (staff took it down) takes it out.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { realtimeEvents } from '@shop/shared/realtime/events';
import type { RemovedReview, Review } from '@shop/shared/reviews/schemas';
import { useSession } from '@/lib/session';
import { subscribeToRealtime } from '@/lib/socket';
import { productReviewsQueryKey } from '../api/get-product-reviews';
import { isReview, withReviewAdded, withReviewRemoved, withReviewReplaced } from '../review-list';

export function useProductReviewEvents(productId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.data?._id ?? null;

  useEffect(() => {
    // Connect once the session is known, so a customer's socket carries their cookie at once.
    if (session.isPending) return;
    const key = productReviewsQueryKey(productId);
    return subscribeToRealtime(
      userId,
      {
        [realtimeEvents.feedbackAdded]: (payload: unknown) => {
          if (!isReview(payload) || payload.productId !== productId) return;
          queryClient.setQueryData<Review[]>(key, (list) => withReviewAdded(list, payload));
        },
        [realtimeEvents.feedbackReplied]: (payload: unknown) => {
          if (!isReview(payload) || payload.productId !== productId) return;
          queryClient.setQueryData<Review[]>(key, (list) => withReviewReplaced(list, payload));
        },
        [realtimeEvents.feedbackRemoved]: (payload: unknown) => {
          const removed = payload as Partial<RemovedReview> | null;
          if (typeof removed?._id !== 'string' || removed.productId !== productId) return;
          const id = removed._id;
          queryClient.setQueryData<Review[]>(key, (list) => withReviewRemoved(list, id));
        },
      },
      { productId },
    );
  }, [productId, queryClient, session.isPending, userId]);
}
