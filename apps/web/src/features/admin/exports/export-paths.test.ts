import { paperworkMessages as m } from '@shop/shared/paperwork/schemas';
import { describe, expect, it } from 'vitest';
import {
  indiaToday,
  monthProblem,
  ordersCsvPath,
  rangeProblems,
  salesRegisterPath,
} from './export-paths';

// 20:00 UTC on 27 November is already 28 November in India.
const now = new Date('2026-11-27T20:00:00Z');

describe('the exports screen', () => {
  it("reads today as India's day", () => {
    expect(indiaToday(now)).toBe('2026-11-28');
  });

  it('accepts a range of whole days up to today in India', () => {
    expect(rangeProblems({ from: '2026-11-01', to: '2026-11-28' }, now)).toEqual({});
  });

  it('says what is wrong with a range, on the field concerned', () => {
    expect(rangeProblems({ from: '2026-11-10', to: '2026-11-01' }, now)).toEqual({
      to: m.rangeReversed,
    });
    expect(rangeProblems({ from: '2025-01-01', to: '2026-11-01' }, now)).toEqual({
      to: m.rangeTooLong,
    });
    expect(rangeProblems({ from: '2026-11-01', to: '2026-11-29' }, now)).toEqual({
      to: m.rangeInFuture,
    });
    expect(rangeProblems({ from: '', to: '2026-11-01' }, now).from).toBe(m.dateInvalid);
  });

  it('refuses a month not begun in India and a missing one', () => {
    expect(monthProblem('2026-11', now)).toBeUndefined();
    expect(monthProblem('2026-12', now)).toBe(m.monthInFuture);
    expect(monthProblem('', now)).toBe(m.monthInvalid);
  });

  it('links each file with its range', () => {
    const range = { from: '2026-11-01', to: '2026-11-28' };
    expect(ordersCsvPath(range)).toBe('/api/exports/orders.csv?from=2026-11-01&to=2026-11-28');
    expect(salesRegisterPath(range, 'line')).toBe(
      '/api/exports/sales-register.csv?from=2026-11-01&to=2026-11-28&level=line',
    );
  });
});
