/**
 * The back office's paper and files: packing slips and a picking list for the orders being
 * packed, the orders and the sales register of a date range as CSV files, and a month's
 * invoices and credit notes as one ZIP (decision 053).
 */
import { z } from 'zod';

/** At most this many orders are printed in one go: a morning's packing, not the whole history. */
export const MAX_ORDERS_PER_PRINT = 50;
/**
 * The orders the desk prints for: those being packed, and shipped ones for a reprint while the
 * parcel is at the dock (decision 053).
 */
export const printableStatuses = ['PROCESSING', 'SHIPPED'] as const;

/** The longest date range an export covers. */
export const MAX_EXPORT_DAYS = 366;

export const paperworkMessages = {
  orderIdsRequired: 'Select at least one order',
  tooManyOrders: `Select at most ${MAX_ORDERS_PER_PRINT} orders at a time`,
  orderIdInvalid: 'An order id is not valid',
  notPrintable: (numbers: string[]) =>
    `Only orders being packed or shipped (PROCESSING or SHIPPED) can be printed: #${numbers.join(', #')}`,
  dateInvalid: 'Choose a date as YYYY-MM-DD',
  rangeReversed: 'The start date must be on or before the end date',
  rangeTooLong: `Choose a range of at most ${MAX_EXPORT_DAYS} days`,
  rangeInFuture: 'The range cannot end after today',
  monthInvalid: 'Choose a month as YYYY-MM',
  monthInFuture: 'That month has not started yet',
  tooManyExports: 'Too many exports. Please wait a minute and try again.',
  heading: 'Exports',
  printPackingSlips: 'Print packing slips',
  printPickingList: 'Print picking list',
  printFailed: 'Could not prepare the PDF',
  selectOrder: (number: string) => `Select order #${number} for printing`,
  selectedCount: (count: number) => `${count} selected`,
  printHint:
    'Select orders (PROCESSING or SHIPPED) to print their packing slips or a picking list.',
  clearSelection: 'Clear selection',
  preparing: 'Preparing…',
  intro:
    'Download the orders and the sales register of a date range (India time, both days included) as CSV files, and a month of tax invoices and credit notes as one ZIP.',
  rangeHeading: 'Orders and sales register',
  fromLabel: 'From',
  toLabel: 'To',
  ordersCsv: 'Orders CSV',
  salesRegisterInvoices: 'Sales register by invoice (CSV)',
  salesRegisterLines: 'Sales register by line (CSV)',
  monthHeading: 'Invoices of a month',
  monthLabel: 'Month',
  invoicesZip: 'Invoices and credit notes (ZIP)',
} as const;

const isoDate = z
  .string({ error: paperworkMessages.dateInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, paperworkMessages.dateInvalid)
  // A real day of the calendar (not 30 February); the regex's failure does not stop this check.
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    },
    { message: paperworkMessages.dateInvalid },
  );

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/**
 * Whole days in India, both ends included. Whether `to` is in the future depends on the clock,
 * so the server checks that one.
 */
export const exportRangeSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, {
    message: paperworkMessages.rangeReversed,
    path: ['to'],
  })
  .refine((range) => dayNumber(range.to) - dayNumber(range.from) + 1 <= MAX_EXPORT_DAYS, {
    message: paperworkMessages.rangeTooLong,
    path: ['to'],
  });
export type ExportRange = z.infer<typeof exportRangeSchema>;

export const salesRegisterLevels = ['invoice', 'line'] as const;
export const salesRegisterQuerySchema = exportRangeSchema.and(
  z.object({ level: z.enum(salesRegisterLevels).default('invoice') }),
);

export const invoicesZipQuerySchema = z.object({
  month: z
    .string({ error: paperworkMessages.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, paperworkMessages.monthInvalid),
});

export const printOrdersSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: paperworkMessages.orderIdInvalid }), {
      error: paperworkMessages.orderIdsRequired,
    })
    .min(1, paperworkMessages.orderIdsRequired)
    .max(MAX_ORDERS_PER_PRINT, paperworkMessages.tooManyOrders),
});
export type PrintOrdersInput = z.infer<typeof printOrdersSchema>;
