/**
 * Document numbers are taken as the issuing transaction commits, by the database: its financial
 * year agrees with the app's, the number grows to seven digits past a million, and a number that
 * would not fit in 16 characters fails the dispatch (SHIPPED), which rolls back with its number.
 * A file of its own: it moves this year's counters far ahead.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { invoiceCounters, invoices, orders, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { payloadFromCart } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { financialYearOf } from './tax';

let t: TestApp;
let product: Product;
let client: HttpClient;
let admin: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.update(products).set({ quantity: 1000 });
  product = (await t.client().get<Product[]>('/api/products?limit=1')).body[0]!;
  client = (await signedInCustomer(t)).client;
  admin = await adminClient(t);
});
afterAll(async () => {
  await t?.close();
});

const year = () => financialYearOf(new Date());

async function placeOrder(): Promise<Order> {
  await client.post('/api/cart/add', { productId: product._id, quantity: 1 });
  const placed = await client.post<Order>('/api/orders', await payloadFromCart(client));
  expect(placed.status).toBe(201);
  return placed.body;
}

const payCod = (id: string) =>
  client.patch<Order>(`/api/orders/${id}/status`, {
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    status: 'PROCESSING',
  });

/** The back office ships (or cancels) the order: the invoice is issued on dispatch. */
const moveTo = (id: string, status: 'SHIPPED' | 'CANCELLED') =>
  admin.patch<Order>(`/api/orders/${id}/status`, {
    status,
    ...(status === 'SHIPPED' && { courier: 'DELHIVERY', trackingNumber: id.slice(-12) }),
    ...(status === 'CANCELLED' && { reason: 'Out of stock at the warehouse' }),
  });

async function setCounter(kind: 'INVOICE' | 'CREDIT_NOTE', lastNumber: number) {
  await t.database.db
    .insert(invoiceCounters)
    .values({ kind, financialYear: year(), lastNumber })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.financialYear],
      set: { lastNumber },
    });
}

async function counter(kind: 'INVOICE' | 'CREDIT_NOTE') {
  const [row] = await t.database.db
    .select()
    .from(invoiceCounters)
    .where(and(eq(invoiceCounters.kind, kind), eq(invoiceCounters.financialYear, year())));
  return row?.lastNumber;
}

const documentsOf = (orderId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));

describe('numbers taken at commit', () => {
  it('agree with the app on the financial year at the turn of April, India time', async () => {
    for (const at of [
      '2027-03-31T18:29:59Z',
      '2027-03-31T18:30:00Z',
      '2026-04-01T00:00:00+05:30',
      '2099-12-31T00:00:00Z',
    ]) {
      const [row] = rowsOf<{ year: string }>(
        await t.database.db.execute(sql`SELECT indian_financial_year(${at}::timestamptz) AS year`),
      );
      expect(row!.year, at).toBe(financialYearOf(new Date(at)));
    }
  });

  it('go to seven digits past a million, in both series, dated once taken', async () => {
    await setCounter('INVOICE', 999_999);
    await setCounter('CREDIT_NOTE', 1_234_566);
    const order = await placeOrder();
    expect((await payCod(order._id)).status).toBe(200);
    const before = new Date();
    expect((await moveTo(order._id, 'SHIPPED')).status).toBe(200);
    expect((await moveTo(order._id, 'CANCELLED')).status).toBe(200);

    const documents = await documentsOf(order._id);
    const invoice = documents.find((d) => d.kind === 'INVOICE')!;
    const note = documents.find((d) => d.kind === 'CREDIT_NOTE')!;
    expect(invoice).toMatchObject({
      number: `CK/${year()}/1000000`,
      sequence: 1_000_000,
      financialYear: year(),
    });
    expect(note).toMatchObject({ number: `CN/${year()}/1234567`, sequence: 1_234_567 });
    expect(invoice.issuedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(note.issuedAt.getTime()).toBeGreaterThanOrEqual(invoice.issuedAt.getTime());
  });

  it('refuse a number longer than 16 characters: the dispatch rolls back and keeps its number', async () => {
    await setCounter('INVOICE', 9_999_999);
    const order = await placeOrder();
    expect((await payCod(order._id)).status).toBe(200);
    const refused = await moveTo(order._id, 'SHIPPED');
    expect(refused.status).toBe(500);
    expect(await documentsOf(order._id)).toEqual([]);
    expect(await counter('INVOICE')).toBe(9_999_999);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'PROCESSING', trackingNumber: null });

    // With room again, the same order is shipped and takes the next number.
    await setCounter('INVOICE', 41);
    expect((await moveTo(order._id, 'SHIPPED')).status).toBe(200);
    expect((await documentsOf(order._id)).map((d) => d.number)).toEqual([`CK/${year()}/000042`]);
  });
});
