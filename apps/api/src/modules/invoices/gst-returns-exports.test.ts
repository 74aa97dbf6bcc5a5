/**
 * The GSTR-1 exports through HTTP, as the shop's accountant takes them for one month: B2B inside
 * and outside Telangana, B2C small and large, a return of each kind of buyer. Orders go through
 * PROCESSING and SHIPPED as the back office moves them, so the invoice exists whichever of the
 * two issues it. The column lists are the offline tool's, kept here as fixtures.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { gstMessages } from '@shop/shared/gst/messages';
import { gstReturnsMessages, indianMonthOf, type GstReturns } from '@shop/shared/gst/returns';
import type { Order } from '@shop/shared/orders/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices, orders, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { address, payloadFromCart } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { indianMonthRange } from './tax';

/**
 * The header rows of the GSTR-1 offline tool's CSV templates (the sample files shipped with the
 * tool and the sheets of its Excel workbook template, as of the May 2025 return period, when
 * Table 12 became the two sheets hsn(b2b) and hsn(b2c) and Table 13 became mandatory). The
 * spellings are the tool's own: "Invoice date" in lower case, "Note Number" (not the older
 * "Note/Refund Voucher Number"). Where the HSN sheets' "Rate" sits is read from the workbook
 * template, whose rate list validates its sixth column; docs/decisions/041 says more.
 */
const TEMPLATE_COLUMNS = {
  b2b: [
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
  b2cl: [
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
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
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
  cdnur: [
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
  'hsn-b2b': [
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
  'hsn-b2c': [
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
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const;
type Section = keyof typeof TEMPLATE_COLUMNS;

const TELANGANA_BUYER = '36AAECB4321K1ZT';
const KARNATAKA_BUYER = '29AABCT1332L1ZA';
const karnataka = { ...address, city: 'Bengaluru', state: 'Karnataka', pin: '560001' };
const DATE = /^\d{2}-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{4}$/;

let t: TestApp;
let admin: HttpClient;
let catalogue: Product[];
const month = indianMonthOf(new Date());

async function placed(client: HttpClient, product: Product, quantity: number, overrides = {}) {
  const added = await client.post('/api/cart/add', { productId: product._id, quantity });
  expect(added.status).toBe(200);
  const answer = await client.post<Order>('/api/orders', {
    ...(await payloadFromCart(client)),
    ...overrides,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** Cash on delivery, then dispatched by the back office: PROCESSING, SHIPPED. */
async function codShipped(client: HttpClient, order: Order) {
  const confirmed = await client.patch(`/api/orders/${order._id}/status`, {
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    status: 'PROCESSING',
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  await ship(order);
}
async function ship(order: Order) {
  const shipped = await admin.patch(`/api/orders/${order._id}/status`, {
    status: 'SHIPPED',
    courier: 'DELHIVERY',
    trackingNumber: order._id.slice(-12),
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
}

/** Paid in the Razorpay sandbox (which confirms it), then dispatched. */
async function paidShipped(client: HttpClient, order: Order) {
  await client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
  const created = await client.post<{ id: string }>('/api/payments/create', {
    orderId: order._id,
  });
  expect(created.status).toBe(200);
  const paid = await t.client().post<Record<string, string>>('/sandbox/razorpay/pay', {
    order_id: created.body.id,
  });
  expect(
    (await client.post('/api/payments/verify', { ...paid.body, orderId: order._id })).status,
  ).toBe(200);
  await ship(order);
}

/** A return: the back office cancels the dispatched order, which issues the credit note. */
const returned = (order: Order) =>
  admin.patch(`/api/orders/${order._id}/status`, {
    status: 'CANCELLED',
    reason: 'Out of stock at the warehouse',
  });

async function documentOf(orderId: string, kind: 'INVOICE' | 'CREDIT_NOTE') {
  const [row] = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row;
}

async function csvOf(section: Section, period = `month=${month}`) {
  const answer = await admin.get<string>(`/api/gst/returns/csv?${period}&section=${section}`);
  expect(answer.status, answer.body).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/csv');
  // No field of these orders holds a comma or a quote, so a plain split reads them.
  const [header, ...rows] = answer.body
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  return {
    header: header!,
    rows: rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!]))),
  };
}

const issuedThisMonth = async () => {
  const { from, to } = indianMonthRange(month);
  return (await t.database.db.select().from(invoices)).filter(
    (d) => d.issuedAt >= from && d.issuedAt < to,
  );
};
const paise = (rows: Array<Record<string, string>>, column: string) =>
  Math.round(rows.reduce((total, row) => total + Number(row[column]), 0) * 100);

let inState: Order;
let outOfState: Order;
let small: Order;
let large: Order;
let registeredReturn: Order;
let largeReturn: Order;

beforeAll(async () => {
  // The B2C large invoices need orders above ₹1,00,000.
  t = await startTestApp({ ORDER_MAX_OPEN_VALUE_RUPEES: '1000000' });
  admin = await adminClient(t);
  catalogue = (await t.client().get<Product[]>('/api/products?limit=100')).body;
  await t.database.db.update(products).set({ quantity: 10_000 });
  const { client } = await signedInCustomer(t);
  const board = catalogue.find((p) => p.gstRate === 18)!;
  const dear = [...catalogue].sort((a, b) => b.price - a.price)[0]!;
  const lakh = Math.ceil(100_001 / dear.price);

  inState = await placed(client, board, 2, {
    gstNumber: TELANGANA_BUYER,
    companyName: 'Hyderabad Robotics Pvt Ltd',
  });
  await codShipped(client, inState);
  outOfState = await placed(client, board, 1, {
    gstNumber: KARNATAKA_BUYER,
    companyName: 'Bengaluru Tech Pvt Ltd',
    shippingAddress: karnataka,
    billingAddress: karnataka,
  });
  await codShipped(client, outOfState);
  small = await placed(client, board, 3);
  await codShipped(client, small);
  large = await placed(client, dear, lakh, { shippingAddress: karnataka });
  await paidShipped(client, large);

  registeredReturn = await placed(client, board, 1, {
    gstNumber: KARNATAKA_BUYER,
    companyName: 'Bengaluru Tech Pvt Ltd',
    shippingAddress: karnataka,
    billingAddress: karnataka,
  });
  await codShipped(client, registeredReturn);
  expect((await returned(registeredReturn)).status).toBe(200);
  largeReturn = await placed(client, dear, lakh, { shippingAddress: karnataka });
  await paidShipped(client, largeReturn);
  expect((await returned(largeReturn)).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe("the month's GSTR-1 CSVs", () => {
  it("have the offline tool's columns, one kind of row each, dates and places as it spells them", async () => {
    const csv = Object.fromEntries(
      await Promise.all(
        (Object.keys(TEMPLATE_COLUMNS) as Section[]).map(
          async (section) => [section, await csvOf(section)] as const,
        ),
      ),
    ) as Record<Section, Awaited<ReturnType<typeof csvOf>>>;
    for (const section of Object.keys(TEMPLATE_COLUMNS) as Section[]) {
      expect(csv[section].header, section).toEqual(TEMPLATE_COLUMNS[section]);
      expect(csv[section].rows.length, `${section} has rows`).toBeGreaterThan(0);
    }

    const number = async (order: Order, kind: 'INVOICE' | 'CREDIT_NOTE' = 'INVOICE') =>
      (await documentOf(order._id, kind))!.number!;
    const b2b = csv.b2b.rows;
    const inStateNumber = await number(inState);
    const outOfStateNumber = await number(outOfState);
    const inStateRow = b2b.find((r) => r['Invoice Number'] === inStateNumber)!;
    expect(inStateRow).toMatchObject({
      'GSTIN/UIN of Recipient': TELANGANA_BUYER,
      'Place Of Supply': '36-Telangana',
      'Reverse Charge': 'N',
      'Invoice Type': 'Regular B2B',
      Rate: '18',
    });
    expect(inStateRow['Invoice date']).toMatch(DATE);
    const outRow = b2b.find((r) => r['Invoice Number'] === outOfStateNumber)!;
    expect(outRow['Place Of Supply']).toBe('29-Karnataka');

    expect(csv.b2cl.rows.map((r) => r['Invoice Number'])).toEqual(
      expect.arrayContaining([await number(large), await number(largeReturn)]),
    );
    expect(csv.b2cl.rows.every((r) => r['Place Of Supply'] === '29-Karnataka')).toBe(true);
    expect(csv.b2cs.rows).toContainEqual(
      expect.objectContaining({ Type: 'OE', 'Place Of Supply': '36-Telangana', Rate: '18' }),
    );

    expect(csv.cdnr.rows).toEqual([
      expect.objectContaining({
        'GSTIN/UIN of Recipient': KARNATAKA_BUYER,
        'Note Number': await number(registeredReturn, 'CREDIT_NOTE'),
        'Note Type': 'C',
        'Place Of Supply': '29-Karnataka',
        'Note Supply Type': 'Regular',
      }),
    ]);
    expect(csv.cdnr.rows[0]!['Note Date']).toMatch(DATE);
    expect(csv.cdnur.rows).toEqual([
      expect.objectContaining({
        'UR Type': 'B2CL',
        'Note Number': await number(largeReturn, 'CREDIT_NOTE'),
        'Place Of Supply': '29-Karnataka',
      }),
    ]);

    // Table 12: B2B holds the registered buyers' supplies, B2C the rest, both in NOS.
    const documents = await issuedThisMonth();
    const taxable = (rows: typeof documents) => rows.reduce((s, d) => s + d.taxablePaise, 0);
    const signed = (rows: typeof documents) =>
      taxable(rows.filter((d) => d.kind === 'INVOICE')) -
      taxable(rows.filter((d) => d.kind === 'CREDIT_NOTE'));
    for (const section of ['hsn-b2b', 'hsn-b2c'] as const) {
      expect(csv[section].rows.every((r) => r.UQC === 'NOS-NUMBERS')).toBe(true);
    }
    expect(paise(csv['hsn-b2b'].rows, 'Taxable Value')).toBe(
      signed(documents.filter((d) => d.buyer.gstin)),
    );
    expect(paise(csv['hsn-b2c'].rows, 'Taxable Value')).toBe(
      signed(documents.filter((d) => !d.buyer.gstin)),
    );
    // Every supply lands once: B2B + B2CL + B2CS − CDNR − CDNUR is the month's net.
    expect(
      paise(b2b, 'Taxable Value') +
        paise(csv.b2cl.rows, 'Taxable Value') +
        paise(csv.b2cs.rows, 'Taxable Value') -
        paise(csv.cdnr.rows, 'Taxable Value') -
        paise(csv.cdnur.rows, 'Taxable Value'),
    ).toBe(signed(documents));
  });

  it('Table 13 counts exactly the documents issued, each series from its first number to its last', async () => {
    const documents = await issuedThisMonth();
    const { rows } = await csvOf('docs');
    for (const [kind, nature] of [
      ['INVOICE', 'Invoices for outward supply'],
      ['CREDIT_NOTE', 'Credit Note'],
    ] as const) {
      const series = documents
        .filter((d) => d.kind === kind)
        .sort((a, b) => a.sequence! - b.sequence!);
      expect(series.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r['Nature of Document'] === nature)).toEqual([
        {
          'Nature of Document': nature,
          'Sr. No. From': series[0]!.number,
          'Sr. No. To': series.at(-1)!.number,
          'Total Number': String(series.length),
          Cancelled: '0',
        },
      ]);
    }
    const report = (await admin.get<GstReturns>(`/api/gst/returns?month=${month}`)).body;
    expect(report.docs.find((d) => d.nature === 'Invoices for outward supply')!.total).toBe(
      report.totals.invoices.count,
    );
  });

  it("names an HSN row's product only while the row holds one product", async () => {
    const documents = await issuedThisMonth();
    const lines = await t.database.db
      .select()
      .from(invoiceLines)
      .where(
        inArray(
          invoiceLines.invoiceId,
          documents.filter((d) => !d.buyer.gstin).map((d) => d.id),
        ),
      );
    const names = new Map<string, Set<string>>();
    for (const line of lines) {
      names.set(line.hsnCode, (names.get(line.hsnCode) ?? new Set()).add(line.description));
    }
    const { rows } = await csvOf('hsn-b2c');
    expect(rows.map((r) => r.HSN).sort()).toEqual([...names.keys()].sort());
    for (const row of rows) {
      const products = [...names.get(row.HSN!)!];
      expect(row.Description, row.HSN).toBe(products.length === 1 ? products[0] : '');
    }
    // The board and the dearest product share a heading, so one row holds two products.
    expect([...names.values()].some((set) => set.size > 1)).toBe(true);
  });

  it("names each credit note's original invoice, its number and date", async () => {
    const report = (await admin.get<GstReturns>(`/api/gst/returns?month=${month}`)).body;
    const invoice = (await documentOf(registeredReturn._id, 'INVOICE'))!;
    const note = (await documentOf(registeredReturn._id, 'CREDIT_NOTE'))!;
    const row = report.documents.find((d) => d.number === note.number)!;
    expect(row.invoiceNumber).toBe(invoice.number);
    expect(row.invoiceDate).toMatch(DATE);
  });
});

describe('the return period', () => {
  it('may be the quarter of the financial year, the same documents as its months', async () => {
    const [year, m] = month.split('-').map(Number) as [number, number];
    const fyStart = m >= 4 ? year : year - 1;
    const quarter = `${fyStart}-Q${Math.floor(((m + 8) % 12) / 3) + 1}`;
    const byQuarter = await admin.get<GstReturns>(`/api/gst/returns?quarter=${quarter}`);
    expect(byQuarter.status).toBe(200);
    const documents = await t.database.db.select().from(invoices);
    const months = [0, 1, 2].map((i) => {
      const zeroBased = 3 + (Number(quarter.slice(-1)) - 1) * 3 + i;
      return `${fyStart + Math.floor(zeroBased / 12)}-${String((zeroBased % 12) + 1).padStart(2, '0')}`;
    });
    expect(months).toContain(month);
    const { from } = indianMonthRange(months[0]!);
    const { to } = indianMonthRange(months[2]!);
    const inQuarter = documents.filter((d) => d.issuedAt >= from && d.issuedAt < to);
    expect(byQuarter.body.documents).toHaveLength(inQuarter.length);
    expect((await csvOf('docs', `quarter=${quarter}`)).rows.length).toBeGreaterThan(0);
  });

  it('refuses a month or quarter not yet begun, a malformed quarter, and both at once', async () => {
    for (const query of ['month=2099-01', 'quarter=2099-Q1']) {
      const answer = await admin.get<{ message: string }>(`/api/gst/returns?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBe(gstReturnsMessages.periodInFuture);
      const csv = await admin.get<{ message: string }>(`/api/gst/returns/csv?${query}&section=b2b`);
      expect(csv.status).toBe(400);
    }
    const bad = await admin.get(`/api/gst/returns?quarter=2026-Q5`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(gstReturnsMessages.quarterInvalid);
    const both = await admin.get(`/api/gst/returns?month=${month}&quarter=2026-Q1`);
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain(gstReturnsMessages.periodOne);
  });
});

describe('a credit note past its time limit', () => {
  it('is refused with a clear message and the order stays as it was', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placed(
      client,
      catalogue.find((p) => p.gstRate === 18)!,
      1,
    );
    await codShipped(client, order);
    const invoice = (await documentOf(order._id, 'INVOICE'))!;
    // Issued in FY 2024-25: credit notes were possible until 30 November 2025.
    await t.database.db
      .update(invoices)
      .set({ issuedAt: new Date('2024-05-10T06:00:00Z') })
      .where(eq(invoices.id, invoice.id));

    const answer = await returned(order);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: gstMessages.creditNoteTooLate(invoice.number!),
    });
    expect(await documentOf(order._id, 'CREDIT_NOTE')).toBeUndefined();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.status).toBe('SHIPPED');
  });
});
