/**
 * After a review is added or answered: the product's open pages hear of it (`feedbackAdded`,
 * `feedbackReplied`) or taken down (`feedbackRemoved`), and only they, through the product's room;
 * the reviewer gets an e-mail with the shop's reply.
 */
import { realtimeEvents } from '@shop/shared/realtime/events';
import type { RemovedReview, Review } from '@shop/shared/reviews/schemas';
import type { Mailer } from '../../lib/mailer';
import { productRoom, type Realtime } from '../../plugins/realtime';
import { reviewAnsweredEmail } from './reviews.emails';
import type { ReviewAnswered } from './reviews.service';

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

/** The reviewer's e-mail about the shop's reply. */
export function reviewReplyEmails(deps: {
  mailer: Mailer;
  shop: { name: string; publicUrl: string };
}) {
  return (answered: ReviewAnswered) => deps.mailer.send(reviewAnsweredEmail(answered, deps.shop));
}
