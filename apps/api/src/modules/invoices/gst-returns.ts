/**
 * One month's invoices and credit notes as GSTR-1 reports them, pure: B2B invoices per buyer
 * GSTIN and rate; B2C large (inter-state to a buyer without a GSTIN, over ₹1 lakh) per invoice;
 * B2C small summed by place of supply and rate, net of its credit notes; credit notes to
 * registered buyers (CDNR) and of B2C large invoices (CDNUR); the HSN summary, net. The CSV
 * sections have the columns of the GSTR-1 offline tool's templates.
 */
import { gstStateCodes } from '@shop/shared/gst/states';
import type { GstReturns, GstReturnSection } from '@shop/shared/gst/returns';
import { paiseToRupees } from '@shop/shared/money';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';

export interface IssuedInMonth {
  document: InvoiceRow;
  lines: InvoiceLineRow[];
}

/** Inter-state invoices to buyers without a GSTIN above this value are reported one by one. */
export const B2C_LARGE_THRESHOLD_PAISE = 100_000_00;

interface Amounts {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}
const zero = (): Amounts => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0 });
function add(into: Amounts, line: Amounts | InvoiceLineRow, sign = 1) {
  const taxable = 'taxable' in line ? line.taxable : line.taxablePaise;
  const [igst, cgst, sgst] =
    'taxable' in line
      ? [line.igst, line.cgst, line.sgst]
      : [line.igstPaise, line.cgstPaise, line.sgstPaise];
  into.taxable += sign * taxable;
  into.igst += sign * igst;
  into.cgst += sign * cgst;
  into.sgst += sign * sgst;
}
const rupees = (a: Amounts) => ({
  taxableValue: paiseToRupees(a.taxable),
  igst: paiseToRupees(a.igst),
  cgst: paiseToRupees(a.cgst),
  sgst: paiseToRupees(a.sgst),
});

const stateNames = Object.fromEntries(Object.entries(gstStateCodes).map(([n, c]) => [c, n]));
/** `36-Telangana`, as the return writes a place of supply. */
export const placeOfSupply = (document: InvoiceRow) =>
  document.placeOfSupplyCode
    ? `${document.placeOfSupplyCode}-${stateNames[document.placeOfSupplyCode] ?? document.placeOfSupply}`
    : '97-Other Territory';

/** `05-Nov-2026`, the day in India. */
export function returnDate(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  })
    .format(at)
    .replaceAll(' ', '-');
}

type Kind = 'b2b' | 'b2cl' | 'b2cs';
function classOf(document: InvoiceRow): Kind {
  if (document.buyer.gstin) return 'b2b';
  return document.interState && document.totalPaise > B2C_LARGE_THRESHOLD_PAISE ? 'b2cl' : 'b2cs';
}

/** The document's lines summed per rate, in rate order. */
function byRate(lines: InvoiceLineRow[]): Array<{ rate: number } & Amounts> {
  const rates = new Map<number, Amounts>();
  for (const line of lines) {
    const amounts = rates.get(line.gstRate) ?? zero();
    add(amounts, line);
    rates.set(line.gstRate, amounts);
  }
  return [...rates].sort(([a], [b]) => a - b).map(([rate, amounts]) => ({ rate, ...amounts }));
}

function summarise(issued: IssuedInMonth[]) {
  const b2c = new Map<string, { placeOfSupply: string; rate: number } & Amounts>();
  const b2cs = new Map<string, { placeOfSupply: string; rate: number } & Amounts>();
  const hsn = new Map<
    string,
    { hsn: string; description: string; rate: number; quantity: number; total: number } & Amounts
  >();
  for (const { document, lines } of issued) {
    const sign = document.kind === 'INVOICE' ? 1 : -1;
    const kind = classOf(document);
    const place = placeOfSupply(document);
    for (const line of lines) {
      if (kind !== 'b2b') {
        const key = `${place}|${line.gstRate}`;
        for (const map of kind === 'b2cs' ? [b2c, b2cs] : [b2c]) {
          const row = map.get(key) ?? { placeOfSupply: place, rate: line.gstRate, ...zero() };
          add(row, line, sign);
          map.set(key, row);
        }
      }
      const key = `${line.hsnCode}|${line.gstRate}`;
      const row = hsn.get(key) ?? {
        hsn: line.hsnCode,
        description: line.description,
        rate: line.gstRate,
        quantity: 0,
        total: 0,
        ...zero(),
      };
      add(row, line, sign);
      row.quantity += sign * line.quantity;
      row.total += sign * line.totalPaise;
      hsn.set(key, row);
    }
  }
  const sorted = <T>(map: Map<string, T>) =>
    [...map].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
  return { b2c: sorted(b2c), b2cs: sorted(b2cs), hsn: sorted(hsn) };
}

export function gstReturns(month: string, issued: IssuedInMonth[]): GstReturns {
  const { b2c, hsn } = summarise(issued);
  const totals = {
    invoices: { count: 0, total: 0, ...zero() },
    creditNotes: { count: 0, total: 0, ...zero() },
  };
  for (const { document } of issued) {
    const into = document.kind === 'INVOICE' ? totals.invoices : totals.creditNotes;
    into.count += 1;
    into.total += document.totalPaise;
    add(into, {
      taxable: document.taxablePaise,
      igst: document.igstPaise,
      cgst: document.cgstPaise,
      sgst: document.sgstPaise,
    });
  }
  const total = (t: typeof totals.invoices) => ({
    count: t.count,
    total: paiseToRupees(t.total),
    ...rupees(t),
  });
  return {
    month,
    documents: issued.map(({ document }) => ({
      kind: document.kind,
      number: document.number,
      date: document.issuedAt.toISOString(),
      orderId: document.orderId,
      buyerName: document.buyer.companyName || document.buyer.name,
      buyerGstin: document.buyer.gstin,
      placeOfSupply: placeOfSupply(document),
      total: paiseToRupees(document.totalPaise),
      ...rupees({
        taxable: document.taxablePaise,
        igst: document.igstPaise,
        cgst: document.cgstPaise,
        sgst: document.sgstPaise,
      }),
    })),
    b2b: issued
      .filter(({ document }) => document.kind === 'INVOICE' && classOf(document) === 'b2b')
      .flatMap(({ document, lines }) =>
        byRate(lines).map((row) => ({
          gstin: document.buyer.gstin,
          receiverName: document.buyer.companyName || document.buyer.name,
          invoiceNumber: document.number,
          invoiceDate: returnDate(document.issuedAt),
          invoiceValue: paiseToRupees(document.totalPaise),
          placeOfSupply: placeOfSupply(document),
          rate: row.rate,
          ...rupees(row),
        })),
      ),
    b2c: b2c.map((row) => ({ placeOfSupply: row.placeOfSupply, rate: row.rate, ...rupees(row) })),
    hsn: hsn.map((row) => ({
      hsn: row.hsn,
      description: row.description,
      quantity: row.quantity,
      totalValue: paiseToRupees(row.total),
      rate: row.rate,
      ...rupees(row),
    })),
    totals: { invoices: total(totals.invoices), creditNotes: total(totals.creditNotes) },
  };
}

const money = (paise: number) => (paise / 100).toFixed(2);
function csvCell(value: string | number): string {
  const text = String(value);
  // Quote what needs it, and keep a spreadsheet from reading a cell as a formula.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
const csv = (header: string[], rows: Array<Array<string | number>>) =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** One section of the month as the GSTR-1 offline tool's CSV template has it. */
export function gstReturnsCsv(section: GstReturnSection, issued: IssuedInMonth[]): string {
  const documents = (kind: InvoiceRow['kind'], classes: Kind[]) =>
    issued.filter(({ document }) => document.kind === kind && classes.includes(classOf(document)));
  switch (section) {
    case 'b2b':
      return csv(
        [
          'GSTIN/UIN of Recipient',
          'Receiver Name',
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Reverse Charge',
          'Applicable % of Tax Rate',
          'Invoice Type',
          'E-Commerce GSTIN',
          'Rate',
          'Taxable Value',
          'Cess Amount',
        ],
        documents('INVOICE', ['b2b']).flatMap(({ document: d, lines }) =>
          byRate(lines).map((r) => [
            d.buyer.gstin,
            d.buyer.companyName || d.buyer.name,
            d.number,
            returnDate(d.issuedAt),
            money(d.totalPaise),
            placeOfSupply(d),
            'N',
            '',
            'Regular B2B',
            '',
            r.rate,
            money(r.taxable),
            '',
          ]),
        ),
      );
    case 'b2cl':
      return csv(
        [
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
          'E-Commerce GSTIN',
        ],
        documents('INVOICE', ['b2cl']).flatMap(({ document: d, lines }) =>
          byRate(lines).map((r) => [
            d.number,
            returnDate(d.issuedAt),
            money(d.totalPaise),
            placeOfSupply(d),
            '',
            r.rate,
            money(r.taxable),
            '',
            '',
          ]),
        ),
      );
    case 'b2cs':
      return csv(
        [
          'Type',
          'Place Of Supply',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
          'E-Commerce GSTIN',
        ],
        summarise(issued).b2cs.map((r) => [
          'OE',
          r.placeOfSupply,
          '',
          r.rate,
          money(r.taxable),
          '',
          '',
        ]),
      );
    case 'cdnr':
      return csv(
        [
          'GSTIN/UIN of Recipient',
          'Receiver Name',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Reverse Charge',
          'Note Supply Type',
          'Note Value',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
        ],
        documents('CREDIT_NOTE', ['b2b']).flatMap(({ document: d, lines }) =>
          byRate(lines).map((r) => [
            d.buyer.gstin,
            d.buyer.companyName || d.buyer.name,
            d.number,
            returnDate(d.issuedAt),
            'C',
            placeOfSupply(d),
            'N',
            'Regular',
            money(d.totalPaise),
            '',
            r.rate,
            money(r.taxable),
            '',
          ]),
        ),
      );
    case 'cdnur':
      return csv(
        [
          'UR Type',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Note Value',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
        ],
        documents('CREDIT_NOTE', ['b2cl']).flatMap(({ document: d, lines }) =>
          byRate(lines).map((r) => [
            'B2CL',
            d.number,
            returnDate(d.issuedAt),
            'C',
            placeOfSupply(d),
            money(d.totalPaise),
            '',
            r.rate,
            money(r.taxable),
            '',
          ]),
        ),
      );
    case 'hsn':
      return csv(
        [
          'HSN',
          'Description',
          'UQC',
          'Total Quantity',
          'Total Value',
          'Rate',
          'Taxable Value',
          'Integrated Tax Amount',
          'Central Tax Amount',
          'State/UT Tax Amount',
          'Cess Amount',
        ],
        summarise(issued).hsn.map((r) => [
          r.hsn,
          r.description,
          'NOS-NUMBERS',
          r.quantity,
          money(r.total),
          r.rate,
          money(r.taxable),
          money(r.igst),
          money(r.cgst),
          money(r.sgst),
          '',
        ]),
      );
  }
}
