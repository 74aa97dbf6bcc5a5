/** Days and times as the shop reads them: India (UTC+5:30, no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The first instant of a day (YYYY-MM-DD) in India. */
export const indiaDayStart = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** Today in India, as YYYY-MM-DD. */
export const indiaToday = (now: Date) =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** `27-Nov-2026`: the day in India, with a month name no locale spells differently. */
export function indiaDate(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const day = String(india.getUTCDate()).padStart(2, '0');
  return `${day}-${MONTHS[india.getUTCMonth()]}-${india.getUTCFullYear()}`;
}

/** `27-Nov-2026 14:05`, India time. */
export function indiaDateTime(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  return `${indiaDate(at)} ${india.toISOString().slice(11, 16)}`;
}

/** The first instant of a month (YYYY-MM) in India, and of the next. */
export function indiaMonth(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, number - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, number, 1) - IST_OFFSET_MS),
  };
}
