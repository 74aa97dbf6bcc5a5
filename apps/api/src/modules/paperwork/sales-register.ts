/**
 * The sales register of a date range as CSV (decision 053): every tax invoice and credit note
 * issued, one row per document or one per line. A credit note's amounts (and, per line, its
 * quantities) are negative, so a column's sum is the range's net sales.
 */
import { csvRow } from '../../lib/csv';
import { dayMonYear } from '../../lib/india-time';

type Paise = 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise';

/**
 * What the register reads of an issued document (the invoices module's rows; declared here, as
 * the invoices module's PDF thread draws this module's paper and the two may not import each
 * other both ways).
 */
export interface IssuedForRegister {
  document: Record<Paise, number> & {
    kind: 'INVOICE' | 'CREDIT_NOTE';
    number: string;
    issuedAt: Date;
    buyer: { name: string; companyName: string; gstin: string };
    placeOfSupply: string;
    placeOfSupplyCode: string;
  };
  lines: Array<
    Record<Paise, number> & {
      position: number;
      description: string;
      hsnCode: string;
      quantity: number;
      gstRate: number;
    }
  >;
  /** A credit note's invoice. */
  invoice?: { number: string };
}
type Issued = IssuedForRegister;

/** Unit Quantity Code of every line: the shop sells pieces. */
const UQC = 'NOS';
const rupees = (paise: number) => (paise / 100).toFixed(2);

const documentColumns = [
  'Document',
  'Number',
  'Date',
  'Against invoice',
  'Buyer',
  'GSTIN',
  'Place of supply',
];
export const invoiceLevelHeader = [
  ...documentColumns,
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
];
export const lineLevelHeader = [
  ...documentColumns,
  'Line',
  'Description',
  'HSN',
  'Quantity',
  'UQC',
  'GST rate (%)',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
];

function documentCells({ document, invoice }: Issued) {
  const { buyer } = document;
  return [
    document.kind === 'INVOICE' ? 'Tax invoice' : 'Credit note',
    document.number,
    dayMonYear(document.issuedAt),
    invoice?.number ?? '',
    buyer.companyName || buyer.name,
    buyer.gstin,
    document.placeOfSupplyCode
      ? `${document.placeOfSupplyCode}-${document.placeOfSupply}`
      : document.placeOfSupply,
  ];
}

export function salesRegisterCsv(issued: Issued[], level: 'invoice' | 'line'): string {
  const rows = [csvRow(level === 'invoice' ? invoiceLevelHeader : lineLevelHeader)];
  for (const item of issued) {
    const sign = item.document.kind === 'INVOICE' ? 1 : -1;
    const money = (paise: number) => rupees(sign * paise);
    const head = documentCells(item);
    if (level === 'invoice') {
      const d = item.document;
      rows.push(
        csvRow([
          ...head,
          money(d.taxablePaise),
          money(d.cgstPaise),
          money(d.sgstPaise),
          money(d.igstPaise),
          money(d.totalPaise),
        ]),
      );
      continue;
    }
    for (const line of [...item.lines].sort((a, b) => a.position - b.position)) {
      rows.push(
        csvRow([
          ...head,
          line.position,
          line.description,
          line.hsnCode,
          sign * line.quantity,
          UQC,
          line.gstRate,
          money(line.taxablePaise),
          money(line.cgstPaise),
          money(line.sgstPaise),
          money(line.igstPaise),
          money(line.totalPaise),
        ]),
      );
    }
  }
  return rows.join('');
}
