/**
 * What Shiprocket's tracking webhook sends, as far as the shop reads it, and how its courier
 * names and dates become the shop's (docs/decisions/046-courier-webhook.md). Shiprocket sends
 * more fields than these; they are let through and not read.
 */
import { z } from 'zod';
import type { Courier } from './couriers';

/**
 * Shiprocket names the service, not only the company ("Delhivery Surface", "Blue Dart Air",
 * "Xpressbees 1kg"): the company is found by the start of the name, spaces and case aside.
 */
const courierPrefixes: Array<[prefix: string, courier: Courier]> = [
  ['delhivery', 'DELHIVERY'],
  ['bluedart', 'BLUE_DART'],
  ['dtdc', 'DTDC'],
  ['indiapost', 'INDIA_POST'],
  ['speedpost', 'INDIA_POST'],
  ['ekart', 'EKART'],
  ['xpressbees', 'XPRESSBEES'],
  ['shadowfax', 'SHADOWFAX'],
];

/** The shop's courier for a Shiprocket courier name; one the shop's list lacks is OTHER. */
export function courierOfShiprocket(name: string): Courier {
  const squeezed = name.toLowerCase().replace(/[^a-z]/g, '');
  return courierPrefixes.find(([prefix]) => squeezed.startsWith(prefix))?.[1] ?? 'OTHER';
}

/** Shiprocket's date and time, "2026-11-20 14:32:10": India time, written without an offset. */
const SHIPROCKET_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The instant a Shiprocket date names, or undefined when it is not one. */
export function instantOfShiprocketDate(text: string): Date | undefined {
  const parts = SHIPROCKET_DATE.exec(text.trim());
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(utc);
  // 2026-02-30 would roll over to March: not a date.
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return undefined;
  }
  return new Date(utc - IST_OFFSET_MS);
}

export const shiprocketMessages = {
  badToken: 'The webhook token is missing or wrong',
  notConfigured: 'Not found',
  notJson: 'The webhook body is not JSON',
  badBody: "The webhook body is not Shiprocket's tracking update",
  badDate: 'Not a Shiprocket date (YYYY-MM-DD HH:mm:ss, India time)',
  tooMany: 'Too many webhook calls from this address. Try again later.',
} as const;

/** Text Shiprocket may send as a number or leave null: read as text, never refused for it. */
const looseText = z
  .union([z.string().max(2000), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

/** One scan of the parcel, in the courier's words. */
export const shiprocketScanSchema = z.looseObject({
  date: z.string().refine((date) => instantOfShiprocketDate(date) !== undefined, {
    message: shiprocketMessages.badDate,
  }),
  status: looseText,
  activity: looseText,
  location: looseText,
  'sr-status': looseText,
  'sr-status-label': looseText,
});
export type ShiprocketScan = z.output<typeof shiprocketScanSchema>;

/**
 * The tracking update. Only the AWB number, the courier, the current status and the scans are
 * read; `order_id` is Shiprocket's own reference and never finds an order.
 */
export const shiprocketTrackingSchema = z.looseObject({
  awb: z
    .union([z.string().max(100), z.number()])
    .transform((awb) => String(awb).trim().toUpperCase()),
  courier_name: z.string().max(200),
  current_status: z.string().max(200),
  current_status_id: z.union([z.number(), z.string(), z.null()]).optional(),
  shipment_status: looseText,
  order_id: looseText,
  current_timestamp: looseText,
  etd: looseText,
  scans: z.array(shiprocketScanSchema).max(1000).optional().default([]),
});
export type ShiprocketTracking = z.output<typeof shiprocketTrackingSchema>;
