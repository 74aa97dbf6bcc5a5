/**
 * How late a credit note may be issued against an invoice: until 30 November following the end
 * of the financial year (April to March) in which the invoice was issued, India time.
 */
import { IST_OFFSET_MS, indiaClock } from '../../lib/india-time';

/** The first instant at which a credit note for an invoice issued at `invoiceIssuedAt` is too late. */
export function creditNoteDeadline(invoiceIssuedAt: Date): Date {
  const india = indiaClock(invoiceIssuedAt);
  const financialYearStart =
    india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  // 1 December of the calendar year in which the financial year ends, midnight in India.
  return new Date(Date.UTC(financialYearStart + 1, 11, 1) - IST_OFFSET_MS);
}
