import { describe, expect, it } from 'vitest';
import { monthsOf } from '@shop/shared/gst/returns';
import { creditNoteDeadline } from './credit-note-deadline';
import { csvCell, gstReturns, gstReturnsCsv, returnDate, type IssuedInMonth } from './gst-returns';
import type { InvoiceLineRow, InvoiceRow } from './invoices.repository';
import { splitLine } from './tax';

describe('a GST return CSV cell', () => {
  it('keeps amounts, negative ones included, as numbers', () => {
    expect(csvCell('-125.62')).toBe('-125.62');
    expect(csvCell(1647)).toBe('1647');
  });

  it('never lets a buyer’s name be read as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Rao & Sons, Hyderabad')).toBe('"Rao & Sons, Hyderabad"');
    expect(csvCell('line\rbreak')).toBe('"line\rbreak"');
  });
});

describe('a date in the returns', () => {
  it('writes September as Sep, every month in three letters, the day in India', () => {
    expect(returnDate(new Date('2026-09-05T10:00:00Z'))).toBe('05-Sep-2026');
    // 20:00 UTC on 30 September is already 1 October in India.
    expect(returnDate(new Date('2026-09-30T20:00:00Z'))).toBe('01-Oct-2026');
    const months = Array.from({ length: 12 }, (_, m) =>
      returnDate(new Date(Date.UTC(2026, m, 15, 6))).slice(3, 6),
    );
    expect(months).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });
});

describe('a return period', () => {
  it('is a month, or a quarter of the financial year that starts in April', () => {
    expect(monthsOf('2026-09')).toEqual(['2026-09']);
    expect(monthsOf('2026-Q1')).toEqual(['2026-04', '2026-05', '2026-06']);
    expect(monthsOf('2026-Q3')).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(monthsOf('2026-Q4')).toEqual(['2027-01', '2027-02', '2027-03']);
  });
});

describe('the time limit of a credit note', () => {
  it('ends as 30 November after the end of the invoice’s financial year ends, India time', () => {
    // Invoiced in FY 2025-26 (May 2025 and March 2026 alike): credit notes until 30 Nov 2026.
    const limit = new Date('2026-11-30T18:30:00Z');
    expect(creditNoteDeadline(new Date('2025-05-10T06:00:00Z'))).toEqual(limit);
    expect(creditNoteDeadline(new Date('2026-03-31T18:00:00Z'))).toEqual(limit);
    // 31 March 2026 at 23:45 in India is still FY 2025-26; 1 April is the next one.
    expect(creditNoteDeadline(new Date('2026-03-31T18:29:00Z'))).toEqual(limit);
    expect(creditNoteDeadline(new Date('2026-03-31T18:30:00Z'))).toEqual(
      new Date('2027-11-30T18:30:00Z'),
    );
  });
});

describe('two partial credit notes against a B2C large invoice', () => {
  // Inter-state to a buyer without a GSTIN: ₹1,50,000 in three units of ₹50,000 at 18%.
  const issuedAt = new Date('2026-09-10T06:00:00Z');
  const line = (documentId: string, quantity: number): InvoiceLineRow => ({
    id: `${documentId}-1`,
    invoiceId: documentId,
    position: 1,
    hsnCode: '8471',
    description: 'Raspberry Pi 5',
    quantity,
    unitPricePaise: 50_000_00,
    totalPaise: quantity * 50_000_00,
    gstRate: 18,
    ...splitLine(quantity * 50_000_00, 18, true),
  });
  const document = (
    id: string,
    kind: InvoiceRow['kind'],
    sequence: number,
    lines: InvoiceLineRow[],
  ) =>
    ({
      document: {
        id,
        kind,
        number: `${kind === 'INVOICE' ? 'CK' : 'CN'}/26-27/00000${sequence}`,
        sequence,
        financialYear: '26-27',
        orderId: 'order-1',
        userId: 'user-1',
        invoiceId: kind === 'INVOICE' ? null : 'invoice-1',
        issuedAt,
        buyer: { gstin: '', companyName: '', name: 'Asha Rao' },
        placeOfSupply: 'Karnataka',
        placeOfSupplyCode: '29',
        interState: true,
        ...Object.fromEntries(
          (['totalPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const).map(
            (key) => [key, lines.reduce((total, l) => total + l[key], 0)],
          ),
        ),
      } as unknown as InvoiceRow,
      lines,
    }) satisfies IssuedInMonth;
  const invoice = document('invoice-1', 'INVOICE', 1, [line('invoice-1', 3)]);
  const original = { number: invoice.document.number, issuedAt, totalPaise: 150_000_00 };
  const month: IssuedInMonth[] = [
    invoice,
    { ...document('note-1', 'CREDIT_NOTE', 1, [line('note-1', 1)]), invoice: original },
    { ...document('note-2', 'CREDIT_NOTE', 2, [line('note-2', 1)]), invoice: original },
  ];

  it('lists both in CDNUR, though each is below the threshold, and nets neither out of B2C small', () => {
    const cdnur = gstReturnsCsv('cdnur', month).trim().split('\r\n').slice(1);
    expect(cdnur.map((row) => row.split(',')[1])).toEqual(['CN/26-27/000001', 'CN/26-27/000002']);
    expect(cdnur.every((row) => row.startsWith('B2CL,'))).toBe(true);
    expect(gstReturnsCsv('b2cs', month).trim().split('\r\n')).toHaveLength(1);
    expect(gstReturnsCsv('b2cl', month)).toContain('CK/26-27/000001');
  });

  it('nets both out of the HSN summary and counts both in Table 13', () => {
    const report = gstReturns('2026-09', month);
    expect(report.hsnB2c).toEqual([
      expect.objectContaining({ hsn: '8471', quantity: 1, totalValue: 50_000 }),
    ]);
    expect(report.docs).toEqual([
      expect.objectContaining({ nature: 'Invoices for outward supply', total: 1 }),
      {
        nature: 'Credit Note',
        from: 'CN/26-27/000001',
        to: 'CN/26-27/000002',
        total: 2,
        cancelled: 0,
      },
    ]);
  });
});
