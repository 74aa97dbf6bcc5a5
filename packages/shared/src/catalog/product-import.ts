/**
 * Products in bulk as CSV (docs/decisions/055): the export's columns, the import's preview and its
 * apply, and the words both the server and the back office say about them.
 */
import { z } from 'zod';

/** The export's columns, in order. The import reads the same header. */
export const productCsvColumns = [
  'id',
  'sku',
  'mpn',
  'name',
  'brand',
  'category',
  'status',
  'price',
  'compare_at_price',
  'quantity',
  'low_stock_threshold',
  'hsn',
  'gst_rate',
  'weight_grams',
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** What an import may change; every other known column is read for the eye only. */
export const importableColumns = [
  'price',
  'compare_at_price',
  'quantity',
  'status',
  'low_stock_threshold',
] as const;
export type ImportField = (typeof importableColumns)[number];

/** The bounds of one file: a shop's whole catalogue fits, a mistake does not hold a worker. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_ROWS = 2000;
/** A preview can be applied for this long; after it, the owner previews the file again. */
export const IMPORT_PREVIEW_MINUTES = 60;

export const importFieldLabels: Record<ImportField, string> = {
  price: 'Price',
  compare_at_price: 'Compare-at price',
  quantity: 'Stock',
  status: 'Status',
  low_stock_threshold: 'Low-stock threshold',
};

export const productImportMessages = {
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV',
  fileLabel: 'CSV file',
  fileHint:
    'The columns of the export: id or sku finds the product; price, compare_at_price, quantity, status and low_stock_threshold are changed; an empty cell changes nothing (an empty compare_at_price removes the sale price). At most 2,000 rows and 1 MB.',
  preview: 'Preview',
  previewCaption: 'What the import would change',
  nothingChangedYet: 'Nothing has changed yet.',
  applyGoodRows: (n: number) => `Apply ${n} good ${n === 1 ? 'row' : 'rows'}`,
  applied: (n: number) => `${n} ${n === 1 ? 'product' : 'products'} updated.`,
  counts: (good: number, bad: number, unchanged: number) =>
    `${good} good, ${bad} with errors, ${unchanged} without changes`,
  rowError: 'Error',
  rowGood: 'Will change',
  rowUnchanged: 'No change',
  stockNote: 'CSV import',
  // Refusals of the file as a whole.
  notCsv: 'Send the file as text/csv',
  empty: 'The file is empty',
  tooBig: 'The file is larger than 1 MB',
  tooManyRows: 'The file has more than 2,000 rows: split it',
  noHeader: 'The first line must be the header, with an id or sku column',
  unknownColumns: (names: string[]) =>
    `Unknown ${names.length === 1 ? 'column' : 'columns'}: ${names.join(', ')}`,
  duplicateColumn: (name: string) => `The column ${name} appears twice`,
  nothingToChange:
    'The header has no column an import changes (price, compare_at_price, quantity, status, low_stock_threshold)',
  unclosedQuote: (line: number) => `Line ${line}: a quoted cell is not closed`,
  // Errors of one row.
  noKey: 'Give the product’s id or SKU',
  unknownProduct: 'No product has this id or SKU',
  idAndSkuDisagree: 'The id and the SKU are of different products',
  duplicateRow: (line: number) => `The same product as line ${line}`,
  wrongCellCount: 'The row does not have as many cells as the header',
  statusUnknown: 'Status must be DRAFT, ACTIVE or ARCHIVED',
  activeNeedsPicture: 'An active product needs a picture: add one on the product form',
  // When no answer came (the connection dropped).
  previewFailed: 'Failed to read the file: try again',
  applyFailed: 'No answer came: preview the file again to see what is left to change',
  // The apply.
  previewUnknown: 'This preview is unknown or has expired: preview the file again',
  linesUnknown: 'Choose only good rows of the preview',
  changedSince: (lines: number[]) =>
    `Changed since the preview (line ${lines.join(', ')}): preview the file again. Nothing was applied.`,
};

const changeSchema = z.object({
  field: z.enum(importableColumns),
  from: z.union([z.string(), z.number()]).nullable(),
  to: z.union([z.string(), z.number()]).nullable(),
});
export type ImportChange = z.infer<typeof changeSchema>;

export const importRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  product: z.object({ _id: z.string(), name: z.string(), sku: z.string().nullable() }).nullable(),
  /** How the row found its product. */
  matchedBy: z.enum(['id', 'sku']).nullable(),
  changes: z.array(changeSchema),
  /** Per column (or `row`), what is wrong. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  rows: z.array(importRowSchema),
  counts: z.object({ good: z.number(), bad: z.number(), unchanged: z.number() }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importApplySchema = z.object({
  token: z.uuid({ error: productImportMessages.previewUnknown }),
  /** The good lines to apply; all good ones when left out. */
  lines: z.array(z.number().int().min(2)).max(MAX_IMPORT_ROWS).optional(),
});
export type ImportApply = z.infer<typeof importApplySchema>;

export const importResultSchema = z.object({
  applied: z.number(),
  lines: z.array(z.number()),
  /** True when this preview had been applied before: the answer is that first apply's. */
  alreadyApplied: z.boolean(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
