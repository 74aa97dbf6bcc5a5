/**
 * Place of supply and addresses through HTTP: a registered buyer is taxed by the state of its
 * registration wherever the parcel goes, only states and union territories of India are
 * accepted (their usual other spellings stored as the shop spells them), and with a GSTIN the
 * billing state must be the GSTIN's.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { gstMessages } from '@shop/shared/gst/messages';
import { orderMessages } from '@shop/shared/orders/messages';
import type { Order } from '@shop/shared/orders/schemas';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { address, payloadFromCart } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: HttpClient;
let board: Product;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  const catalogue = (await t.client().get<Product[]>('/api/products?limit=100')).body;
  board = catalogue.find((p) => p.gstRate === 18)!;
  await t.database.db.update(products).set({ quantity: 10_000 });
});
afterAll(async () => {
  await t?.close();
});

/** A Bengaluru company's registration, published on its own invoices. */
const KARNATAKA_GSTIN = '29AABCT1332L1ZA';
/** A UN body's UIN in Delhi, as GSTN's taxpayer search shows it. */
const DELHI_UIN = '0717UNO00157UNO';
const bengaluru = { ...address, city: 'Bengaluru', state: 'Karnataka', pin: '560001' };
const delhi = { ...address, city: 'New Delhi', state: 'Delhi', pin: '110001' };

async function place(client: HttpClient, overrides: Record<string, unknown>) {
  const added = await client.post('/api/cart/add', { productId: board._id, quantity: 2 });
  expect(added.status).toBe(200);
  return client.post<Order>('/api/orders', { ...(await payloadFromCart(client)), ...overrides });
}

/** Cash on delivery, then dispatched by staff: the invoice exists by then whichever step issues it. */
async function confirmAndShip(client: HttpClient, orderId: string) {
  const cod = await client.patch<Order>(`/api/orders/${orderId}/status`, {
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    status: 'PROCESSING',
  });
  expect(cod.status).toBe(200);
  const shipped = await admin.patch<Order>(`/api/orders/${orderId}/status`, {
    status: 'SHIPPED',
    courier: 'DELHIVERY',
    trackingNumber: orderId.slice(-12),
  });
  expect(shipped.status).toBe(200);
}

async function invoiceOf(orderId: string) {
  const [invoice] = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'INVOICE')));
  return invoice;
}

async function invoiceText(client: HttpClient, orderId: string) {
  const headers: Record<string, string> = { ...client.headers };
  if (client.cookies.size > 0) headers.cookie = client.cookieHeader();
  const response = await fetch(`${t.url}/api/orders/${orderId}/invoice`, { headers });
  expect(response.status).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const ordersOf = (userId: string) =>
  t.database.db.select().from(orders).where(eq(orders.userId, userId));

describe('the place of supply', () => {
  it("of a Karnataka company shipping to Hyderabad is Karnataka, 29: IGST, not Telangana's CGST and SGST", async () => {
    const { client } = await signedInCustomer(t);
    const placed = await place(client, {
      gstNumber: KARNATAKA_GSTIN,
      companyName: 'Bengaluru Tech Pvt Ltd',
      billingAddress: bengaluru,
      shippingAddress: address, // Hyderabad, Telangana: the shop's own state
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await confirmAndShip(client, placed.body._id);

    const invoice = (await invoiceOf(placed.body._id))!;
    expect(invoice).toMatchObject({
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      interState: true,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(invoice.igstPaise).toBeGreaterThan(0);
    expect(invoice.taxablePaise + invoice.igstPaise).toBe(invoice.totalPaise);
    // The parcel's address is kept and printed as where the goods are delivered.
    expect(invoice.buyer.shippingAddress).toMatchObject({ city: 'Hyderabad', state: 'Telangana' });

    const text = await invoiceText(client, placed.body._id);
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('Hyderabad');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
  });

  it('of a buyer without a GSTIN is the shipping state', async () => {
    const { client } = await signedInCustomer(t);
    const placed = await place(client, { billingAddress: address, shippingAddress: bengaluru });
    expect(placed.status).toBe(201);
    await confirmAndShip(client, placed.body._id);
    expect(await invoiceOf(placed.body._id)).toMatchObject({
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      interState: true,
    });
  });

  it("of a UN body is its UIN's state, invoiced to it as a registered buyer", async () => {
    const { client } = await signedInCustomer(t);
    const placed = await place(client, {
      gstNumber: DELHI_UIN.toLowerCase(),
      companyName: 'United Nations Office',
      billingAddress: delhi,
      shippingAddress: address,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await confirmAndShip(client, placed.body._id);
    const invoice = (await invoiceOf(placed.body._id))!;
    expect(invoice).toMatchObject({ placeOfSupply: 'Delhi', placeOfSupplyCode: '07' });
    expect(invoice.buyer.gstin).toBe(DELHI_UIN);
    expect(invoice.igstPaise).toBeGreaterThan(0);
  });
});

describe('addresses', () => {
  it.each([
    ['billing', { billingAddress: { ...address, state: 'Atlantis' } }],
    ['shipping', { shippingAddress: { ...address, state: 'Other Territory' } }],
    ['shipping', { shippingAddress: { ...address, state: '' } }],
  ])(
    'refuse a %s state that is none of India with a clear 400, creating nothing',
    async (_which, overrides) => {
      const { client, user } = await signedInCustomer(t);
      const answer = await place(client, overrides);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect([orderMessages.stateUnknown, 'State is required']).toContain(
        (answer.body as unknown as { message: string }).message,
      );
      expect(await ordersOf(user._id)).toEqual([]);
      expect((await client.get<{ items: unknown[] }>('/api/cart')).body.items).toHaveLength(1);
    },
  );

  it('store the usual other spellings as the state they mean', async () => {
    const { client } = await signedInCustomer(t);
    const placed = await place(client, {
      billingAddress: { ...address, city: 'Bhubaneswar', state: 'orissa', pin: '751001' },
      shippingAddress: { ...address, city: 'Jammu', state: ' Jammu & Kashmir ', pin: '180001' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.billingAddress.state).toBe('Odisha');
    expect(placed.body.shippingAddress.state).toBe('Jammu and Kashmir');
    const [stored] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.body._id));
    expect(stored!.shippingAddress.state).toBe('Jammu and Kashmir');
  });

  it("with a GSTIN, refuse a billing state other than the GSTIN's, naming it, creating nothing", async () => {
    const { client, user } = await signedInCustomer(t);
    const answer = await place(client, {
      gstNumber: KARNATAKA_GSTIN,
      companyName: 'Bengaluru Tech Pvt Ltd',
      billingAddress: address, // Telangana
      shippingAddress: bengaluru,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: gstMessages.billingStateNotGstin('Karnataka'),
      code: 'VALIDATION_FAILED',
    });
    expect(await ordersOf(user._id)).toEqual([]);
  });
});
