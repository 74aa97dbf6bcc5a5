/**
 * A tax invoice or credit note as a PDF (pdfkit), drawn from the document's own rows only. The
 * DejaVu Sans font is embedded because the PDF standard fonts have no rupee sign.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatRupees, paiseToRupees } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/orders/status';
import type { Address } from '@shop/shared/orders/schemas';
import { stateCodeOf } from '@shop/shared/gst/states';
import type { IssuedDocument } from './invoices.service';
import { indianDate, splitRates, UNIT_QUANTITY_CODE } from './tax';

const require = createRequire(import.meta.url);

/** How many words a face remembers the layout of before it starts afresh. */
const REMEMBERED_WORDS = 5000;

/**
 * Makes `face` remember how it laid out each word. pdfkit lays text out word by word, shaping
 * each (OpenType substitutions and positioning), and remembers the words only within one
 * document, while most words of an invoice (the labels, the seller, the footer) recur on every
 * one: remembered across documents, a document costs about 8% less CPU. pdfkit scales the
 * positions of the run it is given in place, so each caller gets its own copy of them.
 */
function rememberLayouts(face: fontkit.Font): fontkit.Font {
  const layout = face.layout.bind(face);
  const runs = new Map<string, fontkit.GlyphRun>();
  face.layout = (text, ...options) => {
    if (options.some((option) => option !== undefined)) return layout(text, ...options);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= REMEMBERED_WORDS) runs.clear();
      run = layout(text);
      runs.set(text, run);
    }
    return Object.assign(
      Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun,
      run,
      {
        positions: run.positions.map((position) => ({ ...position })),
      },
    );
  };
  return face;
}

/**
 * The two faces, read and parsed once per process. Handed a file, pdfkit would read and parse
 * the font again for every document, which was three quarters of a document's cost; each
 * document still embeds only the glyphs it uses.
 */
let faces: { regular: fontkit.Font; bold: fontkit.Font } | undefined;
function loadFaces() {
  const open = (file: string) =>
    rememberLayouts(fontkit.openSync(require.resolve(file)) as fontkit.Font);
  faces ??= {
    regular: open('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: open('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  };
  return faces;
}

const money = (paise: number) => formatRupees(paiseToRupees(paise));
const LEFT = 40;
const WIDTH = 515;

function addressLines(address: Address): string[] {
  const code = stateCodeOf(address.state);
  return [
    [address.street, address.apartment].filter(Boolean).join(', '),
    `${address.city} ${address.pin}`,
    // The state code beside the name, as the buyer's GSTIN and the place of supply show it.
    code ? `State: ${address.state} (code ${code})` : `State: ${address.state}`,
    address.country,
  ];
}

export function renderDocumentPdf({
  document,
  lines,
  invoiceNumber,
  invoiceIssuedAt,
}: IssuedDocument): Promise<Buffer> {
  const { regular, bold } = loadFaces();
  const pdf = new PDFDocument({
    // No default face: pdfkit would load and parse Helvetica's metrics for every document.
    font: null as unknown as string,
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `${document.kind === 'INVOICE' ? 'Tax invoice' : 'Credit note'} ${document.number}`,
    },
  });
  // pdfkit takes a parsed fontkit face as well as a file; its types know only the file.
  pdf.registerFont('regular', regular as unknown as Buffer);
  pdf.registerFont('bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const { seller, buyer } = document;
  const title = document.kind === 'INVOICE' ? 'TAX INVOICE' : 'CREDIT NOTE';
  pdf.font('bold').fontSize(16).text(title, LEFT, 40, { width: WIDTH, align: 'right' });
  pdf.font('bold').fontSize(12).text(seller.legalName, LEFT, 40, { width: 300 });
  pdf.font('regular').fontSize(9).text(seller.address, { width: 300 });
  pdf.text(`GSTIN: ${seller.gstin}`);
  pdf.text(`State: ${seller.state} (code ${seller.stateCode})`);

  const facts: Array<[string, string]> = [
    [document.kind === 'INVOICE' ? 'Invoice No.' : 'Credit Note No.', document.number],
    ['Date', indianDate(document.issuedAt)],
    ...(invoiceNumber
      ? ([
          ['Against invoice', invoiceNumber],
          ...(invoiceIssuedAt ? [['Invoice date', indianDate(invoiceIssuedAt)]] : []),
        ] as Array<[string, string]>)
      : []),
    ['Order', `#${orderNumber(document.orderId)}`],
    [
      'Place of supply',
      document.placeOfSupplyCode
        ? `${document.placeOfSupply} (${document.placeOfSupplyCode})`
        : document.placeOfSupply,
    ],
  ];
  let y = 64;
  for (const [label, value] of facts) {
    pdf.font('regular').fontSize(9).text(`${label}: `, 360, y, { continued: true, width: 195 });
    pdf.font('bold').text(value);
    y += 13;
  }

  y = Math.max(pdf.y, y) + 14;
  const party = (heading: string, x: number, body: string[]) => {
    pdf.font('bold').fontSize(9).text(heading, x, y, { width: 250 });
    pdf.font('regular');
    for (const line of body.filter(Boolean)) pdf.text(line, { width: 250 });
    return pdf.y;
  };
  const billEnd = party('Bill to', LEFT, [
    buyer.companyName,
    buyer.name,
    ...addressLines(buyer.billingAddress),
    buyer.gstin ? `GSTIN: ${buyer.gstin}` : 'Unregistered buyer',
  ]);
  const shipEnd = party('Ship to', 305, [
    `${buyer.shippingAddress.firstName} ${buyer.shippingAddress.lastName}`,
    ...addressLines(buyer.shippingAddress),
  ]);
  y = Math.max(billEnd, shipEnd) + 14;

  // Each tax cell shows its rate above its amount: `9%` / `₹90.00`.
  const taxColumns: Array<[string, number, (l: (typeof lines)[number]) => string]> =
    document.interState
      ? [['IGST', 100, (l) => `${l.gstRate}%\n${money(l.igstPaise)}`]]
      : [
          ['CGST', 50, (l) => `${l.gstRate / 2}%\n${money(l.cgstPaise)}`],
          ['SGST', 50, (l) => `${l.gstRate / 2}%\n${money(l.sgstPaise)}`],
        ];
  const columns: Array<[string, number, (l: (typeof lines)[number]) => string, 'left' | 'right']> =
    [
      ['#', 16, (l) => String(l.position), 'left'],
      ['Description', 117, (l) => l.description, 'left'],
      ['HSN', 38, (l) => l.hsnCode, 'left'],
      ['Qty', 40, (l) => `${l.quantity} ${UNIT_QUANTITY_CODE}`, 'right'],
      ['Unit price', 55, (l) => money(l.unitPricePaise), 'right'],
      ['Taxable value', 58, (l) => money(l.taxablePaise), 'right'],
      ['GST', 32, (l) => `${l.gstRate}%`, 'right'],
      ...taxColumns.map(
        ([h, w, f]) =>
          [h, w, f, 'right'] as [string, number, (l: (typeof lines)[number]) => string, 'right'],
      ),
      ['Total', 58, (l) => money(l.totalPaise), 'right'],
    ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    let x = LEFT;
    let bottom = y;
    pdf.font(font).fontSize(8);
    cells.forEach((cell, i) => {
      const [, width, , align] = columns[i]!;
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
  row(
    columns.map(([heading]) => heading),
    'bold',
  );
  for (const line of lines) {
    if (y > 720) {
      pdf.addPage();
      y = 40;
    }
    row(
      columns.map(([, , cell]) => cell(line)),
      'regular',
    );
  }

  y += 8;
  const totals: Array<[string, number]> = [
    ['Taxable value', document.taxablePaise],
    ...taxByRate(lines, document.interState),
    ['Total (GST included)', document.totalPaise],
  ];
  for (const [label, paise] of totals) {
    const last = label.startsWith('Total');
    pdf.font(last ? 'bold' : 'regular').fontSize(9);
    pdf.text(label, 300, y, { width: 150 });
    pdf.text(money(paise), 450, y, { width: 105, align: 'right' });
    y += 14;
  }
  pdf
    .font('regular')
    .fontSize(9)
    .text(`Amount in words: ${document.amountInWords}`, LEFT, y + 6, {
      width: WIDTH,
    });
  pdf.moveDown();
  pdf
    .fontSize(8)
    .fillColor('#444444')
    .text(
      document.kind === 'INVOICE'
        ? 'Prices include GST. Tax is not payable on reverse charge. This is a computer-generated invoice.'
        : // An invoice may carry several notes, each for some of its lines: each says what it credits.
          `This credit note credits invoice ${invoiceNumber ?? ''} for the lines and quantities above. It is computer-generated.`,
      { width: WIDTH },
    );
  signatory(pdf, seller.legalName);
  pdf.end();
  return done;
}

/**
 * The tax of each rate, with the rate in its label (`CGST 9%`, `SGST 9%`, `IGST 18%`), in the
 * order the rates first appear; a 0% line adds no tax row.
 */
function taxByRate(lines: IssuedDocument['lines'], interState: boolean): Array<[string, number]> {
  const byRate = new Map<number, { cgst: number; sgst: number; igst: number }>();
  for (const line of lines) {
    const sums = byRate.get(line.gstRate) ?? { cgst: 0, sgst: 0, igst: 0 };
    sums.cgst += line.cgstPaise;
    sums.sgst += line.sgstPaise;
    sums.igst += line.igstPaise;
    byRate.set(line.gstRate, sums);
  }
  const rows: Array<[string, number]> = [];
  for (const [rate, sums] of byRate) {
    if (rate === 0) continue;
    if (interState) rows.push([splitRates(rate, true), sums.igst]);
    else {
      const [cgst, sgst] = splitRates(rate, false).split(' / ') as [string, string];
      rows.push([cgst, sums.cgst], [sgst, sums.sgst]);
    }
  }
  return rows;
}

/** "For <seller>", room for a signature, "Authorised Signatory", at the right of the page. */
function signatory(pdf: PDFKit.PDFDocument, legalName: string) {
  const height = 70;
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  const top = pdf.y + 16;
  pdf.fillColor('#000000').font('bold').fontSize(9);
  pdf.text(`For ${legalName}`, 315, top, { width: 240, align: 'right' });
  pdf.font('regular').text('Authorised Signatory', 315, top + 46, { width: 240, align: 'right' });
}
