/**
 * The shop keeps selling while Redis is away: rate limits count on each instance, events reach
 * the sockets of the instance that sends them, nothing crashes; and it all comes back with Redis.
 * The test runs a Redis server of its own so it can stop and restart it.
 */
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { realtimeEvents } from '@shop/shared/realtime/events';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, uniqueEmail } from '../../test/accounts-helpers';
import { HttpClient } from '../../test/http-client';
import { placeOrder } from '../../test/orders-helpers';
import { startRedis, stopRedis } from '../../test/redis-server';
import { freePort } from '../../test/server-process';
import { SocketPool } from '../../test/sockets';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';

/** Repeats `attempt` until it answers true, for at most `ms`: reconnecting takes a moment. */
async function eventually(attempt: () => Promise<boolean>, ms = 20_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await attempt()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let port: number;
let redis: ChildProcess;
let a: TestApp;
let b: FastifyInstance;
let bClient: () => HttpClient;
const sockets = new SocketPool();
let addressCounter = 1;
/** A client address of its own behind the (trusted) proxy, so counts of different steps never mix. */
const clientAddress = () => ({ 'x-forwarded-for': `192.0.2.${addressCounter++}` });

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  port = await freePort();
  redis = await startRedis(port);
  a = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, TRUST_PROXY: '1' });
  // A second instance on the same database and Redis, as behind a load balancer.
  b = await buildApp({ config: a.config, database: a.database });
  await b.listen({ port: 0, host: '127.0.0.1' });
  const bUrl = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  bClient = () => new HttpClient(bUrl);
});

afterAll(async () => {
  sockets.closeAll();
  await b?.close();
  await a?.close();
  if (redis) await stopRedis(redis);
  process.off('unhandledRejection', onUnhandled);
});

const ownerSocket = async (client: HttpClient): Promise<Socket> =>
  (await sockets.open(a.url, client)).socket;

const heard = (socket: Socket, orderId: string, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      socket.off(realtimeEvents.orderUpdated, listener);
      resolve(false);
    }, ms);
    const listener = (order: Order) => {
      if (order._id !== orderId) return;
      clearTimeout(timer);
      socket.off(realtimeEvents.orderUpdated, listener);
      resolve(true);
    };
    socket.on(realtimeEvents.orderUpdated, listener);
  });

/** Eleven wrong sign-ins on one e-mail, alternating between the two instances. */
async function alternatingLogins(): Promise<number[]> {
  const email = uniqueEmail('shared');
  const headers = clientAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const client = i % 2 === 0 ? a.client() : bClient();
    const answer = await client.post('/api/auth/login', { email, password: 'Wrong@1234' }, headers);
    statuses.push(answer.status);
  }
  return statuses;
}
const sharedLimit = [...Array(10).fill(401), 429];

describe('Redis goes away and comes back', () => {
  it('keeps selling without Redis, and shares limits and events again once it returns', async () => {
    expect(await alternatingLogins()).toEqual(sharedLimit);
    const { client } = await signedInCustomer(a);
    const product = (await a.client().get<Product[]>('/api/products')).body.find(
      (p) => p.quantity > 5,
    )!;
    const socket = await ownerSocket(client);

    await stopRedis(redis);

    // A checkout, and its events reach the shopper's page on the same instance.
    const order = await placeOrder(client, product);
    const cancelledEvent = heard(socket, order._id, 5_000);
    const cancelled = await client.patch<Order>(`/api/orders/${order._id}/cancel`, {});
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(await cancelledEvent).toBe(true);

    // Sign-in and OTP routes answer as usual, counted on this instance alone.
    const email = uniqueEmail('offline');
    const headers = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await a
        .client()
        .post('/api/auth/login', { email, password: 'Wrong@1234' }, headers);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(sharedLimit);
    const otpEmail = uniqueEmail('offline.otp');
    const sent = await bClient().post('/api/auth/send-otp', { email: otpEmail }, clientAddress());
    expect(sent.status).toBe(200);
    await a.inbox.waitFor(otpEmail);

    // An outage longer than any client's retries: nothing may fail unhandled meanwhile.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(unhandled).toEqual([]);

    redis = await startRedis(port);

    // Limits are shared across the instances again.
    let lastTry: number[] = [];
    const shared = await eventually(async () => {
      lastTry = await alternatingLogins();
      return lastTry.join() === sharedLimit.join();
    });
    expect(lastTry).toEqual(sharedLimit);
    expect(shared).toBe(true);

    // An order changed through the other instance reaches the socket on this one again.
    const crossed = await eventually(async () => {
      const next = await placeOrder(client, product);
      const event = heard(socket, next._id, 1_500);
      const onB = bClient();
      onB.cookies.set('token', client.cookies.get('token')!);
      const answer = await onB.patch<Order>(`/api/orders/${next._id}/cancel`, {});
      expect(answer.status).toBe(200);
      return event;
    });
    expect(crossed).toBe(true);

    expect(unhandled).toEqual([]);
  });
});
