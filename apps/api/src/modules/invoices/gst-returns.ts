/**
 * One period's invoices and credit notes as GSTR-1 reports them, pure: B2B invoices per buyer
 * GSTIN and rate; B2C large (inter-state to a buyer without a GSTIN, over ₹1 lakh) per invoice;
 * B2C small summed by place of supply and rate, net of its credit notes; credit notes to
 * registered buyers (CDNR) and of B2C large invoices (CDNUR); the HSN summary, net, in its B2B
 * and B2C tables; the documents issued per series (Table 13). The CSV sections have the columns
 * of the GSTR-1 offline tool's templates (docs/decisions/041).
 */
import { csvCell } from '../../lib/csv';
import { dayMonYear } from '../../lib/india-time';
import { placeOfSupplyLabel } from '@shop/shared/gst/states';
import type { GstReturns, GstReturnSection } from '@shop/shared/gst/returns';
import { paiseToRupees } from '@shop/shared/money';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';

export interface IssuedInMonth {
  document: InvoiceRow;
  lines: InvoiceLineRow[];
  /** A credit note's original invoice. */
  invoice?: { number: string; issuedAt: Date; totalPaise: number };
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

/** `36-Telangana`, as the return writes a place of supply. */
export const placeOfSupply = (document: InvoiceRow) =>
  placeOfSupplyLabel(document.placeOfSupplyCode);

/** `05-Nov-2026`, the day in India, with the three-letter month the offline tool takes. */
export const returnDate = dayMonYear;

/** The unit every line is counted in, as the HSN tables name it. */
export const UQC = 'NOS-NUMBERS';

/** Table 13's names for the two series, from the tool's list of natures of document. */
export const documentNature = {
  INVOICE: 'Invoices for outward supply',
  CREDIT_NOTE: 'Credit Note',
} as const;

type Kind = 'b2b' | 'b2cl' | 'b2cs';
/**
 * Where a document is reported. A credit note goes where its invoice went: one for part of a B2C
 * large invoice is below the threshold itself, yet belongs in CDNUR, not netted out of B2C small.
 */
function classOf({ document, invoice }: IssuedInMonth): Kind {
  if (document.buyer.gstin) return 'b2b';
  const invoiceValue = invoice?.totalPaise ?? document.totalPaise;
  return document.interState && invoiceValue > B2C_LARGE_THRESHOLD_PAISE ? 'b2cl' : 'b2cs';
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
  type HsnRow = {
    hsn: string;
    description: string;
    rate: number;
    quantity: number;
    total: number;
  } & Amounts;
  const hsn = new Map<string, HsnRow>();
  const hsnB2b = new Map<string, HsnRow>();
  const hsnB2c = new Map<string, HsnRow>();
  for (const issuedDocument of issued) {
    const { document, lines } = issuedDocument;
    const sign = document.kind === 'INVOICE' ? 1 : -1;
    const kind = classOf(issuedDocument);
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
      // Table 12 splits by the buyer: registered (B2B) or not (B2C), credit notes with them.
      for (const map of [hsn, kind === 'b2b' ? hsnB2b : hsnB2c]) {
        const row = map.get(key) ?? {
          hsn: line.hsnCode,
          description: line.description,
          rate: line.gstRate,
          quantity: 0,
          total: 0,
          ...zero(),
        };
        // The row names its product only while it holds one: the first product's name on a row
        // of several (8471: an Arduino and a Raspberry Pi) would tell the accountant a false story.
        // The offline tool takes the HSN code alone.
        if (row.description !== line.description) row.description = '';
        add(row, line, sign);
        row.quantity += sign * line.quantity;
        row.total += sign * line.totalPaise;
        map.set(key, row);
      }
    }
  }
  const sorted = <T>(map: Map<string, T>) =>
    [...map].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
  return {
    b2c: sorted(b2c),
    b2cs: sorted(b2cs),
    hsn: sorted(hsn),
    hsnB2b: sorted(hsnB2b),
    hsnB2c: sorted(hsnB2c),
  };
}

/**
 * Table 13: per series (invoices, credit notes; each numbered per financial year) the first and
 * last number issued in the period and how many. Numbering is gapless and a document is never
 * cancelled once issued (a cancelled order gets a credit note, its invoice stands), so none is
 * counted cancelled.
 */
export function documentsIssued(issued: IssuedInMonth[]) {
  const series = new Map<string, InvoiceRow[]>();
  for (const { document } of issued) {
    const key = `${document.kind === 'INVOICE' ? 0 : 1}|${document.financialYear}`;
    series.set(key, [...(series.get(key) ?? []), document]);
  }
  return [...series]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, documents]) => {
      const inOrder = [...documents].sort((a, b) => a.sequence - b.sequence);
      return {
        nature: documentNature[inOrder[0]!.kind],
        from: inOrder[0]!.number,
        to: inOrder.at(-1)!.number,
        total: inOrder.length,
        cancelled: 0,
      };
    });
}

const hsnRupees = (row: ReturnType<typeof summarise>['hsn'][number]) => ({
  hsn: row.hsn,
  description: row.description,
  uqc: UQC,
  quantity: row.quantity,
  totalValue: paiseToRupees(row.total),
  rate: row.rate,
  ...rupees(row),
});

export function gstReturns(month: string, issued: IssuedInMonth[]): GstReturns {
  const { b2c, hsn, hsnB2b, hsnB2c } = summarise(issued);
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
    documents: issued.map(({ document, invoice }) => ({
      kind: document.kind,
      number: document.number,
      date: document.issuedAt.toISOString(),
      orderId: document.orderId,
      buyerName: document.buyer.companyName || document.buyer.name,
      buyerGstin: document.buyer.gstin,
      placeOfSupply: placeOfSupply(document),
      total: paiseToRupees(document.totalPaise),
      ...(invoice && {
        invoiceNumber: invoice.number,
        invoiceDate: returnDate(invoice.issuedAt),
      }),
      ...rupees({
        taxable: document.taxablePaise,
        igst: document.igstPaise,
        cgst: document.cgstPaise,
        sgst: document.sgstPaise,
      }),
    })),
    b2b: issued
      .filter((one) => one.document.kind === 'INVOICE' && classOf(one) === 'b2b')
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
    hsn: hsn.map(hsnRupees),
    hsnB2b: hsnB2b.map(hsnRupees),
    hsnB2c: hsnB2c.map(hsnRupees),
    docs: documentsIssued(issued),
    totals: { invoices: total(totals.invoices), creditNotes: total(totals.creditNotes) },
  };
}

const money = (paise: number) => (paise / 100).toFixed(2);
export { csvCell };
const csv = (header: string[], rows: Array<Array<string | number>>) =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

type Column = [
  header: string,
  value: (d: InvoiceRow, r: { rate: number } & Amounts) => string | number,
];
const blank = (header: string, value = ''): Column => [header, () => value];
/** Columns the templates share. */
const c = {
  recipient: ['GSTIN/UIN of Recipient', (d) => d.buyer.gstin] as Column,
  receiverName: ['Receiver Name', (d) => d.buyer.companyName || d.buyer.name] as Column,
  invoiceNumber: ['Invoice Number', (d) => d.number] as Column,
  invoiceDate: ['Invoice date', (d) => returnDate(d.issuedAt)] as Column,
  invoiceValue: ['Invoice Value', (d) => money(d.totalPaise)] as Column,
  noteNumber: ['Note Number', (d) => d.number] as Column,
  noteDate: ['Note Date', (d) => returnDate(d.issuedAt)] as Column,
  noteValue: ['Note Value', (d) => money(d.totalPaise)] as Column,
  place: ['Place Of Supply', (d) => placeOfSupply(d)] as Column,
  applicable: blank('Applicable % of Tax Rate'),
  rate: ['Rate', (_d, r) => r.rate] as Column,
  taxable: ['Taxable Value', (_d, r) => money(r.taxable)] as Column,
  cess: blank('Cess Amount'),
  ecommerce: blank('E-Commerce GSTIN'),
};

/** The sections listed one row per document and rate, with the template's columns. */
const perDocument: Record<
  Exclude<GstReturnSection, 'b2cs' | 'hsn-b2b' | 'hsn-b2c' | 'docs'>,
  { kind: InvoiceRow['kind']; of: Kind; columns: Column[] }
> = {
  b2b: {
    kind: 'INVOICE',
    of: 'b2b',
    columns: [
      c.recipient,
      c.receiverName,
      c.invoiceNumber,
      c.invoiceDate,
      c.invoiceValue,
      c.place,
      blank('Reverse Charge', 'N'),
      c.applicable,
      blank('Invoice Type', 'Regular B2B'),
      c.ecommerce,
      c.rate,
      c.taxable,
      c.cess,
    ],
  },
  b2cl: {
    kind: 'INVOICE',
    of: 'b2cl',
    columns: [
      c.invoiceNumber,
      c.invoiceDate,
      c.invoiceValue,
      c.place,
      c.applicable,
      c.rate,
      c.taxable,
      c.cess,
      c.ecommerce,
    ],
  },
  cdnr: {
    kind: 'CREDIT_NOTE',
    of: 'b2b',
    columns: [
      c.recipient,
      c.receiverName,
      c.noteNumber,
      c.noteDate,
      blank('Note Type', 'C'),
      c.place,
      blank('Reverse Charge', 'N'),
      blank('Note Supply Type', 'Regular'),
      c.noteValue,
      c.applicable,
      c.rate,
      c.taxable,
      c.cess,
    ],
  },
  cdnur: {
    kind: 'CREDIT_NOTE',
    of: 'b2cl',
    columns: [
      blank('UR Type', 'B2CL'),
      c.noteNumber,
      c.noteDate,
      blank('Note Type', 'C'),
      c.place,
      c.noteValue,
      c.applicable,
      c.rate,
      c.taxable,
      c.cess,
    ],
  },
};

/** One section of the month as the GSTR-1 offline tool's CSV template has it. */
export function gstReturnsCsv(section: GstReturnSection, issued: IssuedInMonth[]): string {
  if (section === 'b2cs') {
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
  }
  if (section === 'docs') {
    return csv(
      ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
      documentsIssued(issued).map((r) => [r.nature, r.from, r.to, r.total, r.cancelled]),
    );
  }
  if (section === 'hsn-b2b' || section === 'hsn-b2c') {
    const { hsnB2b, hsnB2c } = summarise(issued);
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
      (section === 'hsn-b2b' ? hsnB2b : hsnB2c).map((r) => [
        r.hsn,
        r.description,
        UQC,
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
  const { kind, of, columns } = perDocument[section];
  return csv(
    columns.map(([header]) => header),
    issued
      .filter((one) => one.document.kind === kind && classOf(one) === of)
      .flatMap(({ document, lines }) =>
        byRate(lines).map((rate) => columns.map(([, value]) => value(document, rate))),
      ),
  );
}
