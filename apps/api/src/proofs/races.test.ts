/**
 * Proof suite: the shop's rules hold when requests arrive at the same moment. It runs on PGlite in
 * `npm test` and on PostgreSQL (DATABASE_URL) in CI's second pass, where requests really run side
 * by side on several connections. Each race is set up by real customers over HTTP, started with
 * all its requests at once, and judged from the database and the SMTP inbox once the shop has
 * settled: stock never below zero, sold + stock = what there was, each order in one final state,
 * one e-mail per change.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { orderMessages as m } from '@shop/shared/orders/messages';
import type { Order } from '@shop/shared/orders/schemas';
import type { CreatePaymentAnswer } from '@shop/shared/payments/schemas';
import { createHmac } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartItems,
  invoices,
  orderItems,
  orderPayments,
  orderTracking,
  orders,
  products,
} from '../db/schema/index';
import { adminClient, signedInCustomer } from '../../test/accounts-helpers';
import type { HttpAnswer, HttpClient } from '../../test/http-client';
import { payloadFromCart, placeOrder, statusBody } from '../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';

const SANDBOX_SECRET = 'sandbox-secret-for-the-race-proofs';
let t: TestApp;
let admin: HttpClient;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp({ SANDBOX_KEY_SECRET: SANDBOX_SECRET });
  admin = await adminClient(t);
  catalogue = (await t.client().get<Product[]>('/api/products')).body.filter((p) => p.quantity > 0);
});
afterAll(async () => {
  await t?.close();
});

/** Each case sells a product no other case touches, so its figures are its own. */
let nextProduct = 0;
async function productWithStock(stock: number): Promise<Product> {
  const product = catalogue[nextProduct++]!;
  await setStock(product._id, stock);
  return { ...product, quantity: stock };
}
const setStock = (id: string, quantity: number) =>
  t.database.db.update(products).set({ quantity }).where(eq(products.id, id));
const stockOf = async (id: string) =>
  (
    await t.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id))
  )[0]!.q;
/** Units of the product in orders that are not cancelled: what the shop has sold of it. */
const soldOf = async (id: string) =>
  (
    await t.database.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.productId, id), ne(orders.status, 'CANCELLED')))
  )[0]!.units;
const ordersOf = (userId: string) =>
  t.database.db.select().from(orders).where(eq(orders.userId, userId));
const orderNumber = (id: string) => id.slice(-8).toUpperCase();
/** The customer's e-mails about an order (the shop's own notices of it go to its inbox). */
const mailsAbout = (orderId: string, subject: RegExp) =>
  t.inbox.messages.filter(
    (mail) =>
      !mail.to.includes(t.config.shopNotify.to) &&
      mail.subject.includes(`#${orderNumber(orderId)}`) &&
      subject.test(mail.subject),
  );

/** Signed in one after the other: many sign-ins at once from one address look like an attack. */
async function customers(count: number) {
  const signedIn = [];
  for (let i = 0; i < count; i++) signedIn.push(await signedInCustomer(t));
  return signedIn;
}

/** A server error answers 5xx; the message says which request and what it answered. */
function expectNoServerError(answers: HttpAnswer<unknown>[]) {
  const failed = answers.filter((answer) => answer.status >= 500);
  expect(failed.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
}

describe('50 buyers for the last 10 units', () => {
  it('sells exactly 10, refuses 40 as out of stock, and sold + stock stays 10', async () => {
    const BUYERS = 50;
    const UNITS = 10;
    // Each buyer put one unit in the cart while there were plenty.
    const product = await productWithStock(BUYERS);
    const buyers = await customers(BUYERS);
    const payloads: Array<Awaited<ReturnType<typeof payloadFromCart>>> = [];
    for (const { client } of buyers) {
      expect(
        (await client.post('/api/cart/add', { productId: product._id, quantity: 1 })).status,
      ).toBe(200);
      payloads.push(await payloadFromCart(client));
    }
    await setStock(product._id, UNITS);
    const soldBefore = await soldOf(product._id);

    const answers = await Promise.all(
      buyers.map(({ client }, i) => client.post<Order>('/api/orders', payloads[i])),
    );

    expectNoServerError(answers);
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(placed).toHaveLength(UNITS);
    expect(refused).toHaveLength(BUYERS - UNITS);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        status: 409,
        body: { message: m.outOfStock(product.name), code: 'CONFLICT' },
      });
    }
    const stock = await stockOf(product._id);
    expect(stock).toBe(0);
    expect(stock + (await soldOf(product._id)) - soldBefore).toBe(UNITS);
    // The ten orders are the ten buyers who got 201, each with its one unit.
    const orderIds = placed.map((answer) => answer.body._id);
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds));
    expect(items.map((item) => [item.productId, item.quantity])).toEqual(
      Array(UNITS).fill([product._id, 1]),
    );
    // Only the buyers who got their order have an empty cart.
    for (const [i, { user }] of buyers.entries()) {
      const cart = await t.database.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.userId, user._id));
      expect(cart).toHaveLength(answers[i]!.status === 201 ? 0 : 1);
    }
  }, 120_000);
});

describe('two tabs placing the same cart at once', () => {
  it('makes one order, takes the stock once and tells the other tab the cart is empty', async () => {
    const SHOPPERS = 10;
    const STOCK = 100;
    const product = await productWithStock(STOCK);
    const shoppers = await customers(SHOPPERS);
    const payloads: Array<Awaited<ReturnType<typeof payloadFromCart>>> = [];
    for (const { client } of shoppers) {
      await client.post('/api/cart/add', { productId: product._id, quantity: 2 });
      payloads.push(await payloadFromCart(client));
    }
    const soldBefore = await soldOf(product._id);

    // Every shopper's two tabs send the same checkout at the same moment.
    const answers = await Promise.all(
      shoppers.map(({ client }, i) =>
        Promise.all([
          client.post<Order>('/api/orders', payloads[i]),
          client.post<Order>('/api/orders', payloads[i]),
        ]),
      ),
    );

    expectNoServerError(answers.flat());
    for (const [i, tabs] of answers.entries()) {
      const statuses = tabs.map((tab) => tab.status).sort();
      expect(statuses, JSON.stringify(tabs.map((tab) => tab.body))).toEqual([201, 409]);
      expect(tabs.find((tab) => tab.status === 409)).toMatchObject({
        body: { message: m.cartEmpty, code: 'CONFLICT' },
      });
      const placed = await ordersOf(shoppers[i]!.user._id);
      expect(placed.map((order) => order.id)).toEqual([
        tabs.find((tab) => tab.status === 201)!.body._id,
      ]);
      expect(
        await t.database.db
          .select()
          .from(cartItems)
          .where(eq(cartItems.userId, shoppers[i]!.user._id)),
      ).toEqual([]);
    }
    expect(await stockOf(product._id)).toBe(STOCK - 2 * SHOPPERS);
    expect((await soldOf(product._id)) - soldBefore).toBe(2 * SHOPPERS);
  }, 120_000);
});

describe("a customer's cancel racing staff's SHIPPED", () => {
  it('lets one win: one final state, the stock back only if cancelled, one e-mail for it', async () => {
    const ORDERS = 12;
    const STOCK = 50;
    const product = await productWithStock(STOCK);
    const shoppers = await customers(ORDERS);
    const placed: Order[] = [];
    for (const { client } of shoppers) {
      const order = await placeOrder(client, product);
      const cod = await client.patch<Order>(`/api/orders/${order._id}/status`, {
        paymentMethod: 'COD',
        paymentStatus: 'PENDING',
        status: 'PROCESSING',
      });
      expect(cod.body).toMatchObject({ status: 'PROCESSING' });
      placed.push(order);
    }
    await t.app.settled();

    const races = await Promise.all(
      placed.map((order, i) =>
        Promise.all([
          shoppers[i]!.client.patch<Order>(`/api/orders/${order._id}/cancel`, {
            status: 'CANCELLED',
          }),
          admin.patch<Order>(`/api/orders/${order._id}/status`, statusBody('SHIPPED')),
        ]),
      ),
    );
    await t.app.settled();

    expectNoServerError(races.flat());
    let cancelled = 0;
    for (const [i, [cancel, ship]] of races.entries()) {
      const order = placed[i]!;
      const winner = cancel.status === 200 ? 'CANCELLED' : 'SHIPPED';
      const loser = winner === 'CANCELLED' ? ship : cancel;
      expect([cancel.status, ship.status].sort()).toEqual([200, 409]);
      expect(loser.body).toMatchObject({
        message:
          winner === 'CANCELLED'
            ? m.badTransition('CANCELLED', 'SHIPPED')
            : m.badTransition('SHIPPED', 'CANCELLED'),
      });
      if (winner === 'CANCELLED') cancelled++;

      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row!.status).toBe(winner);
      const tracking = await t.database.db
        .select({ status: orderTracking.status })
        .from(orderTracking)
        .where(eq(orderTracking.orderId, order._id));
      expect(tracking.map((entry) => entry.status).sort()).toEqual(
        ['PENDING', 'PROCESSING', winner].sort(),
      );
      // The winner's e-mail once, the loser's never.
      expect(mailsAbout(order._id, /cancelled/)).toHaveLength(winner === 'CANCELLED' ? 1 : 0);
      expect(mailsAbout(order._id, /has shipped/)).toHaveLength(winner === 'SHIPPED' ? 1 : 0);
      // The invoice is issued on dispatch: a shipped order has one, an order cancelled before
      // dispatch has neither an invoice nor a credit note.
      const documents = await t.database.db
        .select({ kind: invoices.kind })
        .from(invoices)
        .where(eq(invoices.orderId, order._id));
      expect(documents.map((d) => d.kind).sort()).toEqual(
        winner === 'CANCELLED' ? [] : ['INVOICE'],
      );
    }
    // Stock came back for the cancelled orders only, once each.
    expect(await stockOf(product._id)).toBe(STOCK - ORDERS + cancelled);
    expect((await stockOf(product._id)) + (await soldOf(product._id))).toBe(STOCK);
  }, 120_000);
});

describe('two payment verifications and a webhook at once for one payment', () => {
  it('records one payment, confirms the order once, sends one e-mail and issues no invoice before dispatch', async () => {
    const ORDERS = 16;
    const product = await productWithStock(50);
    const shoppers = await customers(ORDERS);
    const paying = [];
    for (const { client } of shoppers) {
      const order = await placeOrder(client, product);
      await client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
      const created = await client.post<CreatePaymentAnswer>('/api/payments/create', {
        orderId: order._id,
        amount: order.totalAmount,
      });
      expect(created.status).toBe(200);
      // What the sandbox checkout's Pay button does: the provider captures and signs.
      const paid = await t.client().post<{
        razorpay_payment_id: string;
        razorpay_order_id: string;
        razorpay_signature: string;
      }>('/sandbox/razorpay/pay', { order_id: created.body.id });
      expect(paid.status).toBe(200);
      paying.push({ client, order, paid: paid.body });
    }
    await t.app.settled();

    const answers = await Promise.all(
      paying.map(({ client, order, paid }) => {
        const verify = () => client.post('/api/payments/verify', { ...paid, orderId: order._id });
        return Promise.all([verify(), verify(), capturedWebhook(paid)]);
      }),
    );
    await t.app.settled();

    expectNoServerError(answers.flat());
    for (const [i, calls] of answers.entries()) {
      const { order, paid } = paying[i]!;
      expect(calls.map((call) => call.status)).toEqual([200, 200, 200]);
      const [row] = await t.database.db
        .select()
        .from(orders)
        .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
        .where(eq(orders.id, order._id));
      expect(row).toMatchObject({
        orders: { status: 'PROCESSING', paymentStatus: 'PAID', paymentMethod: 'RAZORPAY' },
        order_payments: { providerPaymentId: paid.razorpay_payment_id },
      });
      const tracking = await t.database.db
        .select({ status: orderTracking.status })
        .from(orderTracking)
        .where(eq(orderTracking.orderId, order._id));
      expect(tracking.map((entry) => entry.status).sort()).toEqual(['PENDING', 'PROCESSING']);
      expect(mailsAbout(order._id, /Payment received/)).toHaveLength(1);
      const documents = await t.database.db
        .select({ kind: invoices.kind })
        .from(invoices)
        .where(eq(invoices.orderId, order._id));
      // The invoice waits for dispatch (the race above ships and cancels).
      expect(documents).toEqual([]);
    }
  }, 120_000);
});

/** Razorpay's webhook for the captured payment, signed with the sandbox's secret. */
function capturedWebhook(paid: { razorpay_payment_id: string; razorpay_order_id: string }) {
  const raw = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paid.razorpay_payment_id,
          order_id: paid.razorpay_order_id,
          status: 'captured',
        },
      },
    },
  });
  return t.client().request('POST', '/api/payments/webhook', {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', SANDBOX_SECRET).update(raw).digest('hex'),
    },
  });
}
