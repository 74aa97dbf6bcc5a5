/**
 * Products as CSV (docs/decisions/055): one product's export row, and the reading of an uploaded
 * file into header and rows (quoted cells, commas and line breaks in quotes, CRLF, a BOM).
 */
import {
  MAX_IMPORT_ROWS,
  productCsvColumns,
  productImportMessages as m,
  importableColumns,
  type ProductCsvColumn,
} from '@shop/shared/catalog/product-import';
import { paiseToRupees } from '@shop/shared/money';
import { badRequest } from '../../lib/app-error';
import { csvRow } from '../../lib/csv';
import type { ProductExportRow } from './product-import.repository';

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

export const productCsvHeader = csvRow([...productCsvColumns]);

export function productCsvRow(row: ProductExportRow): string {
  return csvRow([
    row.id,
    row.sku ?? '',
    row.mpn ?? '',
    row.name,
    row.brand,
    row.categorySlug,
    row.status,
    rupees(row.pricePaise),
    row.compareAtPaise == null ? '' : rupees(row.compareAtPaise),
    row.quantity,
    row.lowStockThreshold,
    row.hsnCode,
    row.gstRate,
    row.weightGrams ?? '',
  ]);
}

/** Cells of a file, each record with the line it starts on. */
export function parseCsv(text: string): Array<{ line: number; cells: string[] }> {
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    // A blank line (one empty cell) is no row.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') {
      quoted = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += c;
    }
  }
  if (quoted) throw badRequest(m.unclosedQuote(recordLine));
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

export interface ParsedImport {
  header: ProductCsvColumn[];
  rows: Array<{
    line: number;
    values: Partial<Record<ProductCsvColumn, string>>;
    cellCount: number;
  }>;
}

/**
 * The header checked (known columns, once each, a key and something to change) and each row's
 * cells by column name, trimmed. A refusal of the file is a 400 that changes nothing.
 */
export function readImport(text: string): ParsedImport {
  if (text.trim() === '') throw badRequest(m.empty);
  const records = parseCsv(text);
  const [head, ...body] = records;
  const names = (head?.cells ?? []).map((name) => name.trim().toLowerCase());
  if (!names.includes('id') && !names.includes('sku')) {
    throw badRequest(m.noHeader, { file: [m.noHeader] });
  }
  const unknown = names.filter((name) => !(productCsvColumns as readonly string[]).includes(name));
  if (unknown.length > 0) {
    const message = m.unknownColumns(unknown.map((name) => name || '(empty)'));
    throw badRequest(message, { file: [message] });
  }
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw badRequest(m.duplicateColumn(twice), { file: [m.duplicateColumn(twice)] });
  if (!names.some((name) => (importableColumns as readonly string[]).includes(name))) {
    throw badRequest(m.nothingToChange, { file: [m.nothingToChange] });
  }
  if (body.length > MAX_IMPORT_ROWS) throw badRequest(m.tooManyRows, { file: [m.tooManyRows] });
  const header = names as ProductCsvColumn[];
  return {
    header,
    rows: body.map(({ line, cells }) => ({
      line,
      cellCount: cells.length,
      values: Object.fromEntries(
        header.map((name, index) => [name, stripFormulaGuard((cells[index] ?? '').trim())]),
      ),
    })),
  };
}

/** The export prefixes a cell that looks like a formula with `'`; a file read back drops it. */
function stripFormulaGuard(cell: string): string {
  return /^'[=+\-@]/.test(cell) ? cell.slice(1) : cell;
}
