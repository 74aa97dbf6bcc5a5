/**
 * POST /api/feedback: a review of one product from a delivered order, sent as multipart form
 * data (productId, feedback, rating, images[]); the Give Feedback modal sends one per order item.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

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

/** One call per product; fails with the first failure once every call has answered. */
export async function submitOrderFeedback(
  productIds: readonly string[],
  review: Omit<FeedbackInput, 'productId'>,
): Promise<void> {
  const results = await Promise.allSettled(
    productIds.map((productId) => submitFeedback({ ...review, productId })),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
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
