/**
 * The GST rate table: from a day on, the goods of an HSN code are taxed at a rate. The back
 * office adds a change ahead of its day; the product form shows the rate in force and the next
 * change. Days are calendar days in India, written YYYY-MM-DD.
 */
import { z } from 'zod';
import { GST_RATES, hsnCodeSchema, isGstRate } from './schemas';

export const gstRateTableMessages = {
  rateInvalid: 'GST rate must be 0, 5, 12, 18 or 28%',
  validFromInvalid: 'Valid from must be a day written YYYY-MM-DD',
  validFromPast:
    'A rate change applies from today or a later day: orders already placed keep their rate',
  changeNotFound: 'There is no rate change for this HSN code from that day',
  changeInForce: 'This rate is already in force and cannot be withdrawn: add a new change instead',
  changeSaved: 'Rate change saved',
  changeWithdrawn: 'Rate change withdrawn',
  /** The product form's lines. */
  inForceFromTable: (rate: number, since: string) => `Rate in force: ${rate}% since ${since}`,
  inForceOwnRate: (hsnCode: string) =>
    `The rate table has no rate for HSN ${hsnCode}: the rate chosen here applies`,
  tableOverrides: 'The rate table decides the rate charged for this HSN code, not the rate here',
  nextChange: (rate: number, from: string) => `From ${from}: ${rate}%`,
  /** The rate table screen's. */
  heading: 'GST Rate Table',
  intro:
    'The rate of each HSN code from a day on. Orders placed from that day charge the new rate; a change whose day has not come can be withdrawn.',
  loadFailed: 'Failed to load the GST rate table',
  empty: 'The rate table is empty: every product is charged the rate chosen on its form.',
  addHeading: 'Add a rate change',
  save: 'Add rate change',
  saving: 'Saving...',
  saveFailed: 'Could not save the rate change',
  withdraw: 'Withdraw',
  withdrawConfirm: (hsnCode: string, rate: number, from: string) =>
    `Withdraw the change of HSN ${hsnCode} to ${rate}% from ${from}?`,
  withdrawKeep: 'Keep it',
  withdrawFailed: 'Could not withdraw the rate change',
  statusInForce: 'In force',
  statusUpcoming: 'Upcoming',
  statusPast: 'Past',
} as const;
const m = gstRateTableMessages;

/** The calendar day (YYYY-MM-DD) a moment falls on, India time (UTC+5:30 all year). */
export function indianDayOf(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day, YYYY-MM-DD (30 February is refused). */
export const daySchema = z
  .string({ error: m.validFromInvalid })
  .trim()
  .regex(DAY_PATTERN, m.validFromInvalid)
  .refine((day) => {
    const midnight = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(day);
  }, m.validFromInvalid);

export const gstRateChangeSchema = z.object({
  hsnCode: hsnCodeSchema,
  rate: z
    .number({ error: m.rateInvalid })
    .int(m.rateInvalid)
    .refine(isGstRate, m.rateInvalid)
    .describe(`One of ${GST_RATES.join(', ')}`),
  validFrom: daySchema.describe('The first day (India) the rate applies, YYYY-MM-DD'),
});
export type GstRateChangeInput = z.infer<typeof gstRateChangeSchema>;

export const gstRateRowSchema = z.object({
  hsnCode: z.string(),
  rate: z.number().int(),
  validFrom: z.string(),
});
export type GstRateRow = z.infer<typeof gstRateRowSchema>;

/** One HSN code's rates as the product form shows them. */
export const gstRateScheduleSchema = z.object({
  hsnCode: z.string(),
  /** Today in India, YYYY-MM-DD. */
  today: z.string(),
  /** The table's rate in force today; null: the product's own rate applies. */
  inForce: gstRateRowSchema.nullable(),
  /** The next change after today, if one is set. */
  next: gstRateRowSchema.nullable(),
});
export type GstRateSchedule = z.infer<typeof gstRateScheduleSchema>;

export const hsnParamsSchema = z.object({ hsnCode: hsnCodeSchema });
export const gstRateChangeParamsSchema = z.object({
  hsnCode: hsnCodeSchema,
  validFrom: daySchema,
});
