/** How live review events change a product's list, and what its summary line shows. */
import type { Review } from '@shop/shared/reviews/schemas';

export function isReview(value: unknown): value is Review {
  const review = value as Review;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof review._id === 'string' &&
    typeof review.productId === 'string' &&
    typeof review.rating === 'number' &&
    typeof review.feedback === 'string' &&
    Array.isArray(review.images)
  );
}

/** A new review goes first; one the list already holds (its own answer came first) is not doubled. */
export function withReviewAdded(list: Review[] | undefined, review: Review): Review[] {
  return [review, ...(list ?? []).filter((existing) => existing._id !== review._id)];
}

/** The review with the same id is replaced; a list without it stays as it is. */
export function withReviewReplaced(
  list: Review[] | undefined,
  review: Review,
): Review[] | undefined {
  return list?.map((existing) => (existing._id === review._id ? review : existing));
}

/** The review staff took down leaves the list; no list stays no list. */
export function withReviewRemoved(list: Review[] | undefined, id: string): Review[] | undefined {
  return list?.filter((existing) => existing._id !== id);
}

/** The author line of a review: the reviewer's display name ("Sai K."), else the fallback. */
export function reviewAuthor(review: Review, fallback: string): string {
  return review.authorName || fallback;
}

/**
 * The average and count the section heads with. The list is live but holds the newest reviews
 * only; the product's own figures count them all, so the larger count wins.
 */
export function reviewSummary(
  reviews: Review[],
  product: { averageRating: number | null; reviewCount: number },
): { average: number; count: number } | null {
  if (reviews.length >= product.reviewCount && reviews.length > 0) {
    const total = reviews.reduce((sum, review) => sum + review.rating, 0);
    return { average: Math.round((total / reviews.length) * 10) / 10, count: reviews.length };
  }
  if (product.reviewCount > 0 && product.averageRating !== null) {
    return { average: product.averageRating, count: product.reviewCount };
  }
  return null;
}
