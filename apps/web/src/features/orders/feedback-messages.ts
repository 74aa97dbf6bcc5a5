/**
 * Give Feedback texts (operations.md sections 5 and 8, DECISIONS.md section 8). They move to
 * packages/shared (reviews/messages.ts) when the feedback API is built, so the server says the
 * same words.
 */
export const feedbackMessages = {
  submitted: 'Feedback submitted',
  failed: 'Failed to submit feedback',
  tooManyImages: 'You can attach up to 4 images',
  imagesOnly: 'Please choose image files only',
} as const;

export const FEEDBACK_RATINGS = [5, 4, 3, 2, 1] as const;
export const DEFAULT_FEEDBACK_RATING = 5;
export const MAX_FEEDBACK_IMAGES = 4;

/** Why the chosen files cannot be sent, or null when they can. */
export function feedbackImagesProblem(files: readonly Pick<File, 'type'>[]): string | null {
  if (files.length > MAX_FEEDBACK_IMAGES) return feedbackMessages.tooManyImages;
  if (files.some((file) => !file.type.startsWith('image/'))) return feedbackMessages.imagesOnly;
  return null;
}
