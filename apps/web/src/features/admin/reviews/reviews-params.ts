/** The Reviews screen's list state, kept in the address (?unanswered=1&page=); a bad page is 1. */
import { MAX_PAGE_LIMIT } from '@shop/shared/http/paging';
import { readPage, writeListParams } from '@/features/admin/components/list-params';

export const REVIEWS_PAGE_SIZE = MAX_PAGE_LIMIT;

export interface ReviewsParams {
  unanswered: boolean;
  page: number;
}

export function readReviewsParams(search: URLSearchParams): ReviewsParams {
  return { unanswered: search.get('unanswered') === '1', page: readPage(search) };
}

export function writeReviewsParams({ unanswered, page }: ReviewsParams): URLSearchParams {
  const search = new URLSearchParams();
  if (unanswered) search.set('unanswered', '1');
  return writeListParams({ page }, search);
}
