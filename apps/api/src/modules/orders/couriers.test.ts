/**
 * Couriers and AWB numbers: SHIPPED takes both from staff and the shop never makes one up; one AWB
 * of a courier is one order's; staff add the courier's news to a shipped order's tracking, and
 * it reaches the owner's open pages, nobody else's.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { courierMessages as cm, couriers, trackingUrl } from '@shop/shared/orders/couriers';
import type { Order } from '@shop/shared/orders/schemas';
import { realtimeEvents, type OrderTrackingUpdate } from '@shop/shared/realtime/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderTracking } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { stockUp } from '../../../test/catalog-helpers';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder, shipment, statusBody } from '../../../test/orders-helpers';
import { barrier, SocketPool } from '../../../test/sockets';
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

/** A customer's order, confirmed (PROCESSING) and ready to ship. */
async function readyToShip() {
  const owner = await signedInCustomer(t);
  const order = await placeOrder(owner.client, product);
  const moved = await admin.patch(`/api/orders/${order._id}/status`, { status: 'PROCESSING' });
  expect(moved.status).toBe(200);
  return { ...owner, order };
}

const ship = (id: string, body: object) =>
  admin.patch<Order>(`/api/orders/${id}/status`, { status: 'SHIPPED', ...body });

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('shipping an order', () => {
  it('refuses SHIPPED without a courier or an AWB number and changes nothing', async () => {
    const { order } = await readyToShip();
    const bare = await ship(order._id, {});
    expect(bare).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: cm.courierRequired,
        details: { courier: [cm.courierRequired], trackingNumber: [cm.awbRequired] },
      },
    });
    expect(await ship(order._id, { courier: 'DTDC' })).toMatchObject({
      status: 400,
      body: { message: cm.awbRequired, details: { trackingNumber: [cm.awbRequired] } },
    });
    expect(await ship(order._id, { trackingNumber: 'D12345678' })).toMatchObject({
      status: 400,
      body: { message: cm.courierRequired, details: { courier: [cm.courierRequired] } },
    });
    expect(await ship(order._id, { courier: 'FEDEX', trackingNumber: 'D12345678' })).toMatchObject({
      status: 400,
      body: { details: { courier: [cm.courierRequired] } },
    });
    const row = await rowOf(order._id);
    expect(row).toMatchObject({ status: 'PROCESSING', courier: null, trackingNumber: null });
    const entries = await t.database.db
      .select()
      .from(orderTracking)
      .where(eq(orderTracking.orderId, order._id));
    expect(entries.map((e) => e.status)).toEqual(['PENDING', 'PROCESSING']);
  });

  it('takes an AWB of letters and digits only, 6 to 30 of them, trimmed and upper-cased', async () => {
    const { order } = await readyToShip();
    for (const [awb, message] of [
      ['', cm.awbRequired],
      ['   ', cm.awbRequired],
      ['AB 123456', cm.awbCharacters],
      ['AB-123456', cm.awbCharacters],
      ['AB12#456', cm.awbCharacters],
      ['AB123', cm.awbLength],
      ['A'.repeat(31), cm.awbLength],
    ] as const) {
      expect(await ship(order._id, { courier: 'DTDC', trackingNumber: awb }), awb).toMatchObject({
        status: 400,
        body: { message, details: { trackingNumber: [message] } },
      });
    }
    expect((await rowOf(order._id)).status).toBe('PROCESSING');

    const shipped = await ship(order._id, { courier: 'DTDC', trackingNumber: '  d7001234567 ' });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'SHIPPED',
      courier: 'DTDC',
      trackingNumber: 'D7001234567',
      trackingUrl: trackingUrl('DTDC', 'D7001234567'),
    });
    expect(shipped.body.tracking.at(-1)).toMatchObject({
      status: 'SHIPPED',
      location: 'Handed to DTDC, CircuitKart warehouse, Secunderabad',
    });
    expect(await rowOf(order._id)).toMatchObject({
      courier: 'DTDC',
      trackingNumber: 'D7001234567',
    });
  });

  it('refuses a courier and AWB number with any move but SHIPPED', async () => {
    const { order } = await readyToShip();
    const answer = await admin.patch(`/api/orders/${order._id}/status`, {
      status: 'CANCELLED',
      ...shipment(),
    });
    expect(answer).toMatchObject({ status: 400, body: { message: cm.shipmentOnlyWhenShipping } });
    expect(await rowOf(order._id)).toMatchObject({ status: 'PROCESSING', courier: null });
  });

  it('gives one AWB of a courier to one order only, and the same number of another courier is another parcel', async () => {
    const first = await readyToShip();
    const second = await readyToShip();
    expect(
      (await ship(first.order._id, { courier: 'EKART', trackingNumber: 'FMPC0412345' })).status,
    ).toBe(200);

    const again = await ship(second.order._id, { courier: 'EKART', trackingNumber: 'fmpc0412345' });
    expect(again).toMatchObject({
      status: 409,
      body: { message: cm.awbTaken('Ekart', 'FMPC0412345') },
    });
    expect(await rowOf(second.order._id)).toMatchObject({ status: 'PROCESSING', courier: null });
    await t.app.settled();
    // Nothing to the customer (the shop's own notice of the new order is not about shipping).
    expect(
      t.inbox.messages.filter(
        (mail) =>
          !mail.to.includes(t.config.shopNotify.to) &&
          mail.body.includes(second.order._id.slice(-8).toUpperCase()),
      ),
    ).toHaveLength(0);

    const otherCourier = await ship(second.order._id, {
      courier: 'XPRESSBEES',
      trackingNumber: 'FMPC0412345',
    });
    expect(otherCourier.body).toMatchObject({ status: 'SHIPPED', courier: 'XPRESSBEES' });
  });

  it('answers one of two orders shipped at once with the same AWB with 409, never a 500', async () => {
    const first = await readyToShip();
    const second = await readyToShip();
    const answers = await Promise.all(
      [first, second].map(({ order }) =>
        ship(order._id, { courier: 'SHADOWFAX', trackingNumber: 'SF1029384756' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      message: cm.awbTaken('Shadowfax', 'SF1029384756'),
    });
  });

  it("links each courier's tracking page for the AWB, and none where there is no page", async () => {
    const expected: Record<(typeof couriers)[number], string | null> = {
      DELHIVERY: 'https://www.delhivery.com/track/package/AWB0000001',
      BLUE_DART:
        'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=AWB0000001',
      DTDC: 'https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=AWB0000001&TrkType2=awb_no',
      INDIA_POST: null,
      EKART: 'https://ekartlogistics.com/shipmenttrack/AWB0000001',
      XPRESSBEES: 'https://www.xpressbees.com/shipment/tracking?awbNo=AWB0000001',
      SHADOWFAX: null,
      OTHER: null,
    };
    const { client, order } = await readyToShip();
    for (const courier of couriers)
      expect(trackingUrl(courier, 'AWB0000001')).toBe(expected[courier]);

    // The customer's and the desk's views carry the courier, the AWB and the link.
    const shipped = await ship(order._id, { courier: 'BLUE_DART', trackingNumber: '69512345678' });
    expect(shipped.status).toBe(200);
    const link = trackingUrl('BLUE_DART', '69512345678');
    const view = { courier: 'BLUE_DART', trackingNumber: '69512345678', trackingUrl: link };
    expect((await client.get<Order>(`/api/orders/${order._id}`)).body).toMatchObject(view);
    expect((await client.get<Order[]>('/api/orders')).body[0]).toMatchObject(view);
    expect((await admin.get<Order>(`/api/orders/admin/${order._id}`)).body).toMatchObject(view);

    const indiaPost = await readyToShip();
    const posted = await ship(indiaPost.order._id, {
      courier: 'INDIA_POST',
      trackingNumber: 'EE123456789IN',
    });
    expect(posted.body).toMatchObject({
      courier: 'INDIA_POST',
      trackingNumber: 'EE123456789IN',
      trackingUrl: null,
    });
  });

  it('names the courier, the AWB number and the link in the shipped e-mail, and on the packing slip', async () => {
    const { user, order } = await readyToShip();
    const shipped = await ship(order._id, {
      courier: 'DELHIVERY',
      trackingNumber: '2841937465120',
    });
    expect(shipped.status).toBe(200);
    const mail = await t.inbox.waitFor(user.email);
    expect(mail.subject).toMatch(/has shipped/);
    expect(mail.body).toContain('Courier: Delhivery, AWB number 2841937465120');
    expect(mail.body).toContain('https://www.delhivery.com/track/package/2841937465120');
    const slip = await admin.get<string>(`/api/orders/admin/${order._id}/packing-slip`);
    expect(slip.body).toContain('Delhivery AWB 2841937465120');
  });
});

describe("staff's tracking updates", () => {
  const update = (id: string, body: object, client = admin) =>
    client.post<Order>(`/api/orders/admin/${id}/tracking`, body);
  const justNow = () => new Date().toISOString();

  it('appends an entry to a shipped order and tells the owner live, nobody else', async () => {
    const owner = await readyToShip();
    await ship(owner.order._id, statusBody('SHIPPED'));
    // The shipping's own events go first, so the socket's next tracking update is this change's.
    await t.app.settled();
    const listening = await sockets.open(t.url, owner.client);
    const stranger = await sockets.open(t.url, (await signedInCustomer(t)).client);
    const anonymous = await sockets.open(t.url);
    const strangerHeard: string[] = [];
    for (const { socket } of [stranger, anonymous]) {
      socket.onAny((event: string) => {
        if (!event.startsWith('barrier-')) strangerHeard.push(event);
      });
    }
    const heard = new Promise<OrderTrackingUpdate>((resolve) =>
      listening.socket.once(realtimeEvents.orderTrackingUpdate, resolve),
    );

    const date = justNow();
    const added = await update(owner.order._id, {
      status: '  In transit ',
      location: 'Nagpur hub',
      date,
    });
    expect(added.status).toBe(201);
    const entry = { status: 'In transit', location: 'Nagpur hub', date };
    expect(added.body.tracking.at(-1)).toEqual(entry);
    expect(added.body.status).toBe('SHIPPED');
    expect(await heard).toMatchObject({
      orderId: owner.order._id,
      status: 'SHIPPED',
      tracking: added.body.tracking,
    });
    await barrier(t.app, [listening.socket, stranger.socket, anonymous.socket]);
    expect(strangerHeard).toEqual([]);

    const mine = await owner.client.get<Order>(`/api/orders/${owner.order._id}`);
    expect(mine.body.tracking.map((e) => e.status)).toEqual([
      'PENDING',
      'PROCESSING',
      'SHIPPED',
      'In transit',
    ]);
    // Out for delivery, the parcel is still the courier's to report on.
    await admin.patch(`/api/orders/${owner.order._id}/status`, { status: 'OUT_FOR_DELIVERY' });
    const later = await update(owner.order._id, {
      status: 'Delivery attempted',
      location: 'Banjara Hills, Hyderabad',
      date: justNow(),
    });
    expect(later.body.tracking.at(-1)).toMatchObject({ status: 'Delivery attempted' });
  });

  it('refuses a bad entry with the field to fix and changes nothing', async () => {
    const { order } = await readyToShip();
    await ship(order._id, statusBody('SHIPPED'));
    const good = { status: 'In transit', location: 'Nagpur hub', date: justNow() };
    for (const [body, field, message] of [
      [{ ...good, status: ' ' }, 'status', cm.trackingStatusRequired],
      [{ ...good, status: 'x'.repeat(41) }, 'status', cm.trackingStatusTooLong],
      [{ ...good, status: 'delivered' }, 'status', cm.trackingStatusIsOrderStatus('DELIVERED')],
      [
        { ...good, status: 'Out for delivery' },
        'status',
        cm.trackingStatusIsOrderStatus('OUT_FOR_DELIVERY'),
      ],
      [{ ...good, location: '' }, 'location', cm.trackingLocationRequired],
      [{ ...good, location: 'y'.repeat(121) }, 'location', cm.trackingLocationTooLong],
      [{ ...good, date: 'yesterday' }, 'date', cm.trackingDateRequired],
      [
        { ...good, date: new Date(Date.now() + 3_600_000).toISOString() },
        'date',
        cm.trackingDateInFuture,
      ],
      [{ ...good, date: '2020-01-01T00:00:00Z' }, 'date', cm.trackingDateBeforeOrder],
    ] as const) {
      const answer = await update(order._id, body);
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { message, details: { [field]: [message] } },
      });
    }
    const read = await admin.get<Order>(`/api/orders/admin/${order._id}`);
    expect(read.body.tracking.map((e) => e.status)).toEqual(['PENDING', 'PROCESSING', 'SHIPPED']);
  });

  it('takes updates only while the courier has the parcel', async () => {
    const { order } = await readyToShip();
    const entry = { status: 'In transit', location: 'Nagpur hub', date: justNow() };
    expect(await update(order._id, entry)).toMatchObject({
      status: 409,
      body: { message: cm.trackingNotShipped },
    });
    await ship(order._id, statusBody('SHIPPED'));
    await admin.patch(`/api/orders/${order._id}/status`, { status: 'DELIVERED' });
    expect(await update(order._id, entry)).toMatchObject({
      status: 409,
      body: { message: cm.trackingNotShipped },
    });
  });

  it('is for staff only, and an order that does not exist is 404', async () => {
    const { client, order } = await readyToShip();
    await ship(order._id, statusBody('SHIPPED'));
    const entry = { status: 'In transit', location: 'Nagpur hub', date: justNow() };
    expect((await update(order._id, entry, t.client())).status).toBe(401);
    expect((await update(order._id, entry, client)).status).toBe(403);
    const stranger = await update('00000000-0000-4000-8000-000000000000', entry);
    expect(stranger).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    expect((await update('not-an-id', entry)).status).toBe(404);
    const read = await client.get<Order>(`/api/orders/${order._id}`);
    expect(read.body.tracking).toHaveLength(3);
  });
});
