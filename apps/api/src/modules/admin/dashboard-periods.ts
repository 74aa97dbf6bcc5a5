/**
 * The dashboard's periods and trends (docs/decisions/052), pure so they can be tested without a
 * clock. India keeps UTC+05:30 all year, so a day in India is a fixed offset from UTC.
 */
import type { Trend } from '@shop/shared/admin/schemas';
import { indianDay as indianDate, indianMidnight } from '../../lib/india-time';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Period {
  from: Date;
  to: Date;
}

export { indianDate, indianMidnight };

/** A period and the one of the same length just before it. */
export interface ComparedPeriods {
  current: Period;
  previous: Period;
}

const shift = (period: Period, ms: number): Period => ({
  from: new Date(period.from.getTime() - ms),
  to: new Date(period.to.getTime() - ms),
});

/**
 * Today since midnight in India against yesterday from midnight to the same time; the last 7 and
 * 30 days up to now against the 7 and 30 before.
 */
export function salesPeriods(
  now: Date,
): Record<'today' | 'last7Days' | 'last30Days', ComparedPeriods> {
  const today = { from: indianMidnight(now), to: now };
  const rolling = (days: number): ComparedPeriods => {
    const current = { from: new Date(now.getTime() - days * DAY_MS), to: now };
    return { current, previous: shift(current, days * DAY_MS) };
  };
  return {
    today: { current: today, previous: shift(today, DAY_MS) },
    last7Days: rolling(7),
    last30Days: rolling(30),
  };
}

/** The last `days` days in India, oldest first, today last: the sales chart's days. */
export function lastIndianDays(now: Date, days: number): { dates: string[]; from: Date } {
  const from = new Date(indianMidnight(now).getTime() - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, i) =>
    indianDate(new Date(from.getTime() + i * DAY_MS)),
  );
  return { dates, from };
}

/** The change from `previous` to `current` in whole percent; none when there was nothing before. */
export function trend(current: number, previous: number): Trend {
  if (!(previous > 0)) return null;
  return Math.round(((current - previous) / previous) * 100);
}

export const DAYS = DAY_MS;
