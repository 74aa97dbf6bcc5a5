/**
 * POST /api/feedback: a review of one product from a delivered order, sent as multipart form
 * data (productId, feedback, rating, images[]); the Give Feedback modal sends one per product of
 * the order, each with its own rating, text and pictures.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';

export type FeedbackInput = {
  productId: string;
  feedback: string;
  rating: number;
  images: readonly File[];
};

export function submitFeedback(input: FeedbackInput): Promise<unknown> {
  const form = new FormData();
  form.append('productId', input.productId);
  form.append('feedback', input.feedback);
  form.append('rating', String(input.rating));
  for (const image of input.images) form.append('images', image, image.name);
  return apiFetch<unknown>('/feedback', { method: 'POST', body: form });
}

/** How one product's review ended: saved now, reviewed before (409), or refused. */
export type FeedbackOutcome =
  | { productId: string; status: 'saved' | 'reviewedBefore' }
  | { productId: string; status: 'failed'; error: unknown };

export function outcomeOf(
  productId: string,
  result: PromiseSettledResult<unknown>,
): FeedbackOutcome {
  if (result.status === 'fulfilled') return { productId, status: 'saved' };
  if (isApiError(result.reason, 409)) return { productId, status: 'reviewedBefore' };
  return { productId, status: 'failed', error: result.reason };
}

/**
 * Whether the order's feedback is complete: every product it was sent for is saved now or was
 * reviewed before, and at least one is new. Reviewed-before is done, not failed, so sending the
 * form again after a partial failure completes it; when every product was reviewed before,
 * nothing new was saved and the dialog stays to say so.
 */
export function feedbackComplete(outcomes: readonly FeedbackOutcome[]): boolean {
  return (
    outcomes.every((outcome) => outcome.status !== 'failed') &&
    outcomes.some((outcome) => outcome.status === 'saved')
  );
}

/**
 * One call per product, one after the other: the server receives at most two uploads of a
 * customer at once. Answers each product's outcome once every call has answered.
 */
export async function submitOrderFeedback(
  reviews: readonly FeedbackInput[],
): Promise<FeedbackOutcome[]> {
  const outcomes: FeedbackOutcome[] = [];
  for (const review of reviews) {
    const [result] = await Promise.allSettled([submitFeedback(review)]);
    outcomes.push(outcomeOf(review.productId, result!));
  }
  return outcomes;
}

export function useSubmitOrderFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOrderFeedback,
    // Product pages show reviews under ['feedback', ...].
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['feedback'] }),
  });
}
