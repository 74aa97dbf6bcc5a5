/**
 * Days and times as the shop reads them. India keeps UTC+05:30 all year (no daylight saving), so
 * an Indian day or month is a fixed offset from UTC: the moment moved by the offset and read
 * through the UTC getters is India's wall clock.
 */
export const IST_OFFSET_MS = 330 * 60_000;

/**
 * Three letters each, written by hand: the locale data of some Node builds abbreviates September
 * as "Sept", which the GST offline tool refuses.
 */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** `at` as India's wall clock, to be read with the UTC getters. */
export const indiaClock = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);

/** The calendar day in India of a moment, YYYY-MM-DD. */
export const indianDay = (at: Date) => indiaClock(at).toISOString().slice(0, 10);

/** The first instant of a day (YYYY-MM-DD) in India. */
export const indianDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** Midnight in India of the day `at` falls on. */
export const indianMidnight = (at: Date) => indianDayStart(indianDay(at));

/** Minutes since midnight in India. */
export function minutesIntoIndianDay(at: Date): number {
  const clock = indiaClock(at);
  return clock.getUTCHours() * 60 + clock.getUTCMinutes();
}

/** The instants a calendar month (YYYY-MM) of India starts and ends: [from, to). */
export function indianMonthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS),
  };
}

/** `05-Nov-2026`: the day in India, as the GST returns and the exports write it. */
export function dayMonYear(at: Date): string {
  const clock = indiaClock(at);
  const day = String(clock.getUTCDate()).padStart(2, '0');
  return `${day}-${MONTH_ABBREVIATIONS[clock.getUTCMonth()]}-${clock.getUTCFullYear()}`;
}

/** `05-Nov-2026 14:05`, India time. */
export const dayMonYearTime = (at: Date) =>
  `${dayMonYear(at)} ${indiaClock(at).toISOString().slice(11, 16)}`;
