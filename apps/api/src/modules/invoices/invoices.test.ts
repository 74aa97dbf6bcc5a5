/**
 * Tax invoices through HTTP: issued on dispatch (SHIPPED) with gapless numbers (also under
 * concurrent dispatches), CGST + SGST inside Telangana and IGST outside, snapshots, credit notes
 * on a cancel of an invoiced order, the GSTIN check at checkout, access to the PDFs, their
 * stored bytes, and the SHIPPED e-mail's attachment.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { gstMessages } from '@shop/shared/gst/messages';
import { indianMonthOf, type GstReturns } from '@shop/shared/gst/returns';
import type { Order } from '@shop/shared/orders/schemas';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounters, invoiceLines, invoices, orders, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { address, payloadFromCart, placeOrder } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { financialYearOf, indianMonthRange } from './tax';
import { INVOICE_TEMPLATE_VERSION } from './invoice-template';

let t: TestApp;
let admin: HttpClient;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp({
    // The B2C large invoice of the GST returns needs one order above ₹1,00,000 held unpaid.
    ORDER_MAX_OPEN_VALUE_RUPEES: '1000000',
    TRUST_PROXY: 'loopback',
  });
  admin = await adminClient(t);
  // Every seeded product is at 18%: the owner puts one at 12%, for invoices of two rates.
  await t.database.db
    .update(products)
    .set({ gstRate: 12 })
    .where(eq(products.slug, 'line-follower-robot-kit'));
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

/** The back office ships the order: the tax invoice is issued in that transaction. */
async function ship(id: string) {
  const shipped = await admin.patch<Order>(`/api/orders/${id}/status`, {
    status: 'SHIPPED',
    courier: 'DELHIVERY',
    trackingNumber: id.slice(-12),
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  return shipped;
}

/** Confirmed for cash on delivery, then shipped. */
async function dispatchCod(client: HttpClient, id: string) {
  expect((await payCod(client, id)).status).toBe(200);
  return ship(id);
}

/** Pays the order in the Razorpay sandbox, as the payment page does. */
async function payOnline(client: HttpClient, order: Order) {
  await client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
  const created = await client.post<{ id: string }>('/api/payments/create', {
    orderId: order._id,
  });
  expect(created.status).toBe(200);
  const paid = await t.client().post<Record<string, string>>('/sandbox/razorpay/pay', {
    order_id: created.body.id,
  });
  const verified = await client.post('/api/payments/verify', { ...paid.body, orderId: order._id });
  expect(verified.status).toBe(200);
}

/**
 * Each test downloads from an address of its own (the app trusts the loopback proxy), so the
 * downloads of the tests before it never reach the per-address limit tested on its own below.
 */
function addressOfThisTest(): string {
  const hash = createHash('sha256')
    .update(expect.getState().currentTestName ?? '')
    .digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

/** GET a PDF as bytes (the test client reads answers as text). */
async function download(client: HttpClient, path: string) {
  const headers: Record<string, string> = {
    ...client.headers,
    'x-forwarded-for': addressOfThisTest(),
  };
  if (client.cookies.size > 0) headers.cookie = client.cookieHeader();
  const response = await fetch(t.url + path, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes, response };
}

/** Waits for the SHIPPED e-mail: its invoice PDF is stored by then. */
const shippedMailTo = (email: string) =>
  t.inbox.until(
    () =>
      t.inbox.messages.some(
        (m) => m.to.includes(email.toLowerCase()) && /has shipped/.test(m.subject),
      ),
    5000,
  );

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The first PDF attached to a raw e-mail, decoded from its base64 part. */
function attachmentOf(raw: string): Buffer {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
  expect(part, 'a PDF part').toBeDefined();
  const [, body = ''] = part!.split(/\r?\n\r?\n/);
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The order's document of that kind, numbered once its transaction committed. */
async function documentOf(orderId: string, kind: 'INVOICE' | 'CREDIT_NOTE' = 'INVOICE') {
  const [document] = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  if (!document) return undefined;
  const { number, sequence } = document;
  expect(number, 'numbered as it was issued').toEqual(expect.any(String));
  return { ...document, number: number!, sequence: sequence! };
}
const linesOf = (invoiceId: string) =>
  t.database.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));

const board = () => catalogue.find((p) => p.gstRate === 18)!;
const kit = () => catalogue.find((p) => p.gstRate === 12)!;

describe('the tax invoice', () => {
  it('is issued when the order of a business buyer in Telangana ships: CGST and SGST, both GSTINs', async () => {
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
    // Confirmed, not yet dispatched: no invoice.
    const confirmed = await download(client, `/api/orders/${order._id}/invoice`);
    expect(confirmed.status).toBe(409);
    expect(await documentOf(order._id)).toBeUndefined();

    await ship(order._id);
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
      billingAddress: karnataka,
      shippingAddress: karnataka,
      gstNumber: KARNATAKA_BUYER,
      companyName: 'Bengaluru Tech Pvt Ltd',
    });
    await dispatchCod(client, order._id);
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

  it('is attached to the SHIPPED e-mail, not to the cash-on-delivery confirmation, as stored', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await placed(client, [[board(), 1]]);
    const confirmation = t.inbox.waitFor(user.email);
    await payCod(client, order._id);
    const confirmed = await confirmation;
    expect(confirmed.subject).toMatch(/cash on delivery/);
    expect(confirmed.raw).not.toMatch(/Content-Type: application\/pdf/i);

    const shippedMail = t.inbox.waitFor(user.email);
    await ship(order._id);
    const received = await shippedMail;
    const invoice = (await documentOf(order._id))!;
    expect(received.subject).toMatch(/has shipped/);
    expect(received.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(received.raw).toContain(`invoice-${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(invoice.buyer.gstin).toBe('');

    // The e-mail's PDF was stored with its hash; a download sends those very bytes.
    expect(invoice.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(invoice.pdfTemplateVersion).toBe(INVOICE_TEMPLATE_VERSION);
    const pdf = await download(client, `/api/orders/${order._id}/invoice`);
    expect(sha256(pdf.bytes)).toBe(invoice.pdfSha256);
    const attached = attachmentOf(received.raw);
    expect(attached.equals(pdf.bytes)).toBe(true);
  });

  it('is issued when the order of a Razorpay payment ships, not when the payment confirms it', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await placed(client, [[kit(), 1]]);
    await client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
    const created = await client.post<{ id: string }>('/api/payments/create', {
      orderId: order._id,
      amount: order.totalAmount,
    });
    const paid = await t.client().post<Record<string, string>>('/sandbox/razorpay/pay', {
      order_id: created.body.id,
    });
    const mail = t.inbox.waitFor(user.email);
    const body = { ...paid.body, orderId: order._id, amount: order.totalAmount };
    const verified = await Promise.all([
      client.post('/api/payments/verify', body),
      client.post('/api/payments/verify', body),
    ]);
    expect(verified.map((a) => a.status)).toEqual([200, 200]);
    const received = await mail;
    expect(received.subject).toMatch(/Payment received/);
    expect(received.raw).not.toMatch(/Content-Type: application\/pdf/i);
    expect(await documentOf(order._id)).toBeUndefined();

    await ship(order._id);
    const issued = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order._id));
    expect(issued).toHaveLength(1);
    expect(issued[0]!.totalPaise).toBe(Math.round(order.totalAmount * 100));
  });

  it('keeps what it said when the product is edited afterwards', async () => {
    const { client } = await signedInCustomer(t);
    const product = catalogue.find((p) => p.gstRate === 18 && p._id !== board()._id)!;
    const order = await placed(client, [[product, 1]]);
    await dispatchCod(client, order._id);
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
    await dispatchCod(owner, order._id);
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

describe('a flood of downloads', () => {
  it('is refused with 429 and Retry-After past 30 a minute from one address, while the owner elsewhere still downloads', async () => {
    const shop = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const { client: owner } = await signedInCustomer(shop);
      const [product] = (await shop.client().get<Product[]>('/api/products')).body.filter(
        (p) => p.quantity > 2,
      );
      const order = await placeOrder(owner, product!);
      expect((await payCod(owner, order._id)).status).toBe(200);
      const shopAdmin = await adminClient(shop);
      const shipped = await shopAdmin.patch(`/api/orders/${order._id}/status`, {
        status: 'SHIPPED',
        courier: 'DELHIVERY',
        trackingNumber: order._id.slice(-12),
      });
      expect(shipped.status).toBe(200);
      const from = (address: string) => ({
        ...owner.headers,
        cookie: owner.cookieHeader(),
        'x-forwarded-for': address,
      });
      const get = (address: string) =>
        fetch(`${shop.url}/api/orders/${order._id}/invoice`, { headers: from(address) });
      // Each body read to its end, so that no connection is left half-read when the shop closes.
      const statusOf = async (address: string) => {
        const answer = await get(address);
        await answer.arrayBuffer();
        return answer.status;
      };
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push(await statusOf('203.0.113.7'));
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
      expect(statuses[30]).toBe(429);
      const refused = await get('203.0.113.7');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ message: gstMessages.tooManyDownloads });
      expect(await statusOf('203.0.113.8')).toBe(200);

      // From many addresses at once: one drawing serves them all, so none is turned away as
      // busy, and every one gets the same bytes.
      const many = await Promise.all(
        Array.from({ length: 60 }, (_, i) => get(`198.51.100.${i + 1}`)),
      );
      expect(many.map((answer) => answer.status)).toEqual(Array(60).fill(200));
      const bodies = new Set(
        await Promise.all(
          many.map(async (answer) => Buffer.from(await answer.arrayBuffer()).toString('base64')),
        ),
      );
      expect(bodies.size).toBe(1);
    } finally {
      await shop.close();
    }
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
  it('are issued from their own series when a shipped, invoiced order is cancelled', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placed(client, [[board(), 2]]);
    await dispatchCod(client, order._id);
    const none = await download(client, `/api/orders/${order._id}/credit-note`);
    expect(none.status).toBe(409);
    expect(JSON.parse(none.bytes.toString()).message).toBe(gstMessages.creditNoteNone);

    const cancelled = await admin.patch(`/api/orders/${order._id}/status`, {
      status: 'CANCELLED',
      reason: 'Out of stock at the warehouse',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
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

  it("are drawn as their own document when the invoice's PDF was stored before the cancel", async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await placed(client, [[board(), 1]]);
    await dispatchCod(client, order._id);
    // The SHIPPED e-mail has drawn and stored the invoice: its hash is recorded.
    await shippedMailTo(user.email);
    const invoice = (await documentOf(order._id))!;
    expect(invoice.pdfSha256).toEqual(expect.any(String));

    const cancelled = await admin.patch(`/api/orders/${order._id}/status`, {
      status: 'CANCELLED',
      reason: 'Out of stock at the warehouse',
    });
    expect(cancelled.status).toBe(200);
    expect((await documentOf(order._id, 'CREDIT_NOTE'))!.pdfSha256).toBeNull();
    const pdf = await download(client, `/api/orders/${order._id}/credit-note`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain('CREDIT NOTE');
    const note = (await documentOf(order._id, 'CREDIT_NOTE'))!;
    expect(note.pdfSha256).toBe(sha256(pdf.bytes));
    expect(note.pdfSha256).not.toBe(invoice.pdfSha256);
  });

  it("that borrowed their invoice's PDF are set to be drawn again by the migration credit_note_own_pdf", async () => {
    const migrationsDir = path.resolve(import.meta.dirname, '../../db/migrations');
    const repair = await readFile(
      path.join(
        migrationsDir,
        (await readdir(migrationsDir)).find((f) => f.endsWith('_credit_note_own_pdf.sql'))!,
      ),
      'utf8',
    );
    const cancelledAfterShipping = async () => {
      const { client, user } = await signedInCustomer(t);
      const order = await placed(client, [[board(), 1]]);
      await dispatchCod(client, order._id);
      await shippedMailTo(user.email);
      expect(
        (
          await admin.patch(`/api/orders/${order._id}/status`, {
            status: 'CANCELLED',
            reason: 'Out of stock at the warehouse',
          })
        ).status,
      ).toBe(200);
      return { client, order };
    };
    const sound = await cancelledAfterShipping();
    expect(
      (await download(sound.client, `/api/orders/${sound.order._id}/credit-note`)).status,
    ).toBe(200);
    const soundNote = (await documentOf(sound.order._id, 'CREDIT_NOTE'))!;
    // A note as the earlier code wrote it: the invoice's hash copied onto it.
    const broken = await cancelledAfterShipping();
    const brokenInvoice = (await documentOf(broken.order._id))!;
    await t.database.db
      .update(invoices)
      .set({ pdfSha256: brokenInvoice.pdfSha256, pdfTemplateVersion: INVOICE_TEMPLATE_VERSION })
      .where(and(eq(invoices.orderId, broken.order._id), eq(invoices.kind, 'CREDIT_NOTE')));

    await t.database.db.execute(sql.raw(repair));

    expect((await documentOf(sound.order._id, 'CREDIT_NOTE'))!.pdfSha256).toBe(soundNote.pdfSha256);
    expect((await documentOf(broken.order._id, 'CREDIT_NOTE'))!.pdfSha256).toBeNull();
    expect((await documentOf(broken.order._id))!.pdfSha256).toBe(brokenInvoice.pdfSha256);
    const pdf = await download(broken.client, `/api/orders/${broken.order._id}/credit-note`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain('CREDIT NOTE');
  });

  it('are not issued, nor an invoice, for an order cancelled before dispatch', async () => {
    const { client } = await signedInCustomer(t);
    const unconfirmed = await placed(client, [[board(), 1]]);
    const confirmed = await placed(client, [[board(), 1]]);
    expect((await payCod(client, confirmed._id)).status).toBe(200);
    for (const order of [unconfirmed, confirmed]) {
      expect((await client.patch(`/api/orders/${order._id}/cancel`, {})).status).toBe(200);
      expect(await documentOf(order._id)).toBeUndefined();
      expect(await documentOf(order._id, 'CREDIT_NOTE')).toBeUndefined();
      expect((await download(client, `/api/orders/${order._id}/invoice`)).status).toBe(409);
      expect((await download(client, `/api/orders/${order._id}/credit-note`)).status).toBe(409);
    }
  });

  it('still credit an order invoiced when it was confirmed, before invoices moved to dispatch', async () => {
    const { client } = await signedInCustomer(t);
    const [invoicedEarlier, shippedLater] = [
      await placed(client, [[board(), 1]]),
      await placed(client, [[board(), 1]]),
    ];
    for (const order of [invoicedEarlier, shippedLater]) {
      expect((await payCod(client, order._id)).status).toBe(200);
      // The invoice a confirmation issued before the change: another order's, moved onto it.
      const donor = await placed(client, [[board(), 1]]);
      await dispatchCod(client, donor._id);
      await t.database.db
        .update(invoices)
        .set({ orderId: order._id })
        .where(eq(invoices.orderId, donor._id));
    }
    const legacy = (await documentOf(invoicedEarlier._id))!;
    expect((await client.patch(`/api/orders/${invoicedEarlier._id}/cancel`, {})).status).toBe(200);
    const note = (await documentOf(invoicedEarlier._id, 'CREDIT_NOTE'))!;
    expect(note.invoiceId).toBe(legacy.id);

    // Shipped later, it keeps that invoice and gets no second one.
    const kept = (await documentOf(shippedLater._id))!;
    await ship(shippedLater._id);
    const all = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, shippedLater._id));
    expect(all.map((d) => d.number)).toEqual([kept.number]);
  });
});

describe('the stored PDF', () => {
  const documentsDir = () => t.config.documentsDir;
  const storedFiles = async (documentId: string) =>
    readdir(path.join(documentsDir(), 'invoices', documentId)).then(
      (files) => files.filter((f) => f.endsWith('.pdf')),
      () => [],
    );

  it('is the same bytes on every download, those stored with the hash recorded', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await placed(client, [[board(), 1]]);
    await dispatchCod(client, order._id);
    await shippedMailTo(user.email);
    const invoice = (await documentOf(order._id))!;
    const first = await download(client, `/api/orders/${order._id}/invoice`);
    const again = await download(admin, `/api/orders/${order._id}/invoice`);
    expect(first.status).toBe(200);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(sha256(first.bytes)).toBe(invoice.pdfSha256);
    const files = await storedFiles(invoice.id);
    expect(files).toEqual([`${invoice.pdfSha256}.pdf`]);
    const onDisk = await readFile(path.join(documentsDir(), 'invoices', invoice.id, files[0]!));
    expect(onDisk.equals(first.bytes)).toBe(true);
  });

  it('is drawn and stored once for a document issued before PDFs were stored, however many download it at once', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await placed(client, [[board(), 1]]);
    await dispatchCod(client, order._id);
    await shippedMailTo(user.email);
    // Issued before this change: no stored PDF, no hash.
    const issued = (await documentOf(order._id))!;
    await t.database.db
      .update(invoices)
      .set({ pdfSha256: null, pdfTemplateVersion: null })
      .where(eq(invoices.id, issued.id));
    await rm(path.join(documentsDir(), 'invoices', issued.id), { recursive: true, force: true });

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        download(i % 2 ? admin : client, `/api/orders/${order._id}/invoice`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.bytes.toString('base64'))).size).toBe(1);
    const stored = (await documentOf(order._id))!;
    expect(stored.pdfSha256).toBe(sha256(answers[0]!.bytes));
    expect(stored.pdfTemplateVersion).toBe(INVOICE_TEMPLATE_VERSION);
    expect(await storedFiles(issued.id)).toEqual([`${stored.pdfSha256}.pdf`]);
    const later = await download(client, `/api/orders/${order._id}/invoice`);
    expect(later.bytes.equals(answers[0]!.bytes)).toBe(true);
  });
});

describe('numbering', () => {
  it('stays gapless and unique under 50 concurrent dispatches', async () => {
    // Each buyer holds at most 3 unpaid orders at once (docs/decisions/034-stock-hoarding.md).
    const buyers: Array<Awaited<ReturnType<typeof signedInCustomer>>> = [];
    for (let i = 0; i < 17; i++) buyers.push(await signedInCustomer(t));
    const pending: Array<{ client: HttpClient; id: string }> = [];
    for (let i = 0; i < 50; i++) {
      const { client } = buyers[i % buyers.length]!;
      const id = (await placed(client, [[board(), 1]]))._id;
      expect((await payCod(client, id)).status).toBe(200);
      pending.push({ client, id });
    }
    const answers = await Promise.all(
      pending.map(({ id }) =>
        admin.patch(`/api/orders/${id}/status`, {
          status: 'SHIPPED',
          courier: 'DELHIVERY',
          trackingNumber: id.slice(-12),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));

    const issued = await Promise.all(pending.map(({ id }) => documentOf(id)));
    const sequences = issued.map((invoice) => invoice!.sequence).sort((a, b) => a - b);
    expect(new Set(issued.map((invoice) => invoice!.number)).size).toBe(50);
    expect(sequences.at(-1)! - sequences[0]! + 1).toBe(50);
    // A later number is never dated earlier: each date is read once its number is held.
    const dates = issued
      .sort((a, b) => a!.sequence - b!.sequence)
      .map((invoice) => invoice!.issuedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));

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

describe('the monthly GST returns', () => {
  const month = indianMonthOf(new Date());
  let unregisteredLarge: Order;
  let registeredCancelled: Order;
  beforeAll(async () => {
    const { client } = await signedInCustomer(t);
    const dear = [...catalogue].sort((a, b) => b.price - a.price)[0]!;
    unregisteredLarge = await placed(client, [[dear, Math.ceil(100_001 / dear.price)]], {
      shippingAddress: karnataka,
    });
    // Above the cash-on-delivery limit: paid online.
    await payOnline(client, unregisteredLarge);
    await ship(unregisteredLarge._id);
    registeredCancelled = await placed(client, [[kit(), 1]], {
      gstNumber: KARNATAKA_BUYER,
      companyName: 'Bengaluru Tech Pvt Ltd',
      billingAddress: karnataka,
      shippingAddress: karnataka,
    });
    await dispatchCod(client, registeredCancelled._id);
    await admin.patch(`/api/orders/${registeredCancelled._id}/status`, {
      status: 'CANCELLED',
      reason: 'Out of stock at the warehouse',
    });
  });

  const sum = <T>(rows: T[], value: (row: T) => number) =>
    Math.round(rows.reduce((total, row) => total + value(row), 0) * 100);
  /** A CSV section's rows as objects by header (no field here holds a comma). */
  async function csvRows(section: string) {
    const answer = await admin.get<string>(
      `/api/gst/returns/csv?month=${month}&section=${section}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = answer.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
  }
  const issuedThisMonth = async () => {
    const { from, to } = indianMonthRange(month);
    return (await t.database.db.select().from(invoices)).filter(
      (d) => d.issuedAt >= from && d.issuedAt < to,
    );
  };

  it('adds up to the invoices and credit notes of the month', async () => {
    const answer = await admin.get<GstReturns>(`/api/gst/returns?month=${month}`);
    expect(answer.status).toBe(200);
    const report = answer.body;
    const documents = await issuedThisMonth();
    const invoicesOnly = documents.filter((d) => d.kind === 'INVOICE');
    const notes = documents.filter((d) => d.kind === 'CREDIT_NOTE');
    const paise = (rows: typeof documents, key: 'taxablePaise' | 'totalPaise' | 'igstPaise') =>
      rows.reduce((total, d) => total + d[key], 0);
    expect(report.totals.invoices.count).toBe(invoicesOnly.length);
    expect(report.totals.creditNotes.count).toBe(notes.length);
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(Math.round(report.totals.invoices.taxableValue * 100)).toBe(
      paise(invoicesOnly, 'taxablePaise'),
    );
    expect(Math.round(report.totals.invoices.total * 100)).toBe(paise(invoicesOnly, 'totalPaise'));
    expect(report.documents).toHaveLength(documents.length);

    const registered = (rows: typeof documents) => rows.filter((d) => d.buyer.gstin);
    const unregistered = (rows: typeof documents) => rows.filter((d) => !d.buyer.gstin);
    // B2B: every registered buyer's invoice, at its value.
    expect(sum(report.b2b, (r) => r.taxableValue)).toBe(
      paise(registered(invoicesOnly), 'taxablePaise'),
    );
    expect(report.b2b.map((r) => r.gstin)).toEqual(
      expect.arrayContaining([TELANGANA_BUYER, KARNATAKA_BUYER]),
    );
    // B2C: everything else, net of its credit notes.
    expect(sum(report.b2c, (r) => r.taxableValue)).toBe(
      paise(unregistered(invoicesOnly), 'taxablePaise') -
        paise(unregistered(notes), 'taxablePaise'),
    );
    expect(sum(report.b2c, (r) => r.igst)).toBe(
      paise(unregistered(invoicesOnly), 'igstPaise') - paise(unregistered(notes), 'igstPaise'),
    );
    // The HSN summary is the whole month, net.
    expect(sum(report.hsn, (r) => r.totalValue)).toBe(
      paise(invoicesOnly, 'totalPaise') - paise(notes, 'totalPaise'),
    );
    expect(sum(report.hsn, (r) => r.taxableValue + r.igst + r.cgst + r.sgst)).toBe(
      paise(invoicesOnly, 'totalPaise') - paise(notes, 'totalPaise'),
    );
  });

  it('downloads the GSTR-1 sections as CSV whose totals match the invoices', async () => {
    const documents = await issuedThisMonth();
    const value = (rows: Array<Record<string, string>>, column: string) =>
      Math.round(rows.reduce((total, row) => total + Number(row[column]), 0) * 100);
    const taxable = (rows: typeof documents) => rows.reduce((t, d) => t + d.taxablePaise, 0);
    const invoicesOnly = documents.filter((d) => d.kind === 'INVOICE');
    const notes = documents.filter((d) => d.kind === 'CREDIT_NOTE');

    const b2b = await csvRows('b2b');
    expect(Object.keys(b2b[0]!)).toEqual([
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
    ]);
    expect(value(b2b, 'Taxable Value')).toBe(taxable(invoicesOnly.filter((d) => d.buyer.gstin)));
    expect(
      b2b
        .filter((r) => r['GSTIN/UIN of Recipient'] === KARNATAKA_BUYER)
        .map((r) => [r['Place Of Supply'], r.Rate]),
    ).toEqual(
      expect.arrayContaining([
        ['29-Karnataka', '18'],
        ['29-Karnataka', '12'],
      ]),
    );

    const b2cl = await csvRows('b2cl');
    const large = (await documentOf(unregisteredLarge._id))!;
    expect(b2cl.map((r) => r['Invoice Number'])).toEqual([large.number]);
    expect(b2cl[0]!['Place Of Supply']).toBe('29-Karnataka');
    const b2cs = await csvRows('b2cs');
    const cdnr = await csvRows('cdnr');
    const cdnur = await csvRows('cdnur');
    expect(cdnr.map((r) => r['Note Number'])).toContain(
      (await documentOf(registeredCancelled._id, 'CREDIT_NOTE'))!.number,
    );
    expect(cdnur).toEqual([]);
    // Every supply is in exactly one of B2B, B2CL and B2CS; credit notes in CDNR or netted.
    expect(
      value(b2b, 'Taxable Value') +
        value(b2cl, 'Taxable Value') +
        value(b2cs, 'Taxable Value') -
        value(cdnr, 'Taxable Value'),
    ).toBe(taxable(invoicesOnly) - taxable(notes));
    const hsn = [...(await csvRows('hsn-b2b')), ...(await csvRows('hsn-b2c'))];
    expect(value(hsn, 'Taxable Value')).toBe(taxable(invoicesOnly) - taxable(notes));
    expect(
      value(hsn, 'Taxable Value') +
        value(hsn, 'Integrated Tax Amount') +
        value(hsn, 'Central Tax Amount') +
        value(hsn, 'State/UT Tax Amount'),
    ).toBe(value(hsn, 'Total Value'));
  });

  it('refuses a malformed month or section, and anyone but staff', async () => {
    for (const bad of ['2026-13', '26-04', 'now', '']) {
      const answer = await admin.get(`/api/gst/returns?month=${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('Choose a month as YYYY-MM');
    }
    expect((await admin.get(`/api/gst/returns/csv?month=${month}&section=gstr3b`)).status).toBe(
      400,
    );
    const customer = (await signedInCustomer(t)).client;
    expect((await customer.get(`/api/gst/returns?month=${month}`)).status).toBe(403);
    expect((await t.client().get(`/api/gst/returns?month=${month}`)).status).toBe(401);
  });
});
