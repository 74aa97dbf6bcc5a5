/**
 * The back office's paper and files through HTTP (decision 053): packing slips and the picking
 * list of selected orders, the orders CSV and the sales register of a date range, and a month's
 * documents as one ZIP whose entries are the stored PDFs byte for byte.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { orderNumber } from '@shop/shared/orders/status';
import { paperworkMessages as m } from '@shop/shared/paperwork/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { downloadBytes, pdfText } from '../../../test/documents-helpers';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder, statusBody } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: HttpClient;
let customer: HttpClient;
let board: Product;
let other: Product;
/** Two orders being packed, one shipped, one shipped and cancelled, one not confirmed. */
let packingA: Order;
let packingB: Order;
let shipped: Order;
let returned: Order;
let pending: Order;

const IST_MS = 330 * 60_000;
const indiaDay = (offsetDays = 0) =>
  new Date(Date.now() + IST_MS + offsetDays * 86_400_000).toISOString().slice(0, 10);
const month = indiaDay().slice(0, 7);

async function move(order: Order, status: string) {
  const moved = await admin.patch(`/api/orders/${order._id}/status`, statusBody(status));
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

/** POST as the back office, the answer as bytes. */
async function postBytes(path: string, json: unknown) {
  const response = await fetch(t.url + path, {
    method: 'POST',
    headers: {
      ...admin.headers,
      cookie: admin.cookieHeader(),
      'content-type': 'application/json',
    },
    body: JSON.stringify(json),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** The entries of a ZIP, read from its central directory, each checked against its CRC. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    expect(method).toBe(0);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const content = zip.subarray(start, start + size);
    expect(crc32(content)).toBe(crc);
    entries.set(name, content);
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** A CSV answer as rows of cells (the reader handles quoted cells). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

async function csvOf(path: string) {
  const answer = await admin.get<string>(path);
  expect(answer.status, String(answer.body)).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/csv');
  expect(answer.headers.get('content-disposition')).toContain('attachment');
  const [header, ...rows] = parseCsv(answer.body);
  return {
    raw: answer.body,
    header: header!,
    rows: rows.map((r) => Object.fromEntries(header!.map((name, i) => [name, r[i]!]))),
  };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  const catalogue = (await t.client().get<Product[]>('/api/products?limit=100')).body;
  await t.database.db.update(products).set({ quantity: 10_000 });
  board = catalogue.find((p) => p.gstRate === 18)!;
  other = catalogue.find((p) => p._id !== board._id)!;
  // A name shaped like a spreadsheet formula: the CSV must not let it run.
  ({ client: customer } = await signedInCustomer(t, {
    firstName: '=HYPERLINK("http://x")',
    lastName: 'Rao',
  }));
  packingA = await placeOrder(customer, board, 2);
  await move(packingA, 'PROCESSING');
  await customer.post('/api/cart/add', { productId: other._id, quantity: 1 });
  packingB = await placeOrder(customer, board, 1);
  await move(packingB, 'PROCESSING');
  shipped = await placeOrder(customer, board, 3);
  await move(shipped, 'PROCESSING');
  await move(shipped, 'SHIPPED');
  returned = await placeOrder(customer, other, 1);
  await move(returned, 'PROCESSING');
  await move(returned, 'SHIPPED');
  await move(returned, 'CANCELLED');
  pending = await placeOrder(customer, board, 1);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('packing slips and the picking list', () => {
  it('prints one PDF with a page per selected order, naming each order and its goods', async () => {
    const answer = await postBytes('/api/orders/admin/packing-slips', {
      orderIds: [packingA._id, packingB._id],
    });
    expect(answer.status, answer.bytes.toString()).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(answer.bytes);
    expect(text).toContain(`Order #${orderNumber(packingA._id)}`);
    expect(text).toContain(`Order #${orderNumber(packingB._id)}`);
    expect(text.match(/Packing slip/g)).toHaveLength(2);
    expect(text).toContain(other.name);
    expect(text).toContain('Tax invoice: issued when the order is shipped');
  });

  it("names a shipped order's tax invoice on its slip", async () => {
    const answer = await postBytes('/api/orders/admin/packing-slips', { orderIds: [shipped._id] });
    expect(answer.status).toBe(200);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, shipped._id), eq(invoices.kind, 'INVOICE')));
    expect(await pdfText(answer.bytes)).toContain(`Tax invoice ${invoice!.number}`);
  });

  it("sums each product's quantity over the orders, with its SKU, and names the orders wanting it", async () => {
    await t.database.db
      .update(products)
      .set({ sku: 'CK-BRD-0042' })
      .where(eq(products.id, board._id));
    const answer = await postBytes('/api/orders/admin/picking-list', {
      orderIds: [packingA._id, packingB._id, shipped._id],
    });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    const text = (await pdfText(answer.bytes)).replace(/\s+/g, ' ');
    const numbers = [packingA, packingB, shipped].map((o) => `#${orderNumber(o._id)}`);
    // 2 + 1 + 3 boards; the other product only in B.
    expect(text).toContain(`${board.name} CK-BRD-0042 6 ${numbers.join(', ')}`);
    expect(text).toContain(`${other.name} 1 ${numbers[1]}`);
    expect(text).toContain('Total units: 7');
  });

  it('refuses an order not being packed or shipped, an unknown order and a bad selection', async () => {
    const notYet = await admin.post('/api/orders/admin/packing-slips', {
      orderIds: [packingA._id, pending._id],
    });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(m.notPrintable([orderNumber(pending._id)]));
    const unknown = await admin.post('/api/orders/admin/picking-list', {
      orderIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(404);
    const none = await admin.post('/api/orders/admin/packing-slips', { orderIds: [] });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(m.orderIdsRequired);
    const tooMany = await admin.post('/api/orders/admin/packing-slips', {
      orderIds: Array.from({ length: 51 }, () => packingA._id),
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(m.tooManyOrders);
  });

  it('is for staff only', async () => {
    const body = { orderIds: [packingA._id] };
    expect((await t.client().post('/api/orders/admin/packing-slips', body)).status).toBe(401);
    expect((await customer.post('/api/orders/admin/picking-list', body)).status).toBe(403);
  });
});

describe('the orders CSV', () => {
  it('has a row per order placed in the range, the formula-shaped name neutralised', async () => {
    const { header, rows, raw } = await csvOf(
      `/api/exports/orders.csv?from=${indiaDay()}&to=${indiaDay()}`,
    );
    expect(header).toEqual([
      'Order number',
      'Date (IST)',
      'Customer name',
      'E-mail',
      'Phone',
      'Status',
      'Payment method',
      'Payment status',
      'Total (INR)',
      'Items',
      'GSTIN',
      'Company',
      'City',
      'State',
    ]);
    const mine = [packingA, packingB, shipped, returned, pending];
    expect(rows.map((r) => r['Order number'])).toEqual(mine.map((o) => orderNumber(o._id)));
    const first = rows[0]!;
    // Prefixed with an apostrophe, so a spreadsheet shows the text and runs nothing.
    expect(first['Customer name']).toBe(`'=HYPERLINK("http://x") Rao`);
    expect(raw).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(first).toMatchObject({
      Phone: packingA.billingAddress.phone,
      Status: 'PROCESSING',
      'Payment method': 'COD',
      'Total (INR)': packingA.totalAmount.toFixed(2),
      Items: '2',
      City: packingA.shippingAddress.city,
      State: packingA.shippingAddress.state,
    });
    expect(first['Date (IST)']).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}$/);
    expect(rows[1]!.Items).toBe('2');
    expect(rows[3]!.Status).toBe('CANCELLED');
    expect(rows[4]!.Status).toBe('PENDING');
  });

  it('is empty but for its header for a range before the orders', async () => {
    const { rows } = await csvOf(`/api/exports/orders.csv?from=2025-01-01&to=2025-01-31`);
    expect(rows).toEqual([]);
  });
});

describe('the sales register', () => {
  it('lists each document once, a credit note as negative amounts naming its invoice', async () => {
    const { header, rows } = await csvOf(
      `/api/exports/sales-register.csv?from=${indiaDay()}&to=${indiaDay()}&level=invoice`,
    );
    expect(header).toEqual([
      'Document',
      'Number',
      'Date',
      'Against invoice',
      'Buyer',
      'GSTIN',
      'Place of supply',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ]);
    const documents = await t.database.db.select().from(invoices);
    expect(rows).toHaveLength(documents.length);
    expect(documents).toHaveLength(3);
    const invoice = documents.find((d) => d.orderId === shipped._id)!;
    const returnedInvoice = documents.find(
      (d) => d.orderId === returned._id && d.kind === 'INVOICE',
    )!;
    const note = documents.find((d) => d.kind === 'CREDIT_NOTE')!;
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    expect(rows.find((r) => r.Number === invoice.number)).toEqual({
      Document: 'Tax invoice',
      Number: invoice.number,
      Date: expect.stringMatching(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/),
      'Against invoice': '',
      // The billing address's name, as the invoice prints it.
      Buyer: `${shipped.billingAddress.firstName} ${shipped.billingAddress.lastName}`,
      GSTIN: '',
      'Place of supply': '36-Telangana',
      'Taxable value': rupees(invoice.taxablePaise),
      CGST: rupees(invoice.cgstPaise),
      SGST: rupees(invoice.sgstPaise),
      IGST: '0.00',
      Total: rupees(invoice.totalPaise),
    });
    expect(invoice.totalPaise).toBe(Math.round(shipped.totalAmount * 100));
    expect(rows.find((r) => r.Number === note.number)).toMatchObject({
      Document: 'Credit note',
      'Against invoice': returnedInvoice.number,
      'Taxable value': rupees(-note.taxablePaise),
      Total: rupees(-note.totalPaise),
    });
  });

  it('has a row per line with its HSN, quantity, UQC, rate and each tax', async () => {
    const { header, rows } = await csvOf(
      `/api/exports/sales-register.csv?from=${indiaDay(-3)}&to=${indiaDay()}&level=line`,
    );
    expect(header.slice(7)).toEqual([
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
    ]);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, shipped._id), eq(invoices.kind, 'INVOICE')));
    const [line] = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(rows.find((r) => r.Number === invoice!.number)).toMatchObject({
      Line: '1',
      Description: board.name,
      HSN: line!.hsnCode,
      Quantity: '3',
      UQC: 'NOS',
      'GST rate (%)': '18',
      'Taxable value': (line!.taxablePaise / 100).toFixed(2),
      CGST: (line!.cgstPaise / 100).toFixed(2),
      SGST: (line!.sgstPaise / 100).toFixed(2),
      Total: (line!.totalPaise / 100).toFixed(2),
    });
    const noteLine = rows.find((r) => r.Document === 'Credit note')!;
    expect(noteLine.Quantity).toBe('-1');
    expect(noteLine.Description).toBe(other.name);
  });
});

describe('the date range', () => {
  it.each([
    ['from after to', `from=${indiaDay()}&to=${indiaDay(-1)}`, m.rangeReversed],
    ['longer than 366 days', `from=${indiaDay(-400)}&to=${indiaDay()}`, m.rangeTooLong],
    ['ending tomorrow', `from=${indiaDay()}&to=${indiaDay(1)}`, m.rangeInFuture],
    ['not a date', `from=2026-02-30&to=${indiaDay()}`, m.dateInvalid],
    ['missing', `to=${indiaDay()}`, m.dateInvalid],
    ['left empty', `from=&to=${indiaDay()}`, m.dateInvalid],
    ['of no calendar', `from=2026-13-45&to=${indiaDay()}`, m.dateInvalid],
  ])('refuses a range %s with a 400 saying why', async (_, query, message) => {
    for (const path of ['/api/exports/orders.csv', '/api/exports/sales-register.csv']) {
      const answer = await admin.get(`${path}?${query}`);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });
});

describe("a month's documents as one ZIP", () => {
  it('holds every invoice and credit note of the month, the stored bytes, named by number', async () => {
    const answer = await downloadBytes(t.url, admin, `/api/exports/invoices.zip?month=${month}`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/zip');
    const entries = unzip(answer.bytes);
    const documents = await t.database.db.select().from(invoices);
    expect([...entries.keys()].sort()).toEqual(
      documents
        .map(
          (d) =>
            `${d.kind === 'INVOICE' ? 'invoice' : 'credit-note'}-${d.number!.replaceAll('/', '-')}.pdf`,
        )
        .sort(),
    );
    // Each entry is the document as stored and as every download serves it.
    for (const d of documents) {
      const path =
        d.kind === 'INVOICE'
          ? `/api/orders/${d.orderId}/invoice`
          : `/api/orders/${d.orderId}/credit-notes/${d.id}`;
      const download = await downloadBytes(t.url, admin, path);
      expect(download.status, path).toBe(200);
      const [name] = [...entries.keys()].filter((n) => n.includes(d.number!.replaceAll('/', '-')));
      expect(entries.get(name!)!.equals(download.bytes)).toBe(true);
    }
    // And each is the file stored when the document was first drawn, whose hash is recorded.
    for (const d of await t.database.db.select().from(invoices)) {
      const onDisk = await readFile(
        path.join(t.config.documentsDir, 'invoices', d.id, `${d.pdfSha256}.pdf`),
      );
      const [name] = [...entries.keys()].filter((n) => n.includes(d.number!.replaceAll('/', '-')));
      expect(entries.get(name!)!.equals(onDisk)).toBe(true);
      expect(createHash('sha256').update(onDisk).digest('hex')).toBe(d.pdfSha256);
    }
  });

  it('is an empty archive for a month without documents', async () => {
    const answer = await downloadBytes(t.url, admin, '/api/exports/invoices.zip?month=2025-01');
    expect(answer.status).toBe(200);
    expect(unzip(answer.bytes).size).toBe(0);
  });

  it('refuses a month not yet begun and a malformed one', async () => {
    const next = new Date(Date.now() + IST_MS);
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const future = await admin.get(
      `/api/exports/invoices.zip?month=${next.toISOString().slice(0, 7)}`,
    );
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(m.monthInFuture);
    const bad = await admin.get('/api/exports/invoices.zip?month=2026-13');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(m.monthInvalid);
  });
});
