/**
 * The back office's export files (decision 053): where each is downloaded, and what is wrong
 * with a range before the server is asked. The files are plain links (the admin cookie
 * authorises them), so the browser saves them as it does the GST CSVs.
 */
import {
  exportRangeSchema,
  invoicesZipQuerySchema,
  paperworkMessages as m,
  type ExportRange,
} from '@shop/shared/paperwork/schemas';

const IST_OFFSET_MS = 330 * 60_000;

/** Today in India as YYYY-MM-DD: the days of the exports are the shop's. */
export const indiaToday = (now: Date) =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The range's problems by field (empty when it can be downloaded), as the server would say. */
export function rangeProblems(
  range: ExportRange,
  now: Date,
): Partial<Record<'from' | 'to', string>> {
  const parsed = exportRangeSchema.safeParse(range);
  const problems: Partial<Record<'from' | 'to', string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'from' ? 'from' : 'to';
      problems[field] ??= issue.message;
    }
    return problems;
  }
  if (range.to > indiaToday(now)) problems.to = m.rangeInFuture;
  return problems;
}

export function monthProblem(month: string, now: Date): string | undefined {
  if (!invoicesZipQuerySchema.safeParse({ month }).success) return m.monthInvalid;
  if (month > indiaToday(now).slice(0, 7)) return m.monthInFuture;
  return undefined;
}

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
export const ordersCsvPath = (range: ExportRange) => `/api/exports/orders.csv?${query(range)}`;
export const salesRegisterPath = (range: ExportRange, level: 'invoice' | 'line') =>
  `/api/exports/sales-register.csv?${query({ ...range, level })}`;
export const invoicesZipPath = (month: string) => `/api/exports/invoices.zip?${query({ month })}`;
