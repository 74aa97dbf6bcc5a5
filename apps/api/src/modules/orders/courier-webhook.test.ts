/**
 * Shiprocket's tracking webhook: the courier's scans become tracking entries of the order with
 * that courier's AWB, once each however often they come, in date order; "out for delivery" and
 * "delivered" move the order (a cash order delivered is paid); an unknown AWB, a bad token or a
 * body that is not a tracking update change nothing. The bodies are the recorded sample in
 * fixtures/, with the AWB, status and scans of each test's own parcel.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { shiprocketMessages as sm } from '@shop/shared/orders/shiprocket';
import { realtimeEvents, type OrderTrackingUpdate } from '@shop/shared/realtime/events';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderTracking } from '../../db/schema/index';
import { buildApp } from '../../app';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { stockUp } from '../../../test/catalog-helpers';
import { HttpClient } from '../../../test/http-client';
import { placeOrder, shipment } from '../../../test/orders-helpers';
import { SocketPool } from '../../../test/sockets';
import { startTestApp, type TestApp } from '../../../test/test-app';

const TOKEN = 'shiprocket-test-token-0123456789';
/** Shiprocket's own sample of a tracking update, as it documents it. */
const sample = JSON.parse(
  readFileSync(new URL('./fixtures/shiprocket-tracking.json', import.meta.url), 'utf8'),
) as Record<string, unknown> & { scans: Array<Record<string, string>> };

let t: TestApp;
let product: Product;
let admin: HttpClient;
const sockets = new SocketPool();
beforeAll(async () => {
  t = await startTestApp({ SHIPROCKET_WEBHOOK_TOKEN: TOKEN });
  product = (await t.client().get<Product[]>('/api/products')).body.find((p) => p.quantity > 0)!;
  await stockUp(t, product._id);
  admin = await adminClient(t);
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

/** A date as Shiprocket writes it: India time, no offset. */
function shiprocketDate(date: Date): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/** What the API answers for that date: to the second, as Shiprocket gives it. */
const isoOf = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();

type Scan = { date: Date; activity: string; location: string; code?: string };

/** The sample, about this parcel: its AWB, the courier's name, the current status and scans. */
function trackingUpdate(
  awb: string,
  { courier = 'Delhivery Surface', status = 'IN TRANSIT', scans = [] as Scan[] } = {},
) {
  return {
    ...sample,
    awb,
    courier_name: courier,
    current_status: status,
    shipment_status: status,
    scans: scans.map((scan, index) => ({
      ...sample.scans[index % sample.scans.length],
      date: shiprocketDate(scan.date),
      status: scan.code ?? `X-${index}`,
      activity: scan.activity,
      location: scan.location,
    })),
  };
}

/** One delivery of the webhook; a null token sends no x-api-key at all. */
const deliver = (body: unknown, token: string | null = TOKEN, url = t.url) =>
  new HttpClient(url).request<{ status: string; message?: string; code?: string }>(
    'POST',
    '/api/webhooks/courier-tracking',
    {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { 'x-api-key': token } : {}) },
    },
  );

/** A customer's cash-on-delivery order, shipped by the desk with the courier and AWB given. */
async function shippedOrder(given: { courier: string; trackingNumber: string } = shipment()) {
  const owner = await signedInCustomer(t);
  const order = await placeOrder(owner.client, product);
  for (const body of [{ status: 'PROCESSING' }, { status: 'SHIPPED', ...given }]) {
    const moved = await admin.patch(`/api/orders/${order._id}/status`, body);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  // Placed and shipped two hours ago, so the courier's scans of the last minutes come after.
  await t.database.db.execute(
    sql`UPDATE orders SET created_at = created_at - interval '2 hours' WHERE id = ${order._id}`,
  );
  await t.database.db.execute(
    sql`UPDATE order_tracking SET created_at = created_at - interval '2 hours'
        WHERE order_id = ${order._id}`,
  );
  return { ...owner, order, awb: given.trackingNumber };
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
const entriesOf = (id: string) =>
  t.database.db.select().from(orderTracking).where(eq(orderTracking.orderId, id));

describe("Shiprocket's tracking webhook", () => {
  it('adds each scan as a tracking entry in date order, cut to size, and a replay adds nothing', async () => {
    const { client, order, awb } = await shippedOrder();
    // The shipping's own events go first, so the socket's next tracking update is this change's.
    await t.app.settled();
    const listening = await sockets.open(t.url, client);
    const heard = new Promise<OrderTrackingUpdate>((resolve) =>
      listening.socket.once(realtimeEvents.orderTrackingUpdate, resolve),
    );
    const pickedUp = minutesAgo(30);
    const manifested = minutesAgo(40);
    const hub = minutesAgo(5);
    const longPlace = `Bhiwandi_Mankoli_HB (Maharashtra) ${'x'.repeat(150)}`;
    const longActivity = 'In Transit - Shipment Received at Facility, bagged for the next hub';
    // Shiprocket lists scans as it pleases: out of order here.
    const body = trackingUpdate(awb, {
      scans: [
        { date: pickedUp, activity: 'In Transit - Shipment picked up', location: 'Secunderabad' },
        { date: manifested, activity: 'Manifested - Manifest uploaded', location: 'Secunderabad' },
        {
          date: hub,
          activity: longActivity,
          location: longPlace,
        },
      ],
    });
    const answer = await deliver(body);
    expect(answer).toMatchObject({ status: 200, body: { status: 'updated' } });

    const read = await client.get<Order>(`/api/orders/${order._id}`);
    const courierEntries = read.body.tracking.filter((e) => !e.status.match(/^[A-Z_]+$/));
    expect(courierEntries).toEqual([
      {
        status: 'Manifested - Manifest uploaded',
        location: 'Secunderabad',
        date: isoOf(manifested),
      },
      {
        status: 'In Transit - Shipment picked up',
        location: 'Secunderabad',
        date: isoOf(pickedUp),
      },
      {
        status: longActivity.slice(0, 40),
        location: longPlace.slice(0, 120),
        date: isoOf(hub),
      },
    ]);
    // All the order's entries, the desk's and the courier's, in date order.
    const dates = read.body.tracking.map((e) => Date.parse(e.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(read.body.status).toBe('SHIPPED');
    expect((await heard).tracking).toEqual(read.body.tracking);

    const before = await entriesOf(order._id);
    expect(await deliver(body)).toMatchObject({ status: 200, body: { status: 'unchanged' } });
    expect(await entriesOf(order._id)).toEqual(before);
  });

  it('moves the order out for delivery, then delivers it: a cash order is paid and e-mailed once', async () => {
    const { user, order, awb } = await shippedOrder();
    expect(await rowOf(order._id)).toMatchObject({
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
    });
    const outScan = {
      date: minutesAgo(20),
      activity: 'Out for delivery',
      location: 'Banjara Hills, Hyderabad',
    };
    const out = await deliver(
      trackingUpdate(awb, { status: 'OUT FOR DELIVERY', scans: [outScan] }),
    );
    expect(out).toMatchObject({ status: 200, body: { status: 'updated' } });
    expect(await rowOf(order._id)).toMatchObject({ status: 'OUT_FOR_DELIVERY' });

    const deliveredScan = {
      date: minutesAgo(2),
      activity: 'Delivered',
      location: 'Banjara Hills, Hyderabad',
    };
    const done = await deliver(
      trackingUpdate(awb, { status: 'DELIVERED', scans: [outScan, deliveredScan] }),
    );
    expect(done).toMatchObject({ status: 200, body: { status: 'updated' } });
    expect(await rowOf(order._id)).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' });
    const tracking = (await admin.get<Order>(`/api/orders/admin/${order._id}`)).body.tracking;
    // The machine's own entry for each move, once; the courier's "Out for delivery" and
    // "Delivered" in its own voice, never taken for them.
    expect(tracking.map((e) => e.status).sort()).toEqual(
      [
        'PENDING',
        'PROCESSING',
        'SHIPPED',
        'OUT_FOR_DELIVERY',
        'DELIVERED',
        'Courier: Out for delivery',
        'Courier: Delivered',
      ].sort(),
    );
    expect(tracking.find((e) => e.status === 'Courier: Delivered')).toEqual({
      status: 'Courier: Delivered',
      location: 'Banjara Hills, Hyderabad',
      date: isoOf(deliveredScan.date),
      actor: 'Courier',
      reason: null,
    });
    // The move the courier's news made is the courier's too, on staff's timeline.
    expect(tracking.find((e) => e.status === 'DELIVERED')).toMatchObject({ actor: 'Courier' });

    const deliveredMails = () =>
      t.inbox.messages.filter((m) => m.to.includes(user.email) && /delivered/.test(m.subject));
    await t.inbox.until(() => deliveredMails().length > 0);
    // The same webhook again: the order is closed, nothing more happens and nobody is e-mailed.
    const again = await deliver(
      trackingUpdate(awb, { status: 'DELIVERED', scans: [outScan, deliveredScan] }),
    );
    expect(again).toMatchObject({ status: 200, body: { status: 'closed' } });
    await t.app.settled();
    expect(deliveredMails()).toHaveLength(1);
    expect(await entriesOf(order._id)).toHaveLength(tracking.length);
  });

  it('records returns and losses as entries only, never moving the order', async () => {
    const { order, awb } = await shippedOrder();
    const answer = await deliver(
      trackingUpdate(awb, {
        status: 'RTO INITIATED',
        scans: [{ date: minutesAgo(3), activity: 'RTO Initiated', location: 'Hyderabad hub' }],
      }),
    );
    expect(answer).toMatchObject({ status: 200, body: { status: 'updated' } });
    expect(await rowOf(order._id)).toMatchObject({ status: 'SHIPPED', paymentStatus: 'PENDING' });
    expect((await entriesOf(order._id)).map((e) => e.status)).toContain('RTO Initiated');
  });

  it('answers 200 to an AWB no order has, and changes nothing', async () => {
    const { order } = await shippedOrder();
    const before = await entriesOf(order._id);
    const answer = await deliver(
      trackingUpdate('NOSUCHAWB0001', {
        scans: [{ date: minutesAgo(1), activity: 'In transit', location: 'Pune' }],
      }),
    );
    expect(answer).toMatchObject({ status: 200, body: { status: 'unknown-awb' } });
    expect(await entriesOf(order._id)).toEqual(before);
  });

  it("finds the order by the courier Shiprocket names, and by the AWB alone only when the courier is not the shop's and one order has it", async () => {
    let scans = 0;
    const scan = () => [
      { date: minutesAgo(1), activity: `In transit ${(scans += 1)}`, location: 'Nagpur hub' },
    ];
    const blueDart = await shippedOrder({ courier: 'BLUE_DART', trackingNumber: '69500000001' });
    expect(
      await deliver(trackingUpdate('69500000001', { courier: 'Blue Dart Air', scans: scan() })),
    ).toMatchObject({ body: { status: 'updated' } });
    // The same digits of another courier are another parcel.
    expect(
      await deliver(trackingUpdate('69500000001', { courier: 'Ekart Logistics', scans: scan() })),
    ).toMatchObject({ body: { status: 'unknown-awb' } });
    expect((await entriesOf(blueDart.order._id)).filter((e) => e.sourceKey)).toHaveLength(1);

    // Staff chose "Other" for a Shiprocket booking: Shiprocket's Delhivery still finds it.
    const other = await shippedOrder({ courier: 'OTHER', trackingNumber: 'SR00000000002' });
    expect(
      await deliver(
        trackingUpdate('SR00000000002', { courier: 'Delhivery Surface', scans: scan() }),
      ),
    ).toMatchObject({ body: { status: 'updated' } });
    // A courier the shop's list lacks: the one order with the AWB.
    expect(
      await deliver(
        trackingUpdate('SR00000000002', { courier: 'Smartr Logistics', scans: scan() }),
      ),
    ).toMatchObject({ body: { status: 'updated' } });
    expect((await entriesOf(other.order._id)).filter((e) => e.sourceKey)).toHaveLength(2);

    // Two orders with the AWB (two couriers) and a courier that names neither: no guess.
    await shippedOrder({ courier: 'DTDC', trackingNumber: 'D00000000003' });
    await shippedOrder({ courier: 'XPRESSBEES', trackingNumber: 'D00000000003' });
    expect(
      await deliver(trackingUpdate('D00000000003', { courier: 'Smartr Logistics', scans: scan() })),
    ).toMatchObject({ body: { status: 'unknown-awb' } });
    // Named, each finds its own.
    expect(
      await deliver(trackingUpdate('d00000000003', { courier: 'Xpressbees 1kg', scans: scan() })),
    ).toMatchObject({ body: { status: 'updated' } });
  });

  it('adds each scan once when the same delivery comes twice at the same moment', async () => {
    const { order, awb } = await shippedOrder();
    const body = trackingUpdate(awb, {
      status: 'OUT FOR DELIVERY',
      scans: [
        { date: minutesAgo(30), activity: 'In Transit - picked up', location: 'Secunderabad' },
        { date: minutesAgo(10), activity: 'Reached destination hub', location: 'Hyderabad' },
        { date: minutesAgo(5), activity: 'Out for delivery', location: 'Hyderabad' },
      ],
    });
    const answers = await Promise.all([deliver(body), deliver(body), deliver(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.status).sort()).toEqual(['unchanged', 'unchanged', 'updated']);
    const entries = await entriesOf(order._id);
    expect(entries.filter((e) => e.sourceKey)).toHaveLength(3);
    expect(entries.filter((e) => e.status === 'OUT_FOR_DELIVERY')).toHaveLength(1);
    expect(await rowOf(order._id)).toMatchObject({ status: 'OUT_FOR_DELIVERY' });
  });

  it('refuses a missing or wrong token with 401 and changes nothing', async () => {
    const { order, awb } = await shippedOrder();
    const before = await entriesOf(order._id);
    const body = trackingUpdate(awb, {
      status: 'DELIVERED',
      scans: [{ date: minutesAgo(1), activity: 'Delivered', location: 'Hyderabad' }],
    });
    for (const token of [null, '', 'wrong-token', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      expect(await deliver(body, token), String(token)).toMatchObject({
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: sm.badToken },
      });
    }
    // A bad token is refused before the body is read, even one that is not JSON.
    expect(await deliver('{not json', 'wrong-token')).toMatchObject({ status: 401 });
    expect(await entriesOf(order._id)).toEqual(before);
    expect(await rowOf(order._id)).toMatchObject({ status: 'SHIPPED', paymentStatus: 'PENDING' });
  });

  it('refuses a body that is not a tracking update with 400 and changes nothing', async () => {
    const { order, awb } = await shippedOrder();
    const before = await entriesOf(order._id);
    const good = trackingUpdate(awb, {
      status: 'DELIVERED',
      scans: [{ date: minutesAgo(1), activity: 'Delivered', location: 'Hyderabad' }],
    });
    const { awb: _awb, ...withoutAwb } = good;
    for (const [body, message] of [
      ['{not json', sm.notJson],
      ['', sm.notJson],
      ['[]', sm.badBody],
      ['null', sm.badBody],
      [withoutAwb, sm.badBody],
      [{ ...good, scans: 'none' }, sm.badBody],
      [{ ...good, scans: [{ ...good.scans[0], date: '31-12-2026 10:00' }] }, sm.badBody],
      [{ ...good, scans: [{ ...good.scans[0], date: '2026-02-30 10:00:00' }] }, sm.badBody],
      [{ ...good, current_status: { text: 'DELIVERED' } }, sm.badBody],
    ] as const) {
      const answer = await deliver(body);
      expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect(await entriesOf(order._id)).toEqual(before);
    expect(await rowOf(order._id)).toMatchObject({ status: 'SHIPPED' });
  });

  it('is not there while SHIPROCKET_WEBHOOK_TOKEN is unset', async () => {
    const app = await buildApp({
      config: { ...t.config, shiprocketWebhookToken: undefined },
      database: t.database,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const { order, awb } = await shippedOrder();
      const body = trackingUpdate(awb, {
        status: 'DELIVERED',
        scans: [{ date: minutesAgo(1), activity: 'Delivered', location: 'Hyderabad' }],
      });
      for (const token of [TOKEN, null]) {
        expect(await deliver(body, token, url)).toMatchObject({
          status: 404,
          body: { code: 'NOT_FOUND' },
        });
      }
      expect(await rowOf(order._id)).toMatchObject({ status: 'SHIPPED' });
    } finally {
      await app.close();
    }
  });
});
