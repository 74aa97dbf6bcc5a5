/**
 * The back office's GST returns: one month's invoices and credit notes summarised as GSTR-1
 * reports them (B2B by buyer GSTIN, B2C large and small, credit notes, the HSN summary), and
 * the sections that download as the CSV files the GSTR-1 offline tool imports.
 */
import { z } from 'zod';

export const gstReturnSections = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn'] as const;
export type GstReturnSection = (typeof gstReturnSections)[number];

export const gstReturnsMessages = {
  monthInvalid: 'Choose a month as YYYY-MM',
  sectionInvalid: `Choose a section: ${gstReturnSections.join(', ')}`,
  loadFailed: 'Failed to load the GST returns',
  heading: 'GST Returns',
  empty: 'No invoices or credit notes were issued in this month.',
} as const;

export const gstMonthSchema = z
  .string({ error: gstReturnsMessages.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, gstReturnsMessages.monthInvalid);

export const gstReturnsQuerySchema = z.object({ month: gstMonthSchema });
export const gstReturnsCsvQuerySchema = z.object({
  month: gstMonthSchema,
  section: z.enum(gstReturnSections, { error: gstReturnsMessages.sectionInvalid }),
});

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
  hsn: z.array(
    z.object({
      hsn: z.string(),
      description: z.string(),
      quantity: z.number(),
      totalValue: z.number(),
      rate: z.number(),
      ...taxAmounts,
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

export const gstReturnsCsvPath = (month: string, section: GstReturnSection) =>
  `/api/gst/returns/csv?month=${month}&section=${section}`;
