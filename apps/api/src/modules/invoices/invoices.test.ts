/**
 * Tax invoices through HTTP: issued on confirmation with gapless numbers (also under concurrent
 * confirmations), CGST + SGST inside Telangana and IGST outside, snapshots, credit notes on
 * cancel, the GSTIN check at checkout, access to the PDFs and the confirmation's attachment.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { gstMessages } from '@shop/shared/gst/messages';
import type { Order } from '@shop/shared/orders/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounters, invoiceLines, invoices, orders, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { address, payloadFromCart } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { financialYearOf } from './tax';

let t: TestApp;
let admin: HttpClient;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  catalogue = (await t.client().get<Product[]>('/api/products?limit=100')).body;
  // Plenty of stock for every test here.
  await t.database.db.update(products).set({ quantity: 10_000 });
});
afterAll(async () => {
  await t?.close();
});

const SHOP_GSTIN = '36AABCC1234D1ZC';
const TELANGANA_BUYER = '36AAECB4321K1ZT';
const KARNATAKA_BUYER = '29AABCT1332L1ZA';
const karnataka = { ...address, city: 'Bengaluru', state: 'Karnataka', pin: '560001' };

async function place(
  client: HttpClient,
  lines: Array<[Product, number]>,
  overrides: Record<string, unknown> = {},
) {
  for (const [product, quantity] of lines) {
    const added = await client.post('/api/cart/add', { productId: product._id, quantity });
    expect(added.status).toBe(200);
  }
  return client.post<Order>('/api/orders', { ...(await payloadFromCart(client)), ...overrides });
}

async function placed(client: HttpClient, lines: Array<[Product, number]>, overrides = {}) {
  const answer = await place(client, lines, overrides);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const payCod = (client: HttpClient, id: string) =>
  client.patch<Order>(`/api/orders/${id}/status`, {
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    status: 'PROCESSING',
  });

/** GET a PDF as bytes (the test client reads answers as text). */
async function download(client: HttpClient, path: string) {
  const headers: Record<string, string> = { ...client.headers };
  if (client.cookies.size > 0) headers.cookie = client.cookieHeader();
  const response = await fetch(t.url + path, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes, response };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const documentOf = async (orderId: string, kind: 'INVOICE' | 'CREDIT_NOTE' = 'INVOICE') =>
  (
    await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
  )[0];
const linesOf = (invoiceId: string) =>
  t.database.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));

const board = () => catalogue.find((p) => p.gstRate === 18)!;
const kit = () => catalogue.find((p) => p.gstRate === 12)!;

describe('the tax invoice', () => {
  it('is issued when a business buyer in Telangana pays on delivery: CGST and SGST, both GSTINs', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placed(
      client,
      [
        [board(), 3],
        [kit(), 1],
      ],
      {
        gstNumber: TELANGANA_BUYER.toLowerCase(),
        companyName: 'Bharat Robotics Pvt Ltd',
      },
    );
    expect(order.gstNumber).toBe(TELANGANA_BUYER);
    const before = await download(client, `/api/orders/${order._id}/invoice`);
    expect(before.status).toBe(409);
    expect(JSON.parse(before.bytes.toString()).message).toBe(gstMessages.invoiceNotYet);
    expect(await documentOf(order._id)).toBeUndefined();

    expect((await payCod(client, order._id)).status).toBe(200);
    const invoice = (await documentOf(order._id))!;
    expect(invoice.number).toMatch(/^CK\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice.financialYear).toBe(financialYearOf(new Date()));
    expect(invoice).toMatchObject({
      interState: false,
      placeOfSupply: 'Telangana',
      placeOfSupplyCode: '36',
      igstPaise: 0,
      totalPaise: Math.round(order.totalAmount * 100),
    });
    expect(invoice.buyer).toMatchObject({
      gstin: TELANGANA_BUYER,
      companyName: 'Bharat Robotics Pvt Ltd',
    });
    expect(invoice.seller.gstin).toBe(SHOP_GSTIN);
    expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise).toBe(invoice.totalPaise);
    const lines = await linesOf(invoice.id);
    expect(lines.map((l) => [l.hsnCode, l.gstRate, l.quantity])).toEqual(
      expect.arrayContaining([
        [board().hsnCode, 18, 3],
        [kit().hsnCode, 12, 1],
      ]),
    );
    for (const line of lines) {
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.totalPaise);
      expect(line.totalPaise).toBe(line.unitPricePaise * line.quantity);
    }

    const pdf = await download(client, `/api/orders/${order._id}/invoice`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.response.headers.get('content-disposition')).toContain(
      `invoice-${invoice.number.replaceAll('/', '-')}.pdf`,
    );
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(invoice.number);
    expect(text).toContain(SHOP_GSTIN);
    expect(text).toContain(TELANGANA_BUYER);
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Bharat Robotics Pvt Ltd');
    expect(text).toContain(invoice.amountInWords.slice(0, 30));
  });

  it('charges IGST when the order ships to Karnataka', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placed(client, [[board(), 2]], {
      shippingAddress: karnataka,
      gstNumber: KARNATAKA_BUYER,
      companyName: 'Bengaluru Tech Pvt Ltd',
    });
    await payCod(client, order._id);
    const invoice = (await documentOf(order._id))!;
    expect(invoice).toMatchObject({
      interState: true,
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(invoice.taxablePaise + invoice.igstPaise).toBe(invoice.totalPaise);
    expect(invoice.igstPaise).toBeGreaterThan(0);
    const text = await pdfText((await download(client, `/api/orders/${order._id}/invoice`)).bytes);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Karnataka (29)');
  });

  it('is issued when a payment confirms the order, and attached to the confirmation e-mail', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await placed(client, [[board(), 1]]);
    const mail = t.inbox.waitFor(user.email);
    await payCod(client, order._id);
    const received = await mail;
    const invoice = (await documentOf(order._id))!;
    expect(received.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(received.raw).toContain(`invoice-${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(invoice.buyer.gstin).toBe('');
  });

  it('keeps what it said when the product is edited afterwards', async () => {
    const { client } = await signedInCustomer(t);
    const product = catalogue.find((p) => p.gstRate === 18 && p._id !== board()._id)!;
    const order = await placed(client, [[product, 1]]);
    await payCod(client, order._id);
    await t.database.db
      .update(products)
      .set({ name: 'Renamed afterwards', hsnCode: '9999', gstRate: 28 })
      .where(eq(products.id, product._id));
    const text = (
      await pdfText((await download(client, `/api/orders/${order._id}/invoice`)).bytes)
    ).replace(/\s+/g, ' ');
    expect(text).toContain(product.name);
    expect(text).toContain(product.hsnCode);
    expect(text).not.toContain('Renamed afterwards');
    expect(text).not.toContain('28%');
  });
});

describe('who may download it', () => {
  let order: Order;
  let owner: HttpClient;
  beforeAll(async () => {
    owner = (await signedInCustomer(t)).client;
    order = await placed(owner, [[board(), 1]]);
    await payCod(owner, order._id);
  });

  it('opens to its owner and to administrators', async () => {
    expect((await download(owner, `/api/orders/${order._id}/invoice`)).status).toBe(200);
    const asAdmin = await download(admin, `/api/orders/${order._id}/invoice`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.type).toBe('application/pdf');
  });

  it("answers 404 for someone else's order, 401 signed out, 404 for an unknown order", async () => {
    const stranger = (await signedInCustomer(t)).client;
    const refused = await download(stranger, `/api/orders/${order._id}/invoice`);
    expect(refused.status).toBe(404);
    expect(refused.type).toContain('application/json');
    expect((await download(t.client(), `/api/orders/${order._id}/invoice`)).status).toBe(401);
    expect(
      (await download(owner, '/api/orders/00000000-0000-4000-8000-000000000000/invoice')).status,
    ).toBe(404);
    expect((await download(admin, '/api/orders/not-an-id/invoice')).status).toBe(404);
  });
});

describe('the GSTIN at checkout', () => {
  it.each([
    ['a wrong check character', '36AAECB4321K1ZU', gstMessages.gstinCheckCharacter],
    ['a short one', '36AAECB4321K1Z', gstMessages.gstinLength],
    ['an unknown state code', '99AAECB4321K1ZT', gstMessages.gstinStateCode],
    ['a malformed PAN part', '36AAEC84321K1ZT', gstMessages.gstinPan],
  ])('refuses %s with a clear 400 and creates nothing', async (_case, gstNumber, message) => {
    const { client, user } = await signedInCustomer(t);
    const answer = await place(client, [[board(), 1]], { gstNumber, companyName: 'Acme' });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user._id))).toEqual(
      [],
    );
    expect((await client.get<{ items: unknown[] }>('/api/cart')).body.items).toHaveLength(1);
  });

  it('requires the company name with a GSTIN', async () => {
    const { client } = await signedInCustomer(t);
    const answer = await place(client, [[board(), 1]], { gstNumber: TELANGANA_BUYER });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(gstMessages.companyRequired);
  });
});

describe('credit notes', () => {
  it('are issued from their own series when an invoiced order is cancelled', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placed(client, [[board(), 2]]);
    await payCod(client, order._id);
    const none = await download(client, `/api/orders/${order._id}/credit-note`);
    expect(none.status).toBe(409);
    expect(JSON.parse(none.bytes.toString()).message).toBe(gstMessages.creditNoteNone);

    expect((await client.patch(`/api/orders/${order._id}/cancel`, {})).status).toBe(200);
    const invoice = (await documentOf(order._id))!;
    const note = (await documentOf(order._id, 'CREDIT_NOTE'))!;
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(note).toMatchObject({
      invoiceId: invoice.id,
      totalPaise: invoice.totalPaise,
      taxablePaise: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
    });
    const pdf = await download(client, `/api/orders/${order._id}/credit-note`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note.number);
    expect(text).toContain(invoice.number);
  });

  it('are not issued, nor an invoice, for an order cancelled before confirmation', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placed(client, [[board(), 1]]);
    expect((await client.patch(`/api/orders/${order._id}/cancel`, {})).status).toBe(200);
    expect(await documentOf(order._id)).toBeUndefined();
    expect(await documentOf(order._id, 'CREDIT_NOTE')).toBeUndefined();
    expect((await download(client, `/api/orders/${order._id}/invoice`)).status).toBe(409);
  });
});

describe('numbering', () => {
  it('stays gapless and unique under 50 concurrent confirmations', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signedInCustomer(t)));
    const pending: Array<{ client: HttpClient; id: string }> = [];
    for (let i = 0; i < 50; i++) {
      const { client } = buyers[i % buyers.length]!;
      pending.push({ client, id: (await placed(client, [[board(), 1]]))._id });
    }
    const answers = await Promise.all(pending.map(({ client, id }) => payCod(client, id)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));

    const issued = await Promise.all(pending.map(({ id }) => documentOf(id)));
    const sequences = issued.map((invoice) => invoice!.sequence).sort((a, b) => a - b);
    expect(new Set(issued.map((invoice) => invoice!.number)).size).toBe(50);
    expect(sequences.at(-1)! - sequences[0]! + 1).toBe(50);

    // The whole series of this year, across every test here, is 1..N with nothing skipped.
    const year = financialYearOf(new Date());
    const all = await t.database.db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(and(eq(invoices.kind, 'INVOICE'), eq(invoices.financialYear, year)))
      .orderBy(asc(invoices.sequence));
    expect(all.map((row) => row.sequence)).toEqual(all.map((_row, i) => i + 1));
    const [counter] = await t.database.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.kind, 'INVOICE'), eq(invoiceCounters.financialYear, year)));
    expect(counter!.lastNumber).toBe(all.length);
  });
});
