/** The owner's open pages hear about their order over the websocket; nobody else does. */
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import {
  realtimeEvents,
  type LocationUpdate,
  type OrderTrackingUpdate,
} from '@shop/shared/realtime/events';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { buildApp } from '../../app';
import { HttpClient } from '../../../test/http-client';
import { placeOrder } from '../../../test/orders-helpers';
import { SocketPool } from '../../../test/sockets';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const sockets = new SocketPool();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const connect = async (client?: HttpClient): Promise<Socket> =>
  (await sockets.open(t.url, client)).socket;

describe('realtime order events', () => {
  it('sends orderUpdated and orderTrackingUpdate to the owner only', async () => {
    const { client } = await signedInCustomer(t);
    const product = (await t.client().get<Product[]>('/api/products')).body.find(
      (p) => p.quantity > 3,
    )!;
    const order = await placeOrder(client, product);
    await client.patch(`/api/orders/${order._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });

    // The placing's and confirming's own events go first, so what the owner hears next is the
    // shipping's.
    await t.app.settled();
    const owner = await connect(client);
    const { client: otherClient } = await signedInCustomer(t);
    const stranger = await connect(otherClient);
    const anonymous = await connect();
    const strangerHeard: unknown[] = [];
    stranger.on(realtimeEvents.orderUpdated, (o) => strangerHeard.push(o));
    anonymous.on(realtimeEvents.orderUpdated, (o) => strangerHeard.push(o));

    const updated = new Promise<Order>((resolve) =>
      owner.once(realtimeEvents.orderUpdated, resolve),
    );
    const tracking = new Promise<OrderTrackingUpdate>((resolve) =>
      owner.once(realtimeEvents.orderTrackingUpdate, resolve),
    );
    const location = new Promise<LocationUpdate>((resolve) =>
      owner.once(realtimeEvents.locationUpdate, resolve),
    );
    const admin = await adminClient(t);
    const shipped = await admin.patch<Order>(`/api/orders/${order._id}/status`, {
      status: 'SHIPPED',
      courier: 'DELHIVERY',
      trackingNumber: '1490832715562',
    });
    expect(shipped.status).toBe(200);

    expect(await updated).toMatchObject({ _id: order._id, status: 'SHIPPED' });
    expect(await tracking).toEqual({
      orderId: order._id,
      status: 'SHIPPED',
      trackingNumber: '1490832715562',
      courier: 'DELHIVERY',
      trackingUrl: 'https://www.delhivery.com/track/package/1490832715562',
      tracking: shipped.body.tracking,
    });
    expect(await location).toEqual({
      orderId: order._id,
      address: 'Handed to Delhivery, CircuitKart warehouse, Secunderabad',
      lat: 17.4399,
      lng: 78.4983,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(strangerHeard).toEqual([]);
  });
});

describe('several API instances', () => {
  it('carries an event from one instance to a socket on another through Redis', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const a = await startTestApp({ REDIS_URL: redisUrl });
    // A second instance on the same database, as behind a load balancer.
    const b = await buildApp({ config: a.config, database: a.database });
    await b.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { client } = await signedInCustomer(a);
      const product = (await a.client().get<Product[]>('/api/products')).body.find(
        (p) => p.quantity > 3,
      )!;
      const order = await placeOrder(client, product);
      // The placing's own update goes first (from either instance), so what the socket hears
      // next is the cancellation's.
      await a.app.settled();
      await b.settled();
      const { socket } = await sockets.open(a.url, client);
      const heard = new Promise<Order>((resolve) =>
        socket.once(realtimeEvents.orderUpdated, resolve),
      );

      const onB = new HttpClient(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`);
      onB.cookies.set('token', client.cookies.get('token')!);
      const cancelled = await onB.patch<Order>(`/api/orders/${order._id}/cancel`, {});
      expect(cancelled.body.status).toBe('CANCELLED');
      expect(await heard).toMatchObject({ _id: order._id, status: 'CANCELLED' });
    } finally {
      await b.close();
      await a.close();
    }
  });
});
