/**
 * The back office's GST returns: one month's (or, for a quarterly filer, one quarter's) invoices
 * and credit notes summarised as GSTR-1 reports them (B2B by buyer GSTIN, B2C large and small,
 * credit notes, the HSN summary in its B2B and B2C tables, the documents issued), and the
 * sections that download as the CSV files the GSTR-1 offline tool imports.
 */
import { z } from 'zod';

/**
 * The sections, each one CSV file. `hsn-b2b` and `hsn-b2c` are the tool's `hsn(b2b)` and
 * `hsn(b2c)` sheets (Table 12 has been two tables since the May 2025 return period); `docs` is
 * Table 13.
 */
export const gstReturnSections = [
  'b2b',
  'b2cl',
  'b2cs',
  'cdnr',
  'cdnur',
  'hsn-b2b',
  'hsn-b2c',
  'docs',
] as const;
export type GstReturnSection = (typeof gstReturnSections)[number];

export const gstReturnsMessages = {
  monthInvalid: 'Choose a month as YYYY-MM',
  quarterInvalid:
    'Choose a quarter as YYYY-Q1 to YYYY-Q4, YYYY being the year the financial year starts (Q1 is April to June)',
  periodOne: 'Choose either a month or a quarter',
  periodInFuture:
    'That period has not started yet: returns are for months and quarters already begun',
  sectionInvalid: `Choose a section: ${gstReturnSections.join(', ')}`,
  loadFailed: 'Failed to load the GST returns',
  heading: 'GST Returns',
  empty: 'No invoices or credit notes were issued in this period.',
  /** Under a table with no rows: a month's or a quarter's. */
  noneInPeriod: (period: string) => `None in this ${period.includes('Q') ? 'quarter' : 'month'}.`,
  intro: (periodName: string) =>
    `Invoices and credit notes issued in ${periodName}, summarised for GSTR-1.`,
} as const;

export const gstMonthSchema = z
  .string({ error: gstReturnsMessages.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, gstReturnsMessages.monthInvalid);
/** A quarter of the financial year: `2026-Q1` is April to June 2026, `2026-Q4` January to March 2027. */
export const gstQuarterSchema = z
  .string({ error: gstReturnsMessages.quarterInvalid })
  .regex(/^\d{4}-Q[1-4]$/, gstReturnsMessages.quarterInvalid);

const period = z
  .object({ month: gstMonthSchema.optional(), quarter: gstQuarterSchema.optional() })
  .refine((q) => (q.month === undefined) !== (q.quarter === undefined), {
    message: gstReturnsMessages.periodOne,
    path: ['month'],
  });
export const gstReturnsQuerySchema = period;
export const gstReturnsCsvQuerySchema = z
  .object({
    month: gstMonthSchema.optional(),
    quarter: gstQuarterSchema.optional(),
    section: z.enum(gstReturnSections, { error: gstReturnsMessages.sectionInvalid }),
  })
  .refine((q) => (q.month === undefined) !== (q.quarter === undefined), {
    message: gstReturnsMessages.periodOne,
    path: ['month'],
  });

/** The period a query names: a month (YYYY-MM) or a quarter (YYYY-Qn). */
export const periodOf = (query: { month?: string; quarter?: string }) =>
  (query.month ?? query.quarter)!;

/** The calendar months (YYYY-MM) of a period, in order. */
export function monthsOf(period: string): string[] {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (!quarter) return [period];
  const fyStart = Number(quarter[1]);
  const first = 3 + (Number(quarter[2]) - 1) * 3; // zero-based month: April is 3
  return [0, 1, 2].map((i) => {
    const m = first + i;
    const year = fyStart + Math.floor(m / 12);
    return `${year}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
}

const taxAmounts = {
  taxableValue: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
};

const documentRow = z.object({
  kind: z.enum(['INVOICE', 'CREDIT_NOTE']),
  number: z.string(),
  date: z.string(),
  orderId: z.string(),
  buyerName: z.string(),
  buyerGstin: z.string(),
  placeOfSupply: z.string(),
  total: z.number(),
  /** A credit note's original invoice: its number and date (dd-Mmm-yyyy). */
  invoiceNumber: z.string().optional(),
  invoiceDate: z.string().optional(),
  ...taxAmounts,
});

const hsnRow = z.object({
  hsn: z.string(),
  description: z.string(),
  uqc: z.string(),
  quantity: z.number(),
  totalValue: z.number(),
  rate: z.number(),
  ...taxAmounts,
});

/** Amounts in rupees. Credit notes are netted out of the B2C totals and the HSN summary. */
export const gstReturnsSchema = z.object({
  month: z.string(),
  documents: z.array(documentRow),
  b2b: z.array(
    z.object({
      gstin: z.string(),
      receiverName: z.string(),
      invoiceNumber: z.string(),
      invoiceDate: z.string(),
      invoiceValue: z.number(),
      placeOfSupply: z.string(),
      rate: z.number(),
      ...taxAmounts,
    }),
  ),
  /** Supplies to buyers without a GSTIN, large and small, by place of supply and rate. */
  b2c: z.array(z.object({ placeOfSupply: z.string(), rate: z.number(), ...taxAmounts })),
  hsn: z.array(hsnRow),
  /** Table 12 in its two tables: supplies to registered buyers, and to everyone else. */
  hsnB2b: z.array(hsnRow),
  hsnB2c: z.array(hsnRow),
  /** Table 13: each series' first and last number in the period, how many, how many cancelled. */
  docs: z.array(
    z.object({
      nature: z.string(),
      from: z.string(),
      to: z.string(),
      total: z.number(),
      cancelled: z.number(),
    }),
  ),
  totals: z.object({
    invoices: z.object({ count: z.number(), total: z.number(), ...taxAmounts }),
    creditNotes: z.object({ count: z.number(), total: z.number(), ...taxAmounts }),
  }),
});
export type GstReturns = z.infer<typeof gstReturnsSchema>;

/** The month (YYYY-MM) a moment falls in, India time (UTC+5:30 all year). */
export function indianMonthOf(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

/** The quarter (YYYY-Qn) of the financial year a month (YYYY-MM) falls in. */
export function quarterOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const sinceApril = (monthNumber + 8) % 12; // April is 0, March is 11
  const fyStart = monthNumber >= 4 ? year : year - 1;
  return `${fyStart}-Q${Math.floor(sinceApril / 3) + 1}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const short = (month: string) => MONTH_NAMES[Number(month.slice(5)) - 1]!.slice(0, 3);

/**
 * A period as the accountant reads it: `November 2026`, or `Q3 2026-27 (Oct–Dec)` for a quarter
 * (the financial year written as GST forms write it).
 */
export function periodName(period: string): string {
  const quarter = /^(\d{4})-(Q[1-4])$/.exec(period);
  if (!quarter) return `${MONTH_NAMES[Number(period.slice(5)) - 1]} ${period.slice(0, 4)}`;
  const fyStart = Number(quarter[1]);
  const months = monthsOf(period);
  const fy = `${fyStart}-${String((fyStart + 1) % 100).padStart(2, '0')}`;
  return `${quarter[2]} ${fy} (${short(months[0]!)}–${short(months[2]!)})`;
}

/** The CSV of a section for a month (YYYY-MM) or a quarter (YYYY-Qn). */
export const gstReturnsCsvPath = (period: string, section: GstReturnSection) =>
  `/api/gst/returns/csv?${period.includes('Q') ? 'quarter' : 'month'}=${period}&section=${section}`;
