/**
 * The dashboard's figures through HTTP (docs/decisions/052): sales, GST and average order value
 * of known orders for today, 7 and 30 days with their trends, the orders to ship, the checkouts
 * awaiting payment counted apart, the sales by day in India and the count trends.
 */
import type { DashboardStats } from '@shop/shared/admin/schemas';
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import type { CreatePaymentAnswer } from '@shop/shared/payments/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder, statusBody } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const INDIA = 330 * 60 * 1000;
/** Midnight in India today, as an instant, worked out apart from the code under test. */
const indianMidnight = (at: number) => {
  const day = new Date(at + INDIA).toISOString().slice(0, 10);
  return Date.parse(`${day}T00:00:00+05:30`);
};
const indianDay = (at: number) => new Date(at + INDIA).toISOString().slice(0, 10);

let t: TestApp;
let admin: HttpClient;
let product: Product;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  await t.database.db.update(products).set({ quantity: 1000 });
  product = (await t.client().get<Product[]>('/api/products')).body.find(
    (p) => p.price >= 500 && p.price < 2000 && p.gstRate > 0,
  )!;
});
afterAll(async () => {
  await t?.close();
});

const stats = async () => {
  const answer = await admin.get<DashboardStats>('/api/dashboard-stats');
  expect(answer.status).toBe(200);
  return answer.body;
};

async function newOrder(quantity = 1) {
  const customer = await signedInCustomer(t);
  const order = await placeOrder(customer.client, product, quantity);
  return { ...customer, order };
}

async function codOrder(quantity = 1) {
  const placed = await newOrder(quantity);
  const chosen = await placed.client.patch<Order>(`/api/orders/${placed.order._id}/status`, {
    paymentMethod: 'COD',
  });
  expect(chosen.body.status).toBe('PROCESSING');
  return placed;
}

async function paidOrder(quantity = 1) {
  const placed = await newOrder(quantity);
  const { client, order } = placed;
  await client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
  const created = await client.post<CreatePaymentAnswer>('/api/payments/create', {
    orderId: order._id,
  });
  const paid = await t.client().post<Record<string, string>>('/sandbox/razorpay/pay', {
    order_id: created.body.id,
  });
  const verified = await client.post<{ order: Order }>('/api/payments/verify', {
    ...paid.body,
    orderId: order._id,
  });
  expect(verified.body.order.status).toBe('PROCESSING');
  return placed;
}

const move = async (orderId: string, ...path: string[]) => {
  for (const status of path) {
    expect((await admin.patch(`/api/orders/${orderId}/status`, statusBody(status))).status).toBe(
      200,
    );
  }
};
const placedAt = (orderId: string, at: number) =>
  t.database.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, orderId));

/** The GST inside a GST-inclusive line, in paise, rounded as the dashboard does. */
const taxPaise = (quantity: number) =>
  Math.round((product.price * 100 * quantity * product.gstRate) / (100 + product.gstRate));
const rupees = (paise: number) => paise / 100;

describe('the dashboard figures', () => {
  it('start empty, every trend absent', async () => {
    const empty = await stats();
    expect(empty.sales.today).toEqual({
      orders: 0,
      sales: 0,
      gst: 0,
      averageOrderValue: 0,
      previous: { orders: 0, sales: 0, gst: 0, averageOrderValue: 0 },
      trend: { sales: null, gst: null, averageOrderValue: null },
    });
    expect(empty.countTrends).toEqual({
      userCount: null,
      orderCount: null,
      completedOrderCount: null,
    });
    expect(empty.salesByDay).toHaveLength(30);
    expect(empty.salesByDay.every((day) => day.sales === 0 && day.orders === 0)).toBe(true);
    expect(empty.salesByDay.at(-1)!.date).toBe(indianDay(Date.now()));
    expect([empty.awaitingPaymentCount, empty.ordersToShipCount]).toEqual([0, 0]);
  });

  it('count confirmed orders as sales by their date in India, abandoned checkouts apart, trends against the period before', async () => {
    const now = Date.now();
    const midnight = indianMidnight(now);
    const price = product.price;

    // Today in India, from its first instant: cash on delivery chosen, still to ship.
    const today = await codOrder(1);
    await placedAt(today.order._id, midnight);
    // The last instant of yesterday in India: paid online, still to ship.
    const yesterday = await paidOrder(2);
    await placedAt(yesterday.order._id, midnight - 1);
    // Ten days ago, delivered: in the last 30 days and in the 7 days before the last 7.
    const tenDaysAgo = await codOrder(1);
    await move(tenDaysAgo.order._id, 'SHIPPED', 'DELIVERED');
    await placedAt(tenDaysAgo.order._id, now - 10 * DAY);
    // Forty days ago, shipped: only in the 30 days before the last 30.
    const fortyDaysAgo = await codOrder(3);
    await move(fortyDaysAgo.order._id, 'SHIPPED');
    await placedAt(fortyDaysAgo.order._id, now - 40 * DAY);

    // None of these is a sale.
    const cancelled = await codOrder(5);
    await move(cancelled.order._id, 'CANCELLED');
    // Paid, invoiced at dispatch, then cancelled: a credit note and a refund, no sale.
    const refunded = await paidOrder(4);
    await move(refunded.order._id, 'SHIPPED', 'CANCELLED');
    const creditNotes = await admin.get<unknown[]>(
      `/api/orders/${refunded.order._id}/credit-notes`,
    );
    expect(creditNotes.body).toHaveLength(1);
    // Abandoned checkouts: online payment chosen and never made; nothing chosen at all.
    const abandoned = await newOrder(6);
    await abandoned.client.patch(`/api/orders/${abandoned.order._id}/status`, {
      paymentMethod: 'RAZORPAY',
    });
    await newOrder(7);

    const after = await stats();

    // Awaiting payment is counted apart; Pending Orders are confirmed and not yet delivered.
    expect(after.awaitingPaymentCount).toBe(2);
    expect(after.ordersToShipCount).toBe(2);
    expect(after.pendingOrderCount).toBe(3);
    expect(after.completedOrderCount).toBe(1);
    expect(after.orderCount).toBe(8);

    expect(after.sales.today).toEqual({
      orders: 1,
      sales: price,
      gst: rupees(taxPaise(1)),
      averageOrderValue: price,
      previous: { orders: 0, sales: 0, gst: 0, averageOrderValue: 0 },
      // Nothing yesterday up to this time: no trend.
      trend: { sales: null, gst: null, averageOrderValue: null },
    });
    // The last 7 days: today's and yesterday's (3 units) against the one ten days ago (1 unit).
    expect(after.sales.last7Days).toEqual({
      orders: 2,
      sales: rupees(price * 100 * 3),
      gst: rupees(taxPaise(1) + taxPaise(2)),
      averageOrderValue: rupees(Math.round((price * 100 * 3) / 2)),
      previous: {
        orders: 1,
        sales: price,
        gst: rupees(taxPaise(1)),
        averageOrderValue: price,
      },
      trend: {
        sales: 200,
        gst: Math.round(((taxPaise(1) + taxPaise(2) - taxPaise(1)) / taxPaise(1)) * 100),
        averageOrderValue: 50,
      },
    });
    // The last 30 days: 4 units in 3 orders against 3 units in 1 order forty days ago.
    expect(after.sales.last30Days.orders).toBe(3);
    expect(after.sales.last30Days.sales).toBe(rupees(price * 100 * 4));
    expect(after.sales.last30Days.previous.sales).toBe(rupees(price * 100 * 3));
    expect(after.sales.last30Days.trend.sales).toBe(33);
    expect(after.sales.last30Days.trend.averageOrderValue).toBe(
      Math.round(((Math.round((price * 100 * 4) / 3) - price * 100 * 3) / (price * 100 * 3)) * 100),
    );

    // By day in India: the order at midnight is today's, the one an instant before is yesterday's.
    const byDay = after.salesByDay;
    expect(byDay).toHaveLength(30);
    expect(byDay.at(-1)).toEqual({ date: indianDay(now), orders: 1, sales: price });
    expect(byDay.at(-2)).toEqual({
      date: indianDay(midnight - 1),
      orders: 1,
      sales: rupees(price * 100 * 2),
    });
    expect(byDay.find((day) => day.date === indianDay(now - 10 * DAY))).toEqual({
      date: indianDay(now - 10 * DAY),
      orders: 1,
      sales: price,
    });
    expect(byDay.reduce((total, day) => total + day.orders, 0)).toBe(3);
    expect(byDay[0]!.date).toBe(indianDay(now - 29 * DAY));

    // Orders placed: 7 in the last 30 days against 1 in the 30 before. Customers and
    // deliveries: all in the last 30 days, none before, so no trend.
    expect(after.countTrends).toEqual({
      orderCount: 600,
      userCount: null,
      completedOrderCount: null,
    });
  });
});
