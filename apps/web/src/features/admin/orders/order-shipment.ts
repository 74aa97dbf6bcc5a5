/**
 * What the order detail's forms send, checked with the shared schemas before sending: the
 * shipment that goes with SHIPPED (courier and AWB number) and a tracking update. Pure, so the
 * rules are tested without a browser.
 */
import {
  shipmentSchema,
  trackingUpdateSchema,
  type Shipment,
  type TrackingUpdateInput,
} from '@shop/shared/orders/schemas';
import { fieldErrorsOf, type FieldErrors } from '@/lib/request-form';

export type ShipmentValues = { courier: string; trackingNumber: string };
export const emptyShipment: ShipmentValues = { courier: '', trackingNumber: '' };

/** A `datetime-local` value (the browser's own time zone) and how it is sent. */
export type TrackingValues = { status: string; location: string; date: string };

type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function checkShipment(values: ShipmentValues): Checked<Shipment> {
  const result = shipmentSchema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error.issues) };
}

/**
 * The update as sent. `now`, when given, is sent instead of the field's value: the field still
 * holds its default, and the instant of sending keeps the entry after the one a moment before.
 */
export function checkTrackingUpdate(
  values: TrackingValues,
  now?: Date,
): Checked<TrackingUpdateInput> {
  const when = now ?? (values.date ? new Date(values.date) : undefined);
  const result = trackingUpdateSchema.safeParse({
    ...values,
    // The field's local time, as the instant it names; an empty or broken one stays as it is.
    date: when && !Number.isNaN(when.getTime()) ? when.toISOString() : values.date,
  });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error.issues) };
}

/** Now, as a `datetime-local` value in the browser's time zone: the field's default. */
export function localNow(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
