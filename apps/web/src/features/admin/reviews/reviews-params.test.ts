import { describe, expect, it } from 'vitest';
import { readReviewsParams, writeReviewsParams } from './reviews-params';

describe('the Reviews screen’s address', () => {
  it('reads the filter and the page, a bad page as 1', () => {
    expect(readReviewsParams(new URLSearchParams('unanswered=1&page=3'))).toEqual({
      unanswered: true,
      page: 3,
    });
    expect(readReviewsParams(new URLSearchParams('page=-2'))).toEqual({
      unanswered: false,
      page: 1,
    });
    expect(readReviewsParams(new URLSearchParams('page=abc&unanswered=yes'))).toEqual({
      unanswered: false,
      page: 1,
    });
  });

  it('writes only what differs from the first page of all reviews', () => {
    expect(writeReviewsParams({ unanswered: false, page: 1 }).toString()).toBe('');
    expect(writeReviewsParams({ unanswered: true, page: 2 }).toString()).toBe(
      'unanswered=1&page=2',
    );
  });
});
