/**
 * How the dashboard words its figures (docs/decisions/052): a trend only when the server computed
 * one, never a fixed figure; the chart's text alternative.
 */
import { dashboardMessages as t } from '@shop/shared/admin/desk-messages';
import type { DashboardStats, Trend } from '@shop/shared/admin/schemas';
import { formatRupees } from '@shop/shared/money';

/** "+12% vs the 7 days before", "-3% vs …", "0% vs …"; null when there is no trend. */
export function trendText(trend: Trend | undefined, comparedWith: string): string | null {
  if (trend === null || trend === undefined) return null;
  return t.trend(trend, comparedWith);
}

/** Whether a trend reads as up, down or flat: its arrow and colour follow, beside the words. */
export function trendDirection(trend: number): 'up' | 'down' | 'flat' {
  return trend > 0 ? 'up' : trend < 0 ? 'down' : 'flat';
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "27 Nov" for 2026-11-27 (a day in India, read as the date it names). */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** The sales chart's text alternative: the total and the best day. */
export function salesChartDescription(days: DashboardStats['salesByDay']): string {
  const total = days.reduce((sum, day) => sum + Math.round(day.sales * 100), 0) / 100;
  const best = days.reduce<(typeof days)[number] | undefined>(
    (top, day) => (day.sales > (top?.sales ?? 0) ? day : top),
    undefined,
  );
  return t.chartDescription(
    formatRupees(total),
    best ? t.chartBestDay(dayLabel(best.date), formatRupees(best.sales)) : '',
  );
}
