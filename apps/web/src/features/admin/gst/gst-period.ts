/**
 * The GST screen's period: a month, or a quarter of the financial year for an accountant who
 * files quarterly (QRMP). It is kept in the URL (?month=YYYY-MM or ?quarter=YYYY-Qn), so a link
 * or a reload shows the same period, and the API is asked with the same words.
 */
import {
  gstMonthSchema,
  gstQuarterSchema,
  indianMonthOf,
  monthsOf,
  quarterOf,
} from '@shop/shared/gst/returns';

export type PeriodKind = 'month' | 'quarter';

/** Financial years offered before the current one: returns are revised for a few years at most. */
export const EARLIER_YEARS = 3;

export const kindOf = (period: string): PeriodKind => (period.includes('Q') ? 'quarter' : 'month');

/** `month=YYYY-MM` or `quarter=YYYY-Qn`: the page's URL and the API's query alike. */
export const periodQuery = (period: string) => new URLSearchParams({ [kindOf(period)]: period });

/** The period the URL names; this month (India) when it names none or one badly written. */
export function periodFromSearch(search: URLSearchParams, now: Date): string {
  const quarter = search.get('quarter') ?? '';
  if (gstQuarterSchema.safeParse(quarter).success) return quarter;
  const month = search.get('month') ?? '';
  return gstMonthSchema.safeParse(month).success ? month : indianMonthOf(now);
}

/**
 * The period after choosing Month or Quarter: a month becomes its quarter; a quarter becomes its
 * latest month already begun (a quarter still running has months the API refuses yet).
 */
export function switchKind(period: string, kind: PeriodKind, now: Date): string {
  if (kindOf(period) === kind) return period;
  if (kind === 'quarter') return quarterOf(period);
  const months = monthsOf(period);
  const thisMonth = indianMonthOf(now);
  return months.filter((month) => month <= thisMonth).at(-1) ?? months[0]!;
}

/** The quarters begun so far in this financial year and every quarter of the earlier ones, newest first. */
export function quarterChoices(now: Date): string[] {
  const current = quarterOf(indianMonthOf(now));
  const thisYear = Number(current.slice(0, 4));
  const choices: string[] = [];
  for (let year = thisYear; year >= thisYear - EARLIER_YEARS; year--) {
    for (let quarter = 4; quarter >= 1; quarter--) {
      const choice = `${year}-Q${quarter}`;
      if (choice <= current) choices.push(choice);
    }
  }
  return choices;
}
