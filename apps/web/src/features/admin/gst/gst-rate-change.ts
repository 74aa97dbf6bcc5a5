/**
 * The rate table screen's rules: each row's standing on a day (in force, upcoming or past), and
 * the add form's values checked with the server's own schema before anything is sent. The
 * server stays the judge (a day already gone is its refusal); this only spares a round trip.
 */
import {
  gstRateChangeSchema,
  type GstRateChangeInput,
  type GstRateRow,
} from '@shop/shared/gst/rate-table';
import { fieldErrors } from '@/lib/field-errors';

export type RateStanding = 'inForce' | 'upcoming' | 'past';

/**
 * Each row with its standing on `today` (YYYY-MM-DD, India): an HSN code's latest row begun is in
 * force, its earlier ones are past, and a row whose day has not come is upcoming (and only that
 * one can be withdrawn).
 */
export function withStanding(rows: GstRateRow[], today: string) {
  const inForceFrom = new Map<string, string>();
  for (const row of rows) {
    const latest = inForceFrom.get(row.hsnCode);
    if (row.validFrom <= today && (latest === undefined || row.validFrom > latest)) {
      inForceFrom.set(row.hsnCode, row.validFrom);
    }
  }
  return rows.map((row) => ({
    ...row,
    standing: (row.validFrom > today
      ? 'upcoming'
      : inForceFrom.get(row.hsnCode) === row.validFrom
        ? 'inForce'
        : 'past') as RateStanding,
  }));
}

/** The add form as typed: the rate is the select's value, '' until one is chosen. */
export type RateChangeValues = { hsnCode: string; rate: string; validFrom: string };
export type RateChangeErrors = Partial<Record<keyof RateChangeValues, string>>;

export const emptyRateChange = (): RateChangeValues => ({ hsnCode: '', rate: '', validFrom: '' });

/**
 * Checks the values and sends the change only when they pass; answers the fields' messages
 * (none once sent). A refusal by the server is thrown by `send`, for the form to show.
 */
export async function submitRateChange(
  values: RateChangeValues,
  send: (change: GstRateChangeInput) => Promise<unknown>,
): Promise<RateChangeErrors> {
  const checked = gstRateChangeSchema.safeParse({
    hsnCode: values.hsnCode,
    rate: values.rate === '' ? undefined : Number(values.rate),
    validFrom: values.validFrom,
  });
  if (!checked.success) return fieldErrors(checked.error.issues) as RateChangeErrors;
  await send(checked.data);
  return {};
}
