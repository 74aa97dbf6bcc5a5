/** The dashboard's periods in India and its trends (docs/decisions/052). */
import { describe, expect, it } from 'vitest';
import {
  indianDate,
  indianMidnight,
  lastIndianDays,
  salesPeriods,
  trend,
} from './dashboard-periods';

describe('the dashboard periods', () => {
  it('start the day at midnight in India (18:30 UTC the day before)', () => {
    expect(indianMidnight(new Date('2026-11-26T18:29:59.999Z')).toISOString()).toBe(
      '2026-11-25T18:30:00.000Z',
    );
    expect(indianMidnight(new Date('2026-11-26T18:30:00.000Z')).toISOString()).toBe(
      '2026-11-26T18:30:00.000Z',
    );
    expect(indianDate(new Date('2026-11-26T18:30:00.000Z'))).toBe('2026-11-27');
    expect(indianDate(new Date('2026-11-26T18:29:59.999Z'))).toBe('2026-11-26');
  });

  it('compare today with yesterday to the same time, and rolling periods with the ones before', () => {
    const now = new Date('2026-11-27T06:00:00.000Z');
    const periods = salesPeriods(now);
    expect(periods.today.current.from.toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(periods.today.previous).toEqual({
      from: new Date('2026-11-25T18:30:00.000Z'),
      to: new Date('2026-11-26T06:00:00.000Z'),
    });
    expect(periods.last7Days.previous).toEqual({
      from: new Date('2026-11-13T06:00:00.000Z'),
      to: new Date('2026-11-20T06:00:00.000Z'),
    });
    const { dates, from } = lastIndianDays(now, 30);
    expect([dates[0], dates.at(-1), dates.length]).toEqual(['2026-10-29', '2026-11-27', 30]);
    expect(from.toISOString()).toBe('2026-10-28T18:30:00.000Z');
  });

  it('compute a trend in whole percent, none when there was nothing before', () => {
    expect(trend(112, 100)).toBe(12);
    expect(trend(97, 100)).toBe(-3);
    expect(trend(5, 5)).toBe(0);
    expect(trend(5, 0)).toBeNull();
    expect(trend(0, 0)).toBeNull();
  });
});
