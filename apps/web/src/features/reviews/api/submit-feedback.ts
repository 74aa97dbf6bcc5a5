/**
 * POST /api/feedback: a review of one product from a delivered order, sent as multipart form
 * data (productId, feedback, rating, images[]); the Give Feedback modal sends one per order item.
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

/**
 * What the calls for an order's products came to: the first real failure, if any. A product the
 * customer reviewed already (409) is done, not failed, so sending the form again after a partial
 * failure completes it; only when every product was reviewed before does the 409 count, so the
 * customer learns why nothing new was saved.
 */
export function orderFeedbackFailure(results: readonly PromiseSettledResult<unknown>[]): unknown {
  const rejected = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  const failure = rejected.find((reason) => !isApiError(reason, 409));
  if (failure !== undefined) return failure;
  return rejected.length === results.length ? rejected[0] : undefined;
}

/**
 * One call per product, one after the other: the server receives at most two uploads of a
 * customer at once, and the pictures go with every call. Fails once every call has answered,
 * with the first real failure.
 */
export async function submitOrderFeedback(
  productIds: readonly string[],
  review: Omit<FeedbackInput, 'productId'>,
): Promise<void> {
  const results: PromiseSettledResult<unknown>[] = [];
  for (const productId of productIds) {
    const [result] = await Promise.allSettled([submitFeedback({ ...review, productId })]);
    results.push(result!);
  }
  const failure = orderFeedbackFailure(results);
  if (failure !== undefined) throw failure;
}

export function useSubmitOrderFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productIds: readonly string[] } & Omit<FeedbackInput, 'productId'>) => {
      const { productIds, ...review } = input;
      return submitOrderFeedback(productIds, review);
    },
    // Product pages show reviews under ['feedback', ...].
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['feedback'] }),
  });
}
