/**
 * Correcting a mistyped AWB: staff give a shipped order's courier and AWB number again; the order
 * keeps a tracking entry of what it was, the owner's pages hear of it and the customer gets one
 * e-mail with the new details. The same rules as shipping; refused before shipping and after
 * delivery; staff only.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { courierMessages as cm, trackingUrl } from '@shop/shared/orders/couriers';
import type { Order } from '@shop/shared/orders/schemas';
import { realtimeEvents, type OrderTrackingUpdate } from '@shop/shared/realtime/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderTracking } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { stockUp } from '../../../test/catalog-helpers';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder } from '../../../test/orders-helpers';
import { SocketPool } from '../../../test/sockets';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let product: Product;
let admin: HttpClient;
const sockets = new SocketPool();
beforeAll(async () => {
  t = await startTestApp();
  product = (await t.client().get<Product[]>('/api/products')).body.find((p) => p.quantity > 0)!;
  await stockUp(t, product._id);
  admin = await adminClient(t);
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

let next = 0;
/** An AWB number of this test run's own. */
const freshAwb = (prefix: string) =>
  `${prefix}${Date.now().toString().slice(-8)}${String((next += 1)).padStart(3, '0')}`;

/** A customer's order, confirmed and (unless `ship` is false) shipped with a Delhivery AWB. */
async function orderOf({ ship = true } = {}) {
  const owner = await signedInCustomer(t);
  const order = await placeOrder(owner.client, product);
  const confirmed = await admin.patch(`/api/orders/${order._id}/status`, { status: 'PROCESSING' });
  expect(confirmed.status).toBe(200);
  const awb = freshAwb('DL');
  if (ship) {
    const shipped = await admin.patch(`/api/orders/${order._id}/status`, {
      status: 'SHIPPED',
      courier: 'DELHIVERY',
      trackingNumber: awb,
    });
    expect(shipped.status).toBe(200);
  }
  return { ...owner, order, awb };
}

const correct = (id: string, body: object, client = admin) =>
  client.put<Order>(`/api/orders/admin/${id}/shipment`, body);

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
const entriesOf = (id: string) =>
  t.database.db.select().from(orderTracking).where(eq(orderTracking.orderId, id));

/** The e-mails the customer has had about corrected tracking details. */
const correctionMails = (email: string) =>
  t.inbox.messages.filter((m) => m.to.includes(email) && /corrected tracking/.test(m.subject));

describe('correcting a shipped order’s AWB number', () => {
  it('changes the courier and AWB, records what they were, tells the owner live and e-mails once', async () => {
    const { client, user, order, awb } = await orderOf();
    // The shipping's own events go first, so the socket's next tracking update is this change's.
    await t.app.settled();
    const listening = await sockets.open(t.url, client);
    const heard = new Promise<OrderTrackingUpdate>((resolve) =>
      listening.socket.once(realtimeEvents.orderTrackingUpdate, resolve),
    );
    const newAwb = freshAwb('BD');
    const answer = await correct(order._id, {
      courier: 'BLUE_DART',
      trackingNumber: ` ${newAwb.toLowerCase()} `,
    });
    expect(answer.status).toBe(200);
    const link = trackingUrl('BLUE_DART', newAwb);
    expect(answer.body).toMatchObject({
      status: 'SHIPPED',
      courier: 'BLUE_DART',
      trackingNumber: newAwb,
      trackingUrl: link,
    });
    expect(answer.body.tracking.at(-1)).toMatchObject({
      status: cm.awbCorrectedEntry,
      location: cm.awbCorrectedFrom(`Delhivery ${awb}`, `Blue Dart ${newAwb}`),
    });
    expect(await rowOf(order._id)).toMatchObject({ courier: 'BLUE_DART', trackingNumber: newAwb });
    expect(await heard).toMatchObject({
      orderId: order._id,
      courier: 'BLUE_DART',
      trackingNumber: newAwb,
      trackingUrl: link,
    });

    await t.inbox.until(() => correctionMails(user.email).length > 0);
    const [mail] = correctionMails(user.email);
    expect(mail!.subject).toBe(
      `CircuitKart: Order #${order._id.slice(-8).toUpperCase()}: corrected tracking details`,
    );
    expect(mail!.subject).toMatch(/^[\x20-\x7e]+$/);
    expect(mail!.body).toContain(`Courier: Blue Dart, AWB number ${newAwb}`);
    expect(mail!.body).toContain(link!);

    // The same values again: no change, no entry, no second e-mail.
    const entries = await entriesOf(order._id);
    const same = await correct(order._id, { courier: 'BLUE_DART', trackingNumber: newAwb });
    expect(same.status).toBe(200);
    expect(await entriesOf(order._id)).toHaveLength(entries.length);
    await t.app.settled();
    expect(correctionMails(user.email)).toHaveLength(1);
  });

  it('corrects an order out for delivery too, but not one not yet shipped or already delivered', async () => {
    const outForDelivery = await orderOf();
    await admin.patch(`/api/orders/${outForDelivery.order._id}/status`, {
      status: 'OUT_FOR_DELIVERY',
    });
    const fixed = await correct(outForDelivery.order._id, {
      courier: 'DELHIVERY',
      trackingNumber: freshAwb('DL'),
    });
    expect(fixed).toMatchObject({ status: 200, body: { status: 'OUT_FOR_DELIVERY' } });

    const notShipped = await orderOf({ ship: false });
    const delivered = await orderOf();
    await admin.patch(`/api/orders/${delivered.order._id}/status`, { status: 'DELIVERED' });
    for (const { order } of [notShipped, delivered]) {
      const before = await rowOf(order._id);
      const answer = await correct(order._id, { courier: 'DTDC', trackingNumber: freshAwb('D') });
      expect(answer).toMatchObject({
        status: 409,
        body: { code: 'CONFLICT', message: cm.correctionNotShipped },
      });
      expect(await rowOf(order._id)).toMatchObject({
        status: before.status,
        courier: before.courier,
        trackingNumber: before.trackingNumber,
      });
    }
  });

  it('refuses a bad courier or AWB with the field to fix, and changes nothing', async () => {
    const { user, order, awb } = await orderOf();
    for (const [body, field, message] of [
      [{ courier: 'DELHIVERY', trackingNumber: 'AB 123456' }, 'trackingNumber', cm.awbCharacters],
      [{ courier: 'DELHIVERY', trackingNumber: 'AB12' }, 'trackingNumber', cm.awbLength],
      [{ courier: 'DELHIVERY', trackingNumber: '' }, 'trackingNumber', cm.awbRequired],
      [{ courier: 'FEDEX', trackingNumber: 'AB123456' }, 'courier', cm.courierRequired],
      [{ trackingNumber: 'AB123456' }, 'courier', cm.courierRequired],
    ] as const) {
      expect(await correct(order._id, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', details: { [field]: [message] } },
      });
    }
    expect(await rowOf(order._id)).toMatchObject({ courier: 'DELHIVERY', trackingNumber: awb });
    expect((await entriesOf(order._id)).map((e) => e.status)).not.toContain(cm.awbCorrectedEntry);
    await t.app.settled();
    expect(correctionMails(user.email)).toHaveLength(0);
  });

  it('refuses an AWB number another order has of that courier with 409, said of the AWB field', async () => {
    const first = await orderOf();
    const second = await orderOf();
    const answer = await correct(second.order._id, {
      courier: 'DELHIVERY',
      trackingNumber: first.awb.toLowerCase(),
    });
    const message = cm.awbTaken('Delhivery', first.awb);
    expect(answer).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message, details: { trackingNumber: [message] } },
    });
    expect(await rowOf(second.order._id)).toMatchObject({ trackingNumber: second.awb });
    // The same digits of another courier are another parcel.
    const otherCourier = await correct(second.order._id, {
      courier: 'EKART',
      trackingNumber: first.awb,
    });
    expect(otherCourier).toMatchObject({ status: 200, body: { courier: 'EKART' } });
  });

  it('is for staff only: a visitor is 401, a customer (even the owner) 403, and nothing changes', async () => {
    const { client, order, awb } = await orderOf();
    const body = { courier: 'EKART', trackingNumber: freshAwb('FM') };
    expect((await correct(order._id, body, t.client())).status).toBe(401);
    expect((await correct(order._id, body, client)).status).toBe(403);
    expect((await correct(order._id, body, (await signedInCustomer(t)).client)).status).toBe(403);
    expect(await rowOf(order._id)).toMatchObject({ courier: 'DELHIVERY', trackingNumber: awb });
    expect(
      await correct('00000000-0000-4000-8000-000000000000', {
        ...body,
        trackingNumber: 'X1234567',
      }),
    ).toMatchObject({ status: 404 });
  });
});
