/**
 * The reviews contract: a review as the product page reads it (the author by display name only)
 * and as the back office reads it (with the author's e-mail), the fields of
 * the Give Feedback form, the administrator's reply and the Reviews screen's list query.
 */
import { z } from 'zod';
import { pagingQuerySchema } from '../http/paging';
import { feedbackMessages as m, MAX_FEEDBACK_LENGTH, MAX_REPLY_LENGTH } from './messages';

/**
 * A review as anyone may read it. The author is a display name ("Sai K."), never an e-mail: a
 * route answering this schema strips the staff fields, see docs/decisions/032-reviews-under-abuse.md.
 */
export const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  /** First name and the initial of the last name ("Sai K."), or the first name alone. */
  authorName: z.string(),
  feedback: z.string(),
  rating: z.number().int().min(1).max(5),
  /** Uploaded pictures, stored as WebP (resolved against the backend host). */
  images: z.array(z.string()),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review as staff read it: the author's account and e-mail too. */
export const staffReviewSchema = reviewSchema.extend({
  userId: z.object({ _id: z.string(), email: z.string() }),
  userEmail: z.string(),
  /** Taken down by staff: left out of the product page and its rating. */
  hidden: z.boolean(),
});
export type StaffReview = z.infer<typeof staffReviewSchema>;

/** The back office's view: the product's name beside each review. */
export const adminReviewSchema = staffReviewSchema.extend({ productName: z.string() });
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** The text fields of POST /api/feedback (multipart, beside up to 4 image parts). */
export const feedbackCreateSchema = z.object({
  productId: z
    .string({ error: m.productRequired })
    .trim()
    .min(1, m.productRequired)
    .pipe(z.guid({ error: m.productInvalid })),
  feedback: z
    .string()
    .trim()
    .max(MAX_FEEDBACK_LENGTH, m.feedbackTooLong)
    .optional()
    .transform((text) => text ?? ''),
  rating: z.coerce
    .number({ error: m.ratingInvalid })
    .int(m.ratingInvalid)
    .min(1, m.ratingInvalid)
    .max(5, m.ratingInvalid),
});
export type FeedbackCreateInput = z.infer<typeof feedbackCreateSchema>;

export const replySchema = z.object({
  reply: z
    .string({ error: m.replyRequired })
    .trim()
    .min(1, m.replyRequired)
    .max(MAX_REPLY_LENGTH, m.replyTooLong),
});
export type ReplyInput = z.infer<typeof replySchema>;

/** PATCH /api/admin/feedback/{id}: take a review down, or put it back. */
export const reviewVisibilitySchema = z.object({ hidden: z.boolean() });
export type ReviewVisibilityInput = z.infer<typeof reviewVisibilitySchema>;

/** What the product room hears when staff take a review down. */
export interface RemovedReview {
  _id: string;
  productId: string;
}

export const adminReviewListQuerySchema = pagingQuerySchema.extend({
  /** Only reviews without a reply yet. */
  unanswered: z.stringbool().optional(),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;
