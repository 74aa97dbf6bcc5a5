/** CSV files the back office downloads: cells quoted as needed and never read as formulas. */
export function csvCell(value: string | number): string {
  const text = String(value);
  // Quote what needs it, and keep a spreadsheet from reading a cell as a formula: anything that
  // starts like one is prefixed, unless the whole cell is a plain number (a negative amount).
  const formulaLike = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text);
  const safe = formulaLike ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV row, with its line break. */
export const csvRow = (cells: Array<string | number>) => cells.map(csvCell).join(',') + '\r\n';
