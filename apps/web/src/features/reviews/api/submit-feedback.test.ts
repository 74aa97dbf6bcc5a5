import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { orderFeedbackFailure } from './submit-feedback';

const error = (status: number, message: string) =>
  new ApiError({ status, code: 'X', message, fromServer: true });
const saved = { status: 'fulfilled', value: {} } as const;
const refused = (reason: unknown) => ({ status: 'rejected', reason }) as const;

describe('what an order’s feedback came to', () => {
  it('succeeds when every product was saved', () => {
    expect(orderFeedbackFailure([saved, saved])).toBeUndefined();
  });

  it('counts a product reviewed before as done when another was saved now', () => {
    expect(orderFeedbackFailure([refused(error(409, 'reviewed')), saved])).toBeUndefined();
  });

  it('says why nothing was saved when every product was reviewed before', () => {
    const already = error(409, 'You have already reviewed this product');
    expect(orderFeedbackFailure([refused(already), refused(error(409, 'again'))])).toBe(already);
  });

  it('reports a real failure even among products reviewed before', () => {
    const tooBig = error(400, 'Image size should be less than 10MB');
    expect(orderFeedbackFailure([refused(error(409, 'reviewed')), refused(tooBig), saved])).toBe(
      tooBig,
    );
  });
});
