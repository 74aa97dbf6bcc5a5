/**
 * After a review is added or answered: the product's open pages hear of it (`feedbackAdded`,
 * `feedbackReplied`) or taken down (`feedbackRemoved`), and only they, through the product's room.
 */
import { realtimeEvents } from '@shop/shared/realtime/events';
import type { RemovedReview, Review } from '@shop/shared/reviews/schemas';
import { productRoom, type Realtime } from '../../plugins/realtime';

export function reviewNotifications(realtime: Pick<Realtime, 'toRoom'>) {
  return {
    added: ({ review }: { review: Review }) =>
      realtime.toRoom(productRoom(review.productId), realtimeEvents.feedbackAdded, review),
    replied: ({ review }: { review: Review }) =>
      realtime.toRoom(productRoom(review.productId), realtimeEvents.feedbackReplied, review),
    removed: ({ review }: { review: RemovedReview }) =>
      realtime.toRoom(productRoom(review.productId), realtimeEvents.feedbackRemoved, review),
  };
}
