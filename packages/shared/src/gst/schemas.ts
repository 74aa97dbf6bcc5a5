/**
 * The GST contract: the checkout's GSTIN, a product's HSN code and GST rate, an order's credit
 * notes.
 */
import { z } from 'zod';
import { gstinProblem, normaliseGstin } from './gstin';
import { gstMessages as m } from './messages';
import { stateCodeOf, stateOfGstin } from './states';

export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];
export const DEFAULT_GST_RATE: GstRate = 18;
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** An optional GSTIN: empty is none; anything else must pass the full check. */
export const optionalGstinSchema = z
  .string()
  .max(40, m.gstinLength)
  .optional()
  .default('')
  .transform((value, ctx) => {
    const gstin = normaliseGstin(value);
    if (gstin === '') return '';
    const problem = gstinProblem(gstin);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return gstin;
  });

/**
 * Why a (valid, normalised) GSTIN cannot be billed to this state, or undefined when the state is
 * the GSTIN's: a registered buyer is billed at its registered address. Zod-free in use: the
 * checkout form asks it too.
 */
export function gstinBillingStateProblem(gstin: string, billingState: string): string | undefined {
  const registered = stateOfGstin(gstin);
  if (!registered) return m.gstinNoState;
  const billed = stateCodeOf(billingState);
  if (billed === undefined || billed === registered.code) return undefined;
  return m.billingStateNotGstin(registered.name);
}

export const hsnCodeSchema = z.string().trim().regex(HSN_PATTERN, m.hsnInvalid);

export const isGstRate = (value: number): value is GstRate =>
  (GST_RATES as readonly number[]).includes(value);

/** A GST rate as a form sends it (text): one of the rates in force. */
export const gstRateTextSchema = z
  .string({ error: m.gstRateInvalid })
  .trim()
  .regex(/^\d{1,2}$/, m.gstRateInvalid)
  .transform(Number)
  .refine(isGstRate, m.gstRateInvalid)
  .transform((rate) => rate as GstRate);

/** One of an order's credit notes, as its list answers it: the note's PDF is at its `_id`. */
export const creditNoteSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  /** When it was issued (ISO 8601). */
  date: z.string(),
  /** In rupees, GST included. */
  total: z.number(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;
export const creditNoteListSchema = z.array(creditNoteSummarySchema);

/**
 * The order's tax invoice, its number, date and total (the same fields as a credit note's), or
 * null before it is issued at dispatch.
 */
export const invoiceSummaryAnswerSchema = z.object({
  invoice: creditNoteSummarySchema.nullable(),
});
export type InvoiceSummaryAnswer = z.infer<typeof invoiceSummaryAnswerSchema>;
