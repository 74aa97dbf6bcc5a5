import { describe, expect, it } from 'vitest';
import type { Review } from '@shop/shared/reviews/schemas';
import { feedbackImagesProblem } from './feedback-images';
import {
  isReview,
  reviewAuthor,
  reviewSummary,
  withReviewAdded,
  withReviewRemoved,
  withReviewReplaced,
} from './review-list';

const review = (id: string, rating = 5, overrides: Partial<Review> = {}): Review => ({
  _id: id,
  productId: 'p1',
  authorName: 'Asha R.',
  feedback: 'Good',
  rating,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  reply: null,
  repliedAt: null,
  ...overrides,
});

describe('live review events', () => {
  it('puts an added review first, without doubling one already listed', () => {
    expect(withReviewAdded([review('a')], review('b')).map((r) => r._id)).toEqual(['b', 'a']);
    expect(withReviewAdded([review('b'), review('a')], review('b')).map((r) => r._id)).toEqual([
      'b',
      'a',
    ]);
    expect(withReviewAdded(undefined, review('a')).map((r) => r._id)).toEqual(['a']);
  });

  it('replaces the review of the same id with its reply, leaving the others', () => {
    const replied = review('a', 5, { reply: 'Thanks' });
    expect(withReviewReplaced([review('b'), review('a')], replied)).toEqual([review('b'), replied]);
    expect(withReviewReplaced([review('b')], replied)).toEqual([review('b')]);
  });

  it('takes out the review staff took down, leaving the others', () => {
    expect(withReviewRemoved([review('b'), review('a')], 'a')).toEqual([review('b')]);
    expect(withReviewRemoved(undefined, 'a')).toBeUndefined();
  });

  it('recognises a review payload and nothing else', () => {
    expect(isReview(review('a'))).toBe(true);
    expect(isReview({ _id: 'a' })).toBe(false);
    expect(isReview(null)).toBe(false);
  });
});

describe('reviewSummary', () => {
  const none = { averageRating: null, reviewCount: 0 };
  it('is the live list’s average when it holds every review', () => {
    expect(reviewSummary([review('a', 5), review('b', 4), review('c', 4)], none)).toEqual({
      average: 4.3,
      count: 3,
    });
  });
  it('is the product’s figures when they count more reviews than the list holds', () => {
    expect(reviewSummary([review('a', 1)], { averageRating: 4.2, reviewCount: 250 })).toEqual({
      average: 4.2,
      count: 250,
    });
  });
  it('is nothing without reviews', () => {
    expect(reviewSummary([], none)).toBeNull();
  });
});

describe('reviewAuthor', () => {
  it('is the display name, else the fallback', () => {
    expect(reviewAuthor(review('a'), 'User')).toBe('Asha R.');
    expect(reviewAuthor(review('a', 5, { authorName: '' }), 'User')).toBe('User');
  });
});

describe('feedbackImagesProblem', () => {
  const image = { type: 'image/jpeg' };
  it('accepts none or up to 4 images', () => {
    expect(feedbackImagesProblem([])).toBeNull();
    expect(feedbackImagesProblem([image, image, image, image])).toBeNull();
  });
  it('refuses a fifth image or a file that is not an image', () => {
    expect(feedbackImagesProblem([image, image, image, image, image])).toBe(
      'You can attach up to 4 images',
    );
    expect(feedbackImagesProblem([{ type: 'application/pdf' }])).toBe(
      'Please choose image files only',
    );
  });
});
