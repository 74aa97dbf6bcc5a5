/** GET /api/admin/feedback?unanswered=&page=&limit=: one page of reviews, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReview } from '@shop/shared/reviews/schemas';
import { adminFetchPage } from '@/features/admin/api/admin-fetch';
import { pageQuery } from '@/features/admin/components/list-params';
import { REVIEWS_PAGE_SIZE, type ReviewsParams } from '../reviews-params';

export function getAdminReviews({ unanswered, page }: ReviewsParams) {
  const search = pageQuery({ page }, REVIEWS_PAGE_SIZE);
  if (unanswered) search.set('unanswered', 'true');
  return adminFetchPage<AdminReview>(`/admin/feedback?${search}`);
}

export function getAdminReviewsQueryOptions(params: ReviewsParams) {
  return queryOptions({
    queryKey: ['admin', 'reviews', params],
    queryFn: () => getAdminReviews(params),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReviews(params: ReviewsParams) {
  return useQuery(getAdminReviewsQueryOptions(params));
}
