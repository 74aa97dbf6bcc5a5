/**
 * The back office's money trail through HTTP (docs/decisions/047): an order's payment records,
 * its invoice's number and date, the refunds owed across orders (what is listed and what is not,
 * newest first, paged) and the dashboard's count of them.
 */
import type { DashboardStats } from '@shop/shared/admin/schemas';
import type { Product } from '@shop/shared/catalog/schemas';
import type { InvoiceSummaryAnswer } from '@shop/shared/gst/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import type { PaymentRecord, RefundOwed } from '@shop/shared/payments/records';
import type { Refund } from '@shop/shared/payments/refunds';
import type { CreatePaymentAnswer } from '@shop/shared/payments/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { deliverOrder, placeOrder, statusBody } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: HttpClient;
let product: Product;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  await t.database.db.update(products).set({ quantity: 1000 });
  product = (await t.client().get<Product[]>('/api/products')).body.find(
    (p) => p.price >= 500 && p.price < 2000,
  )!;
});
afterAll(async () => {
  await t?.close();
});

/** An order of a new customer's, its provider order made and (unless `unpaid`) paid and verified. */
async function onlineOrder({ unpaid = false } = {}) {
  const customer = await signedInCustomer(t);
  const order = await placeOrder(customer.client, product);
  await customer.client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
  const created = await customer.client.post<CreatePaymentAnswer>('/api/payments/create', {
    orderId: order._id,
  });
  expect(created.status).toBe(200);
  if (unpaid) return { ...customer, order, providerOrderId: created.body.id, paymentId: null };
  const paid = await t.client().post<Record<string, string>>('/sandbox/razorpay/pay', {
    order_id: created.body.id,
  });
  const verified = await customer.client.post<{ order: Order }>('/api/payments/verify', {
    ...paid.body,
    orderId: order._id,
  });
  expect(verified.status).toBe(200);
  return {
    ...customer,
    order: verified.body.order,
    providerOrderId: created.body.id,
    paymentId: paid.body.razorpay_payment_id!,
  };
}

const staffRefund = async (orderId: string, body: Record<string, unknown>) => {
  const answer = await admin.post<Refund>(`/api/orders/admin/${orderId}/refunds`, body);
  expect(answer.status).toBe(201);
  return answer.body;
};
/** The sandbox tester settles a provider refund as the bank would; the signed webhook follows. */
async function settle(providerRefundId: string, outcome: 'processed' | 'failed') {
  const answer = await t
    .client()
    .post(`/sandbox/razorpay/refunds/${providerRefundId}/${outcome}`, {});
  expect(answer.status).toBe(200);
}
const owedList = (query = '') => admin.get<RefundOwed[]>(`/api/admin/refunds${query}`);
const stats = async () => (await admin.get<DashboardStats>('/api/dashboard-stats')).body;

describe("an order's payment records for staff", () => {
  it('lists the provider order and its pay_… payment once paid online', async () => {
    const { order, providerOrderId, paymentId } = await onlineOrder();
    const answer = await admin.get<PaymentRecord[]>(`/api/orders/admin/${order._id}/payments`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual([
      {
        method: 'RAZORPAY',
        status: 'RECEIVED',
        amount: order.totalAmount,
        providerOrderId,
        providerPaymentId: paymentId,
        createdAt: expect.any(String),
        receivedAt: expect.any(String),
      },
    ]);
    expect(providerOrderId).toMatch(/^order_/);
    expect(paymentId).toMatch(/^pay_/);
  });

  it('shows a provider order awaiting payment without a payment id', async () => {
    const { order, providerOrderId } = await onlineOrder({ unpaid: true });
    const answer = await admin.get<PaymentRecord[]>(`/api/orders/admin/${order._id}/payments`);
    expect(answer.body).toEqual([
      expect.objectContaining({
        method: 'RAZORPAY',
        status: 'AWAITING_PAYMENT',
        providerOrderId,
        providerPaymentId: null,
        receivedAt: null,
      }),
    ]);
  });

  it('lists nothing for cash on delivery until the order is delivered, then the cash collected', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    expect((await admin.get(`/api/orders/admin/${order._id}/payments`)).body).toEqual([]);
    await client.patch(`/api/orders/${order._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });
    for (const status of ['SHIPPED', 'DELIVERED']) {
      expect(
        (await admin.patch(`/api/orders/${order._id}/status`, statusBody(status))).status,
      ).toBe(200);
    }
    const delivered = await admin.get<Order>(`/api/orders/admin/${order._id}`);
    const deliveredAt = delivered.body.tracking.find((e) => e.status === 'DELIVERED')!.date;
    const answer = await admin.get<PaymentRecord[]>(`/api/orders/admin/${order._id}/payments`);
    expect(answer.body).toEqual([
      {
        method: 'COD',
        status: 'RECEIVED',
        amount: order.totalAmount,
        providerOrderId: null,
        providerPaymentId: null,
        createdAt: order.createdAt,
        receivedAt: deliveredAt,
      },
    ]);
  });

  it('is 404 for an order that does not exist, and refused to customers, even the owner', async () => {
    const missing = await admin.get(
      '/api/orders/admin/00000000-0000-4000-8000-000000000000/payments',
    );
    expect(missing.status).toBe(404);
    expect((await admin.get('/api/orders/admin/not-an-id/payments')).status).toBe(404);
    const { client, order } = await onlineOrder();
    expect((await client.get(`/api/orders/admin/${order._id}/payments`)).status).toBe(403);
    expect((await t.client().get(`/api/orders/admin/${order._id}/payments`)).status).toBe(401);
  });
});

describe("an order's invoice summary", () => {
  it('is null before dispatch, then the number, date and total of the invoice issued', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    const before = await client.get<InvoiceSummaryAnswer>(
      `/api/orders/${order._id}/invoice-summary`,
    );
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ invoice: null });

    await deliverOrder(admin, order._id);
    const after = await admin.get<InvoiceSummaryAnswer>(`/api/orders/${order._id}/invoice-summary`);
    expect(after.status).toBe(200);
    expect(after.body.invoice).toEqual({
      _id: expect.any(String),
      number: expect.stringMatching(/\S/),
      date: expect.any(String),
      total: order.totalAmount,
    });
    // The same number the order's documents print: its owner reads it too.
    const own = await client.get<InvoiceSummaryAnswer>(`/api/orders/${order._id}/invoice-summary`);
    expect(own.body).toEqual(after.body);
    const stranger = await signedInCustomer(t);
    expect((await stranger.client.get(`/api/orders/${order._id}/invoice-summary`)).status).toBe(
      404,
    );
  });
});

describe('the refunds owed', () => {
  it('lists pending refunds and failed ones not made again, newest first, paged, each with its order; the dashboard counts them', async () => {
    const empty = await owedList();
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('x-total-count')).toBe('0');
    const before = await stats();
    expect([before.refundsOwedCount, before.ordersOwingWithoutRefundCount]).toEqual([0, 0]);
    expect(before.returnsWaitingCount).toBe(0);

    // A paid order cancelled: its payment is owed back, on its way (PENDING in the sandbox).
    const cancelled = await onlineOrder();
    expect(
      (
        await admin.patch(`/api/orders/${cancelled.order._id}/status`, {
          status: 'CANCELLED',
          reason: 'Out of stock at the warehouse',
        })
      ).status,
    ).toBe(200);
    await t.app.settled();

    // A goodwill refund through Razorpay that the bank refused: owed until made again.
    const failed = await onlineOrder();
    const refused = await staffRefund(failed.order._id, { amount: 100, reason: 'Late delivery' });
    await settle(refused.providerRefundId!, 'failed');

    // A refund that failed and was made again by hand: no longer owed.
    const redone = await onlineOrder();
    const first = await staffRefund(redone.order._id, { amount: 50, reason: 'Damaged box' });
    await settle(first.providerRefundId!, 'failed');
    await staffRefund(redone.order._id, {
      amount: 50,
      reason: 'Damaged box, again by UPI',
      method: 'UPI',
      reference: 'UTR123456789',
    });

    // Refunds done: by hand, and through Razorpay once processed.
    const byHand = await onlineOrder();
    await staffRefund(byHand.order._id, {
      amount: 20,
      reason: 'Goodwill',
      method: 'UPI',
      reference: 'UTR987654321',
    });
    const processed = await onlineOrder();
    const sent = await staffRefund(processed.order._id, { amount: 30, reason: 'Price match' });
    await settle(sent.providerRefundId!, 'processed');

    const all = await owedList();
    expect(all.status).toBe(200);
    expect(all.headers.get('x-total-count')).toBe('2');
    expect(all.body.map((r) => [r.order._id, r.status])).toEqual([
      [failed.order._id, 'FAILED'],
      [cancelled.order._id, 'PENDING'],
    ]);
    const [failedRow, pendingRow] = all.body;
    expect(failedRow).toMatchObject({
      _id: refused._id,
      amount: 100,
      method: 'RAZORPAY',
      reason: 'Late delivery',
      failureReason: expect.stringMatching(/\S/),
      failedAt: expect.any(String),
      order: {
        _id: failed.order._id,
        totalAmount: failed.order.totalAmount,
        customer: { email: failed.user.email },
      },
    });
    expect(pendingRow).toMatchObject({
      amount: cancelled.order.totalAmount,
      method: 'RAZORPAY',
      providerRefundId: expect.stringMatching(/^rfnd_/),
      failedAt: null,
      order: { status: 'CANCELLED', paymentStatus: 'REFUND_PENDING' },
    });

    expect((await owedList('?status=PENDING')).body.map((r) => r._id)).toEqual([pendingRow!._id]);
    expect((await owedList('?status=FAILED')).body.map((r) => r._id)).toEqual([refused._id]);
    const page2 = await owedList('?limit=1&page=2');
    expect(page2.headers.get('x-total-count')).toBe('2');
    expect(page2.body.map((r) => r._id)).toEqual([pendingRow!._id]);
    expect(page2.headers.get('link')).toContain('rel="prev"');

    // An order cancelled while paid before refunds were recorded: REFUND_PENDING, no refund row.
    const { client } = await signedInCustomer(t);
    const legacy = await placeOrder(client, product);
    await t.database.db
      .update(orders)
      .set({ status: 'CANCELLED', paymentStatus: 'REFUND_PENDING' })
      .where(eq(orders.id, legacy._id));

    const after = await stats();
    // Two refunds owed, and the legacy order; the cancelled order with its pending refund once.
    expect(after.refundsOwedCount).toBe(3);
    expect(after.ordersOwingWithoutRefundCount).toBe(1);
    expect((await owedList()).headers.get('x-total-count')).toBe('2');

    // Settling the pending one takes it off the list and the count.
    await settle(pendingRow!.providerRefundId!, 'processed');
    expect((await owedList()).body.map((r) => r._id)).toEqual([refused._id]);
    expect((await stats()).refundsOwedCount).toBe(2);
  });

  it('refuses a status that is not owed, a page too deep, and anyone but staff', async () => {
    for (const query of ['?status=PROCESSED', '?page=0', '?limit=101', '?page=100000']) {
      const answer = await owedList(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const { client } = await signedInCustomer(t);
    expect((await client.get('/api/admin/refunds')).status).toBe(403);
    expect((await t.client().get('/api/admin/refunds')).status).toBe(401);
  });
});
