/**
 * GET /api/feedback/{productId}: a product's reviews (storefront.md sections 3 and 7).
 * A failed load is ignored and reads as no reviews, as the spec says.
 * The review type lives here until the reviews API and its shared schema exist.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface ProductFeedback {
  _id: string;
  productId: string;
  userId?: { _id?: string; email?: string | null } | string | null;
  userEmail?: string | null;
  feedback: string;
  rating?: number | null;
  createdAt: string;
  reply?: string | null;
}

export async function getProductFeedback(productId: string): Promise<ProductFeedback[]> {
  try {
    const answer = await apiFetch<unknown>(`/feedback/${encodeURIComponent(productId)}`);
    return Array.isArray(answer) ? (answer as ProductFeedback[]) : [];
  } catch {
    return [];
  }
}

/** Realtime events (feedbackAdded, feedbackReplied) update this entry with setQueryData. */
export function productFeedbackQueryKey(productId: string) {
  return ['feedback', productId] as const;
}

export function getProductFeedbackQueryOptions(productId: string) {
  return queryOptions({
    queryKey: productFeedbackQueryKey(productId),
    queryFn: () => getProductFeedback(productId),
  });
}

export function useProductFeedback(productId: string | undefined) {
  return useQuery({
    ...getProductFeedbackQueryOptions(productId ?? ''),
    enabled: Boolean(productId),
  });
}

/** The author line of a review: its e-mail, else the reviewer's e-mail, else 'User'. */
export function feedbackAuthor(review: ProductFeedback, fallback: string): string {
  if (review.userEmail) return review.userEmail;
  if (typeof review.userId === 'object' && review.userId?.email) return review.userId.email;
  return fallback;
}
