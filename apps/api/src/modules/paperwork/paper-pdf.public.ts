/**
 * The desk's printed paper as PDFs (decision 053): packing slips, one page per order, and the
 * picking list of a batch of orders. Drawn on the invoices' PDF thread (its worker imports this
 * file), so the drawing never holds up requests and waits in the same bounded queue.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const LEFT = 40;
const WIDTH = 515;

export interface PackingSlipPage {
  orderNumber: string;
  placedOn: string;
  shipTo: string[];
  items: Array<{ name: string; quantity: number }>;
  /** "Tax invoice CK/26-27/000001 dated 01 Dec 2026", or that it comes at dispatch. */
  invoiceLine: string;
  /** "Blue Dart AWB 1234", when shipped. */
  awbLine?: string;
}

export interface PickingListRow {
  name: string;
  /** The product's SKU, empty when it has none (or was deleted since). */
  sku: string;
  quantity: number;
  orderNumbers: string[];
}

export type PaperPdf =
  | {
      kind: 'packing-slips';
      shipper: { legalName: string; address: string; gstin: string };
      pages: PackingSlipPage[];
    }
  | { kind: 'picking-list'; printedOn: string; orderNumbers: string[]; rows: PickingListRow[] };

function newDocument(title: string) {
  const pdf = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: title } });
  pdf.registerFont('regular', require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  pdf.registerFont('bold', require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}

/** A table of columns [heading, width, align]; a new page (with the headings) when it runs out. */
function table(
  pdf: PDFKit.PDFDocument,
  columns: Array<[string, number, 'left' | 'right']>,
  rows: string[][],
) {
  let y = pdf.y + 8;
  const row = (cells: string[], font: 'regular' | 'bold') => {
    let x = LEFT;
    let bottom = y;
    pdf.font(font).fontSize(10);
    cells.forEach((cell, i) => {
      const [, width, align] = columns[i]!;
      pdf.text(cell, x + 2, y, { width: width - 4, align });
      bottom = Math.max(bottom, pdf.y);
      x += width;
    });
    y = bottom + 4;
    pdf
      .moveTo(LEFT, y - 2)
      .lineTo(LEFT + WIDTH, y - 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  const headings = columns.map(([heading]) => heading);
  row(headings, 'bold');
  for (const cells of rows) {
    if (y > 760) {
      pdf.addPage();
      y = LEFT;
      row(headings, 'bold');
    }
    row(cells, 'regular');
  }
  pdf.x = LEFT;
  pdf.y = y + 4;
}

function packingSlips({ shipper, pages }: Extract<PaperPdf, { kind: 'packing-slips' }>) {
  const { pdf, done } = newDocument('Packing slips');
  pages.forEach((page, index) => {
    if (index > 0) pdf.addPage();
    pdf.font('bold').fontSize(16).text('Packing slip', LEFT, LEFT);
    pdf.font('bold').fontSize(12).text(`Order #${page.orderNumber}`);
    pdf.font('regular').fontSize(10).text(`Placed on ${page.placedOn}`);
    pdf.text(page.invoiceLine);
    if (page.awbLine) pdf.text(page.awbLine);
    const top = pdf.y + 12;
    pdf.font('bold').text('From', LEFT, top, { width: 240 });
    pdf
      .font('regular')
      .text([shipper.legalName, shipper.address, `GSTIN: ${shipper.gstin}`].join('\n'), {
        width: 240,
      });
    const fromEnd = pdf.y;
    pdf.font('bold').text('Ship to', 300, top, { width: 255 });
    pdf.font('regular').text(page.shipTo.join('\n'), { width: 255 });
    pdf.x = LEFT;
    pdf.y = Math.max(fromEnd, pdf.y) + 8;
    const units = page.items.reduce((total, item) => total + item.quantity, 0);
    table(
      pdf,
      [
        ['#', 30, 'left'],
        ['Item', 405, 'left'],
        ['Quantity', 80, 'right'],
      ],
      [
        ...page.items.map((item, i) => [String(i + 1), item.name, String(item.quantity)]),
        ['', 'Total units', String(units)],
      ],
    );
  });
  pdf.end();
  return done;
}

function pickingList({
  printedOn,
  orderNumbers,
  rows,
}: Extract<PaperPdf, { kind: 'picking-list' }>) {
  const { pdf, done } = newDocument('Picking list');
  pdf.font('bold').fontSize(16).text('Picking list', LEFT, LEFT);
  pdf.font('regular').fontSize(10).text(`Printed on ${printedOn}`);
  pdf.text(`Orders (${orderNumbers.length}): #${orderNumbers.join(', #')}`, { width: WIDTH });
  table(
    pdf,
    [
      ['Product', 200, 'left'],
      ['SKU', 80, 'left'],
      ['Quantity', 50, 'right'],
      ['Orders', 185, 'left'],
    ],
    rows.map((row) => [
      row.name,
      row.sku,
      String(row.quantity),
      row.orderNumbers.map((n) => `#${n}`).join(', '),
    ]),
  );
  const units = rows.reduce((total, row) => total + row.quantity, 0);
  pdf.font('bold').text(`Total units: ${units}`, LEFT);
  pdf.end();
  return done;
}

export function renderPaperPdf(paper: PaperPdf): Promise<Buffer> {
  return paper.kind === 'packing-slips' ? packingSlips(paper) : pickingList(paper);
}
