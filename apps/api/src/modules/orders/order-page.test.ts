/**
 * The order page's story (docs/decisions/049-order-page-who-and-why.md): who moved an order and
 * why, for staff only; a staff cancel needs a reason, which the customer's e-mail carries; staff's
 * internal notes, never shown to the customer.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { orderMessages as m } from '@shop/shared/orders/messages';
import type { AdminOrder, Order, OrderNote } from '@shop/shared/orders/schemas';
import { ORDER_NOTE_MAX_LENGTH, STATUS_REASON_MAX_LENGTH } from '@shop/shared/orders/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotes, orders, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder, statusBody } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let product: Product;
let admin: HttpClient;
let staffName: string;
beforeAll(async () => {
  t = await startTestApp();
  const catalogue = (await t.client().get<Product[]>('/api/products')).body;
  product = catalogue.find((p) => p.quantity > 0)!;
  await t.database.db
    .update(products)
    .set({ quantity: 10_000 })
    .where(eq(products.id, product._id));
  admin = await adminClient(t);
  staffName = t.config.admin.username;
});
afterAll(async () => {
  await t?.close();
});

const stock = async () =>
  (
    await t.database.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, product._id))
  )[0]!.quantity;

const staffView = async (id: string) =>
  (await admin.get<AdminOrder>(`/api/orders/admin/${id}`)).body;

async function processing(client: HttpClient): Promise<Order> {
  const order = await placeOrder(client, product);
  const moved = await admin.patch(`/api/orders/${order._id}/status`, statusBody('PROCESSING'));
  expect(moved.status).toBe(200);
  return order;
}

describe('who changed an order, and why', () => {
  it('records the staff member and the reason on each move, shown to staff only', async () => {
    const { client } = await signedInCustomer(t);
    const order = await processing(client);
    const shipped = await admin.patch(`/api/orders/${order._id}/status`, {
      ...statusBody('SHIPPED'),
      reason: '  Packed early by the morning shift  ',
    });
    expect(shipped.status).toBe(200);

    const news = await admin.post(`/api/orders/admin/${order._id}/tracking`, {
      status: 'In transit',
      location: 'Nagpur hub',
      date: new Date().toISOString(),
    });
    expect(news.status).toBe(201);

    const seen = await staffView(order._id);
    expect(seen.tracking.map(({ status, actor, reason }) => ({ status, actor, reason }))).toEqual([
      { status: 'PENDING', actor: 'Customer', reason: null },
      { status: 'PROCESSING', actor: staffName, reason: null },
      { status: 'SHIPPED', actor: staffName, reason: 'Packed early by the morning shift' },
      { status: 'In transit', actor: staffName, reason: null },
    ]);

    // The customer's own answers and the desk's list of orders name nobody to the customer.
    const own = await client.get<Order>(`/api/orders/${order._id}`);
    expect(own.status).toBe(200);
    for (const entry of own.body.tracking) {
      expect(Object.keys(entry).sort()).toEqual(['date', 'location', 'status']);
    }
    const list = await client.get<Order[]>('/api/orders');
    const raw = JSON.stringify(list.body);
    expect(raw).not.toContain(staffName);
    expect(raw).not.toContain('morning shift');
  });

  it('refuses a staff cancel without a reason, with a 400 on the field, and changes nothing', async () => {
    const { client } = await signedInCustomer(t);
    const order = await processing(client);
    const before = await stock();
    for (const body of [
      { status: 'CANCELLED' },
      { status: 'CANCELLED', reason: '   ' },
      { status: 'CANCELLED', reason: 'x'.repeat(STATUS_REASON_MAX_LENGTH + 1) },
    ]) {
      const answer = await admin.patch(`/api/orders/${order._id}/status`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ details: { reason: [expect.any(String)] } });
    }
    const missing = await admin.patch(`/api/orders/${order._id}/status`, { status: 'CANCELLED' });
    expect(missing.body).toMatchObject({
      message: m.cancelReasonRequired,
      details: { reason: [m.cancelReasonRequired] },
    });
    const now = await staffView(order._id);
    expect(now.status).toBe('PROCESSING');
    expect(now.tracking.map((e) => e.status)).toEqual(['PENDING', 'PROCESSING']);
    expect(await stock()).toBe(before);
  });

  it("e-mails the customer the staff member's reason for the cancel and keeps it on the timeline", async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await processing(client);
    await t.app.settled();
    const reason = 'The supplier cannot deliver this batch';
    const waiting = t.inbox.waitFor(user.email);
    const cancelled = await admin.patch(`/api/orders/${order._id}/status`, {
      status: 'CANCELLED',
      reason,
    });
    expect(cancelled.status).toBe(200);
    const mail = await waiting;
    expect(mail.subject).toMatch(/cancelled/);
    expect(mail.body).toContain(`Reason: ${reason}`);

    const last = (await staffView(order._id)).tracking.at(-1)!;
    expect(last).toMatchObject({ status: 'CANCELLED', actor: staffName, reason });
  });

  it('keeps the customer cancel working: no reason needed, "Customer" recorded, a reason kept', async () => {
    const { client, user } = await signedInCustomer(t);
    const plain = await placeOrder(client, product);
    const answer = await client.patch<Order>(`/api/orders/${plain._id}/cancel`, {});
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('CANCELLED');
    expect((await staffView(plain._id)).tracking.at(-1)).toMatchObject({
      status: 'CANCELLED',
      actor: 'Customer',
      reason: null,
    });
    const plainMail = await t.inbox.waitFor(user.email);
    expect(plainMail.body).not.toContain('Reason:');

    const withReason = await placeOrder(client, product);
    const waiting = t.inbox.waitFor(user.email);
    const viaStatus = await client.patch<Order>(`/api/orders/${withReason._id}/status`, {
      status: 'CANCELLED',
      reason: 'Ordered the wrong part',
    });
    expect(viaStatus.status).toBe(200);
    expect((await staffView(withReason._id)).tracking.at(-1)).toMatchObject({
      actor: 'Customer',
      reason: 'Ordered the wrong part',
    });
    expect((await waiting).body).toContain('Reason: Ordered the wrong part');
  });

  it('names the housekeeping that cancels an order left unpaid "System"', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.id, order._id));
    expect((await t.app.housekeeping()).expiredOrders).toBeGreaterThanOrEqual(1);
    expect((await staffView(order._id)).tracking.at(-1)).toMatchObject({
      status: 'CANCELLED',
      actor: 'System',
      reason: null,
    });
  });

  it('names the customer who chose cash on delivery', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    const chose = await client.patch(`/api/orders/${order._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });
    expect(chose.status).toBe(200);
    expect((await staffView(order._id)).tracking.at(-1)).toMatchObject({
      status: 'PROCESSING',
      actor: 'Customer',
    });
  });
});

describe('internal notes', () => {
  it('are added by staff with their name and time, listed oldest first', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    const empty = await admin.get<OrderNote[]>(`/api/orders/admin/${order._id}/notes`);
    expect(empty).toMatchObject({ status: 200, body: [] });

    const first = await admin.post<OrderNote>(`/api/orders/admin/${order._id}/notes`, {
      text: '  Called the customer: wants a morning delivery  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      text: 'Called the customer: wants a morning delivery',
      author: staffName,
    });
    expect(Date.now() - Date.parse(first.body.createdAt)).toBeLessThan(60_000);
    await admin.post(`/api/orders/admin/${order._id}/notes`, { text: 'Second call: confirmed' });

    const listed = await admin.get<OrderNote[]>(`/api/orders/admin/${order._id}/notes`);
    expect(listed.body.map((n) => n.text)).toEqual([
      'Called the customer: wants a morning delivery',
      'Second call: confirmed',
    ]);
  });

  it('refuse bad input with a 400 on the field and store nothing; 404 for an unknown order', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    const cases: Array<[unknown, string]> = [
      [{}, m.noteRequired],
      [{ text: '   ' }, m.noteRequired],
      [{ text: 42 }, m.noteRequired],
      [{ text: 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1) }, m.noteTooLong(ORDER_NOTE_MAX_LENGTH)],
    ];
    for (const [body, message] of cases) {
      const answer = await admin.post(`/api/orders/admin/${order._id}/notes`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ details: { text: [message] } });
    }
    const stored = await t.database.db
      .select()
      .from(orderNotes)
      .where(eq(orderNotes.orderId, order._id));
    expect(stored).toEqual([]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post(`/api/orders/admin/${unknown}/notes`, { text: 'x' })).status).toBe(
      404,
    );
    expect((await admin.get(`/api/orders/admin/not-an-id/notes`)).status).toBe(404);
  });

  it('never reach the customer: not their routes, not the notes route', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    const secret = 'Customer sounded unsure, check again before dispatch';
    await admin.post(`/api/orders/admin/${order._id}/notes`, { text: secret });

    for (const path of ['/api/orders', '/api/orders/my-orders', `/api/orders/${order._id}`]) {
      const answer = await client.get(path);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
    const cancelled = await client.patch(`/api/orders/${order._id}/cancel`, {});
    expect(JSON.stringify(cancelled.body)).not.toContain(secret);
    expect((await client.get(`/api/orders/admin/${order._id}/notes`)).status).toBe(403);
    expect((await t.client().get(`/api/orders/admin/${order._id}/notes`)).status).toBe(401);
  });
});
