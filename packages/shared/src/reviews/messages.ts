/** Review (feedback) texts and limits (operations.md sections 3, 5 and 8; DECISIONS.md section 8). */
export const feedbackMessages = {
  submitted: 'Feedback submitted',
  failed: 'Failed to submit feedback',
  tooManyImages: 'You can attach up to 4 images',
  imagesOnly: 'Please choose image files only',
} as const;

export const FEEDBACK_RATINGS = [5, 4, 3, 2, 1] as const;
export const DEFAULT_FEEDBACK_RATING = 5;
export const MAX_FEEDBACK_IMAGES = 4;
