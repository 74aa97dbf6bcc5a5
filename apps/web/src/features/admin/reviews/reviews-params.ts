/** The Reviews screen's list state, kept in the address (?unanswered=1&page=); a bad page is 1. */
import { MAX_PAGE_LIMIT } from '@shop/shared/http/paging';

export const REVIEWS_PAGE_SIZE = MAX_PAGE_LIMIT;

export interface ReviewsParams {
  unanswered: boolean;
  page: number;
}

export function readReviewsParams(search: URLSearchParams): ReviewsParams {
  const page = Number(search.get('page'));
  return {
    unanswered: search.get('unanswered') === '1',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeReviewsParams({ unanswered, page }: ReviewsParams): URLSearchParams {
  const search = new URLSearchParams();
  if (unanswered) search.set('unanswered', '1');
  if (page > 1) search.set('page', String(page));
  return search;
}
