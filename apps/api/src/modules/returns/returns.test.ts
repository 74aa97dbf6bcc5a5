/**
 * Returns through HTTP: a customer asks for some units of a delivered order within the window,
 * with a photo; every refusal changes nothing; two requests at once never return a unit twice;
 * staff approve, decline, receive (a credit note for exactly the returned lines, stock back) and
 * record the refund of a cash order by hand; an order paid online is refunded through the
 * provider on receipt and the return completes when the refund settles; a return received while
 * staff refund the order never gives back more than was paid.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import type { Refund } from '@shop/shared/payments/refunds';
import type { CreatePaymentAnswer } from '@shop/shared/payments/schemas';
import { returnMessages as m } from '@shop/shared/returns/messages';
import type { AdminReturn, OrderReturn, Returnable } from '@shop/shared/returns/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, returns } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { downloadBytes, pdfText } from '../../../test/documents-helpers';
import type { HttpClient } from '../../../test/http-client';
import { deliverOrder, payloadFromCart } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { windowEnd } from './returns.service';

let t: TestApp;
let admin: HttpClient;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  await t.database.db.update(products).set({ quantity: 1000 });
  catalogue = (await t.client().get<Product[]>('/api/products')).body;
});
afterAll(async () => {
  await t?.close();
});

const paise = (rupees: number) => Math.round(rupees * 100);
const [first, second] = [() => catalogue[0]!, () => catalogue[1]!];

const png = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, photos: Buffer[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const photo of photos) {
    data.append('images', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'box.png');
  }
  return data;
}

const ask = (
  client: HttpClient,
  orderId: string,
  items: Array<{ product: string; quantity: number }>,
  extra: { reason?: string; details?: string; photos?: Buffer[] } = {},
) =>
  client.request<OrderReturn>('POST', `/api/orders/${orderId}/returns`, {
    body: form(
      {
        items: JSON.stringify(items),
        reason: extra.reason ?? 'DAMAGED',
        ...(extra.details !== undefined && { details: extra.details }),
      },
      extra.photos,
    ),
  });
const move = (id: string, body: Record<string, unknown>) =>
  admin.patch<AdminReturn>(`/api/admin/returns/${id}`, body);
const returnsOf = (client: HttpClient, orderId: string) =>
  client.get<OrderReturn[]>(`/api/orders/${orderId}/returns`);
const returnableOf = (client: HttpClient, orderId: string) =>
  client.get<Returnable>(`/api/orders/${orderId}/returnable`);
const returnCount = async () => (await t.database.db.select().from(returns)).length;
const stockOf = async (productId: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!.quantity;
const mailsTo = (email: string, pattern: RegExp) =>
  t.inbox.messages.filter(
    (mail) => mail.to.includes(email.toLowerCase()) && pattern.test(mail.subject),
  );

/** A cash-on-delivery order of 2 units of the first product and 1 of the second, delivered. */
async function deliveredCodOrder(client: HttpClient): Promise<Order> {
  await client.post('/api/cart/add', { productId: first()._id, quantity: 2 });
  await client.post('/api/cart/add', { productId: second()._id, quantity: 1 });
  const placed = await client.post<Order>('/api/orders', await payloadFromCart(client));
  expect(placed.status).toBe(201);
  await client.patch(`/api/orders/${placed.body._id}/status`, {
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    status: 'PROCESSING',
  });
  await deliverOrder(admin, placed.body._id);
  return placed.body;
}

/** An order of one unit of the first product, paid online in the sandbox, delivered. */
async function deliveredPaidOrder(client: HttpClient): Promise<Order> {
  await client.post('/api/cart/add', { productId: first()._id, quantity: 1 });
  const placed = await client.post<Order>('/api/orders', await payloadFromCart(client));
  const order = placed.body;
  await client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
  const created = await client.post<CreatePaymentAnswer>('/api/payments/create', {
    orderId: order._id,
  });
  const paid = await t.client().post<Record<string, string>>('/sandbox/razorpay/pay', {
    order_id: created.body.id,
  });
  const verified = await client.post('/api/payments/verify', { ...paid.body, orderId: order._id });
  expect(verified.status).toBe(200);
  await deliverOrder(admin, order._id);
  return order;
}

describe('the return window', () => {
  it('runs to the end of the last day after the day of delivery, India time', () => {
    // 20 November, 23:30 IST is 18:00 UTC: the window ends at 27 November 23:59:59.999 IST.
    const end = windowEnd(new Date('2026-11-20T18:00:00Z'), 7);
    expect(end.toISOString()).toBe('2026-11-27T18:29:59.999Z');
    // 21 November, 00:30 IST (19:00 UTC on the 20th) is a day later in India.
    expect(windowEnd(new Date('2026-11-20T19:00:00Z'), 7).toISOString()).toBe(
      '2026-11-28T18:29:59.999Z',
    );
  });
});

describe('a customer asks for a return', () => {
  it('of some units of a delivered order, with a photo, and hears it by e-mail', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await deliveredCodOrder(client);

    const before = await returnableOf(client, order._id);
    expect(before.status).toBe(200);
    expect(before.body.open).toBe(true);
    expect(before.body.items).toHaveLength(2);
    expect(before.body.items).toEqual(
      expect.arrayContaining([
        { product: first()._id, name: first().name, quantity: 2, price: first().price },
        { product: second()._id, name: second().name, quantity: 1, price: second().price },
      ]),
    );

    const asked = await ask(client, order._id, [{ product: first()._id, quantity: 1 }], {
      details: 'The board does not power up',
      photos: [await png()],
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      status: 'REQUESTED',
      reason: 'DAMAGED',
      details: 'The board does not power up',
      amount: first().price,
      items: [{ product: first()._id, name: first().name, quantity: 1, price: first().price }],
      creditNote: null,
      refundId: null,
    });
    expect(asked.body.images).toHaveLength(1);
    expect(asked.body.images[0]).toMatch(/^\/uploads\/returns\/.+\.webp$/);

    expect((await returnsOf(client, order._id)).body.map((r) => r._id)).toEqual([asked.body._id]);
    const after = await returnableOf(client, order._id);
    expect(after.body.items.find((i) => i.product === first()._id)!.quantity).toBe(1);
    await t.inbox.until(() => mailsTo(user.email, /we have your return request/).length === 1);
  });

  it('is refused, with nothing written, for an undelivered order, too many units, a stranger or a passed window', async () => {
    const { client } = await signedInCustomer(t);
    const order = await deliveredCodOrder(client);
    const count = await returnCount();

    await client.post('/api/cart/add', { productId: first()._id, quantity: 1 });
    const open = await client.post<Order>('/api/orders', await payloadFromCart(client));
    const undelivered = await ask(client, open.body._id, [{ product: first()._id, quantity: 1 }]);
    expect(undelivered.status).toBe(409);
    expect(undelivered.body).toMatchObject({ message: m.notDelivered });

    const tooMany = await ask(client, order._id, [{ product: first()._id, quantity: 3 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ message: m.tooMany(first().name, 2) });

    const notInOrder = await ask(client, order._id, [{ product: catalogue[2]!._id, quantity: 1 }]);
    expect(notInOrder.status).toBe(400);
    expect(JSON.stringify(notInOrder.body)).toContain(m.notInOrder);

    const badReason = await ask(client, order._id, [{ product: first()._id, quantity: 1 }], {
      reason: 'BORED',
    });
    expect(badReason.status).toBe(400);
    const notJson = await client.request('POST', `/api/orders/${order._id}/returns`, {
      body: form({ items: '[{product', reason: 'DAMAGED' }),
    });
    expect(notJson.status).toBe(400);
    expect(JSON.stringify(notJson.body)).toContain(m.itemsRequired);
    const twice = await ask(client, order._id, [
      { product: first()._id, quantity: 1 },
      { product: first()._id, quantity: 1 },
    ]);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain(m.itemTwice);

    const stranger = (await signedInCustomer(t)).client;
    const theirs = await ask(stranger, order._id, [{ product: first()._id, quantity: 1 }]);
    expect(theirs.status).toBe(404);
    expect((await returnableOf(stranger, order._id)).status).toBe(404);

    // Delivered eight days ago: the 7-day window has closed.
    await t.database.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 9 * 24 * 60 * 60_000) })
      .where(eq(orders.id, order._id));
    const late = await ask(client, order._id, [{ product: first()._id, quantity: 1 }]);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: m.windowOver(7) });
    expect((await returnableOf(client, order._id)).body).toMatchObject({ open: false, items: [] });

    expect(await returnCount()).toBe(count);
  });

  it('two requests at once for the last units: one is accepted, the other refused', async () => {
    const { client } = await signedInCustomer(t);
    const order = await deliveredCodOrder(client);
    const answers = await Promise.all(
      [1, 2].map(() => ask(client, order._id, [{ product: first()._id, quantity: 2 }])),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const listed = (await returnsOf(client, order._id)).body;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.items[0]!.quantity).toBe(2);
  });
});

describe('staff work a return', () => {
  it('of a cash order: approve, receive with the units restocked and a credit note for only them, refund by UPI', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await deliveredCodOrder(client);
    const waitingCount = async () =>
      (await admin.get<{ returnsWaitingCount: number }>('/api/dashboard-stats')).body
        .returnsWaitingCount;
    const waitingBefore = await waitingCount();
    const asked = await ask(client, order._id, [{ product: first()._id, quantity: 1 }]);
    const id = asked.body._id;
    expect(await waitingCount()).toBe(waitingBefore + 1);

    const waiting = await admin.get<AdminReturn[]>('/api/admin/returns?open=true&limit=100');
    expect(waiting.status).toBe(200);
    expect(waiting.body.find((r) => r._id === id)).toMatchObject({
      status: 'REQUESTED',
      customer: { _id: user._id, email: user.email },
      order: { _id: order._id, paymentMethod: 'COD', paymentStatus: 'PAID' },
    });

    const early = await move(id, { status: 'RECEIVED' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: m.badMove('REQUESTED', 'RECEIVED') });
    const declineBare = await move(id, { status: 'REJECTED' });
    expect(declineBare.status).toBe(400);
    expect(JSON.stringify(declineBare.body)).toContain(m.noteRequired);

    const approved = await move(id, { status: 'APPROVED', note: 'Please send it with its pins' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      note: 'Please send it with its pins',
    });
    expect((await move(id, { status: 'APPROVED' })).status).toBe(200);
    await t.inbox.until(() => mailsTo(user.email, /your return is approved/).length === 1);

    const stock = await stockOf(first()._id);
    const received = await move(id, { status: 'RECEIVED', restock: true });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ status: 'RECEIVED', restocked: true, refundId: null });
    expect(received.body.creditNote?.number).toMatch(/^CN\//);
    expect(await stockOf(first()._id)).toBe(stock + 1);
    await t.inbox.until(() => mailsTo(user.email, /we have received your return/).length === 1);

    // The credit note names the invoice and credits only the returned unit.
    const notes = await client.get<Array<{ _id: string; number: string; total: number }>>(
      `/api/orders/${order._id}/credit-notes`,
    );
    expect(notes.body).toEqual([
      expect.objectContaining({ _id: received.body.creditNote!._id, total: first().price }),
    ]);
    const pdf = await downloadBytes(
      t.url,
      client,
      `/api/orders/${order._id}/credit-notes/${received.body.creditNote!._id}`,
    );
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    expect(text).toMatch(/Against invoice: CK\/\d{2}-\d{2}\/\d{6}/);
    expect(text).toContain(first().name);
    expect(text).not.toContain(second().name);
    expect(text).toContain(`Total (GST included) ₹${first().price.toFixed(2)}`);

    const noMethod = await move(id, { status: 'REFUNDED' });
    expect(noMethod.status).toBe(400);
    expect(JSON.stringify(noMethod.body)).toContain(m.methodRequired);
    const refunded = await move(id, {
      status: 'REFUNDED',
      method: 'UPI',
      reference: 'UTR-778812',
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.status).toBe('REFUNDED');
    expect(await waitingCount()).toBe(waitingBefore);
    const refunds = (await client.get<Refund[]>(`/api/orders/${order._id}/refunds`)).body;
    expect(refunds).toEqual([
      expect.objectContaining({
        _id: refunded.body.refundId,
        amount: first().price,
        method: 'UPI',
        status: 'PROCESSED',
        reference: 'UTR-778812',
      }),
    ]);
    const now = (await client.get<Order>(`/api/orders/${order._id}`)).body;
    expect(now.paymentStatus).toBe('PARTIALLY_REFUNDED');
    await t.inbox.until(() => mailsTo(user.email, /Refund on order/).length === 1);

    // Recording it again changes nothing.
    const again = await move(id, { status: 'REFUNDED', method: 'UPI', reference: 'UTR-778812' });
    expect(again.status).toBe(200);
    expect((await client.get<Refund[]>(`/api/orders/${order._id}/refunds`)).body).toHaveLength(1);
  });

  it('declined with a note gives its units back to be asked for again', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await deliveredCodOrder(client);
    const asked = await ask(client, order._id, [{ product: second()._id, quantity: 1 }], {
      reason: 'CHANGED_MIND',
    });
    const declined = await move(asked.body._id, {
      status: 'REJECTED',
      note: 'Opened modules cannot be returned for a change of mind',
    });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('REJECTED');
    await t.inbox.until(() => mailsTo(user.email, /about your return request/).length === 1);
    const returnable = (await returnableOf(client, order._id)).body;
    expect(returnable.items.find((i) => i.product === second()._id)?.quantity).toBe(1);
    expect((await move(asked.body._id, { status: 'APPROVED' })).status).toBe(409);
  });

  it('of an order paid online: refunded through the provider on receipt, complete when it settles', async () => {
    const { client } = await signedInCustomer(t);
    const order = await deliveredPaidOrder(client);
    const asked = await ask(client, order._id, [{ product: first()._id, quantity: 1 }]);
    await move(asked.body._id, { status: 'APPROVED' });
    const received = await move(asked.body._id, { status: 'RECEIVED' });
    expect(received.status).toBe(200);
    expect(received.body.refundId).not.toBeNull();
    const byHand = await move(asked.body._id, { status: 'REFUNDED', method: 'CASH' });
    expect(byHand.status).toBe(409);
    expect(byHand.body).toMatchObject({ message: m.refundStillPending });

    let refund: Refund | undefined;
    for (let i = 0; i < 50 && !refund?.providerRefundId; i++) {
      refund = (await client.get<Refund[]>(`/api/orders/${order._id}/refunds`)).body[0];
      if (!refund?.providerRefundId) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refund).toMatchObject({ method: 'RAZORPAY', amount: first().price, status: 'PENDING' });
    const settled = await t
      .client()
      .post(`/sandbox/razorpay/refunds/${refund!.providerRefundId}/processed`, {});
    expect(settled.status).toBe(200);
    const [done] = (await returnsOf(client, order._id)).body;
    expect(done).toMatchObject({ status: 'REFUNDED', refundId: refund!._id });
    const now = (await client.get<Order>(`/api/orders/${order._id}`)).body;
    expect(now.paymentStatus).toBe('REFUNDED');
  });

  it('a return received while staff refund the whole order never gives back more than was paid', async () => {
    const { client } = await signedInCustomer(t);
    const order = await deliveredCodOrder(client);
    const asked = await ask(client, order._id, [{ product: second()._id, quantity: 1 }]);
    await move(asked.body._id, { status: 'APPROVED' });
    const total = paise(order.totalAmount);
    const received = await move(asked.body._id, { status: 'RECEIVED' });
    expect(received.status).toBe(200);
    const [refundAll, byHand] = await Promise.all([
      admin.post(`/api/orders/admin/${order._id}/refunds`, {
        amount: order.totalAmount,
        reason: 'Goodwill',
        method: 'CASH',
      }),
      move(asked.body._id, { status: 'REFUNDED', method: 'CASH' }),
    ]);
    const refunds = (await client.get<Refund[]>(`/api/orders/${order._id}/refunds`)).body;
    const given = refunds.reduce((sum, r) => sum + paise(r.amount), 0);
    expect(given).toBeLessThanOrEqual(total);
    expect([refundAll.status, byHand.status].sort()).toEqual(
      refundAll.status === 201 ? [201, 409] : [200, 409],
    );
  });
});
