/**
 * GET /api/feedback/{productId}: a product's reviews, newest first. A failed load is ignored and
 * reads as no reviews: the product page is still worth reading without them. Live events
 * (feedbackAdded, feedbackReplied) update this entry with setQueryData.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@shop/shared/reviews/schemas';
import { apiFetch } from '@/lib/api-client';

export async function getProductReviews(productId: string): Promise<Review[]> {
  try {
    const answer = await apiFetch<unknown>(`/feedback/${encodeURIComponent(productId)}`);
    return Array.isArray(answer) ? (answer as Review[]) : [];
  } catch {
    return [];
  }
}

export function productReviewsQueryKey(productId: string) {
  return ['feedback', productId] as const;
}

export function getProductReviewsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: productReviewsQueryKey(productId),
    queryFn: () => getProductReviews(productId),
  });
}

export function useProductReviews(productId: string) {
  return useQuery(getProductReviewsQueryOptions(productId));
}
