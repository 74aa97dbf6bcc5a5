/** Which chosen feedback images can be sent (the limits are the shared ones). */
import { feedbackMessages, MAX_FEEDBACK_IMAGES } from '@shop/shared/reviews/messages';

/** Why the chosen files cannot be sent, or null when they can. */
export function feedbackImagesProblem(files: readonly Pick<File, 'type'>[]): string | null {
  if (files.length > MAX_FEEDBACK_IMAGES) return feedbackMessages.tooManyImages;
  if (files.some((file) => !file.type.startsWith('image/'))) return feedbackMessages.imagesOnly;
  return null;
}
