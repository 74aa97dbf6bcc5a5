/**
 * The reviews contract: a review as the product page and the back office
 * read it (the feedback fields, plus rating, pictures and the reply's date), the fields of
 * the Give Feedback form, the administrator's reply and the Reviews screen's list query.
 */
import { z } from 'zod';
import { pagingQuerySchema } from '../http/paging';
import { feedbackMessages as m, MAX_FEEDBACK_LENGTH, MAX_REPLY_LENGTH } from './messages';

export const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  userId: z.object({ _id: z.string(), email: z.string() }),
  userEmail: z.string(),
  feedback: z.string(),
  rating: z.number().int().min(1).max(5),
  /** Uploaded pictures, stored as WebP (resolved against the backend host). */
  images: z.array(z.string()),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The back office's view: the product's name beside each review. */
export const adminReviewSchema = reviewSchema.extend({ productName: z.string() });
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

export const adminReviewListQuerySchema = pagingQuerySchema.extend({
  /** Only reviews without a reply yet. */
  unanswered: z.stringbool().optional(),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;
