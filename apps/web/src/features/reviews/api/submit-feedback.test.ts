import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { feedbackComplete, outcomeOf } from './submit-feedback';

const error = (status: number, message: string) =>
  new ApiError({ status, code: 'X', message, fromServer: true });
const saved = { status: 'fulfilled', value: {} } as const;
const refused = (reason: unknown) => ({ status: 'rejected', reason }) as const;

describe('what an order’s feedback came to', () => {
  it('names each product’s outcome: saved, reviewed before (409) or failed', () => {
    const tooBig = error(400, 'Image size should be less than 10MB');
    expect(outcomeOf('a', saved)).toEqual({ productId: 'a', status: 'saved' });
    expect(outcomeOf('b', refused(error(409, 'reviewed')))).toEqual({
      productId: 'b',
      status: 'reviewedBefore',
    });
    expect(outcomeOf('c', refused(tooBig))).toEqual({
      productId: 'c',
      status: 'failed',
      error: tooBig,
    });
  });

  it('is complete when every product was saved, or saved now beside ones reviewed before', () => {
    expect(feedbackComplete([outcomeOf('a', saved), outcomeOf('b', saved)])).toBe(true);
    expect(
      feedbackComplete([outcomeOf('a', refused(error(409, 'reviewed'))), outcomeOf('b', saved)]),
    ).toBe(true);
  });

  it('is not complete when every product was reviewed before: nothing new was saved', () => {
    expect(
      feedbackComplete([
        outcomeOf('a', refused(error(409, 'reviewed'))),
        outcomeOf('b', refused(error(409, 'again'))),
      ]),
    ).toBe(false);
  });

  it('is not complete while one product failed, even among saved ones', () => {
    const tooBig = error(400, 'Image size should be less than 10MB');
    expect(feedbackComplete([outcomeOf('a', saved), outcomeOf('b', refused(tooBig))])).toBe(false);
  });
});
