/**
 * Staff block a customer (docs/decisions/054): their live sessions end at once on every
 * instance, sign-in and ordering are refused with a clear message, their data stays, and two
 * blocks at once make one. Unblocking lets them back in.
 */
import { accountMessages as m } from '@shop/shared/accounts/messages';
import type { AdminCustomer, CustomerStanding } from '@shop/shared/accounts/schemas';
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema/index';
import { adminClient, signedInCustomer, VALID_PASSWORD } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { payloadFromCart, placeOrder } from '../../../test/orders-helpers';
import { SocketPool } from '../../../test/sockets';
import { startAnotherInstance, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: HttpClient;
const sockets = new SocketPool();
let product: Product;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  const catalogue = (await t.client().get<Product[]>('/api/products')).body;
  product = catalogue.find((p) => p.quantity > 0)!;
  await t.database.db
    .update(products)
    .set({ quantity: 10_000 })
    .where(eq(products.id, product._id));
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

/** Whether the server closes the socket within `ms`. */
const closedWithin = (socket: Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason === 'io server disconnect');
    });
  });

const block = (id: string, body: object = {}) =>
  admin.post<CustomerStanding>(`/api/admin/users/${id}/block`, body);
const unblock = (id: string) => admin.post<CustomerStanding>(`/api/admin/users/${id}/unblock`, {});
const login = (email: string) =>
  t.client().post('/api/auth/login', { email, password: VALID_PASSWORD });

describe('blocking a customer', () => {
  it('ends their live session on the next request, here and on another instance, and keeps their orders', async () => {
    const other = await startAnotherInstance(t);
    try {
      const customer = await signedInCustomer(t);
      const order = await placeOrder(customer.client, product);
      // The same cookie on the second instance: both have looked the session up (and kept it).
      const there = other.client();
      for (const [name, value] of customer.client.cookies) there.cookies.set(name, value);
      expect((await customer.client.get('/api/auth/check')).status).toBe(200);
      expect((await there.get('/api/auth/check')).status).toBe(200);
      // Their open pages' sockets, on both instances, hear their orders until the block.
      const here = await sockets.open(t.url, customer.client);
      const away = await sockets.open(other.url, customer.client);
      expect([here.authenticated, away.authenticated]).toEqual([true, true]);
      const closedHere = closedWithin(here.socket, 5_000);
      const closedAway = closedWithin(away.socket, 5_000);

      const answer = await block(customer.user._id, { reason: '  Chargebacks on 3 orders  ' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        _id: customer.user._id,
        blockedAt: expect.any(String),
        blockedReason: 'Chargebacks on 3 orders',
      });

      expect((await customer.client.get('/api/auth/check')).status).toBe(401);
      expect((await there.get('/api/auth/check')).status).toBe(401);
      expect((await customer.client.get('/api/orders')).status).toBe(401);
      expect(await closedHere).toBe(true);
      expect(await closedAway).toBe(true);

      // Their data stays, and the Users screen says why they are blocked.
      const listed = await admin.get<AdminCustomer[]>(
        `/api/admin/users?q=${encodeURIComponent(customer.user.email)}`,
      );
      expect(listed.body).toEqual([
        expect.objectContaining({
          _id: customer.user._id,
          orderCount: 1,
          blockedAt: answer.body.blockedAt,
          blockedReason: 'Chargebacks on 3 orders',
        }),
      ]);
      const kept = await admin.get<Order>(`/api/orders/admin/${order._id}`);
      expect(kept.status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('refuses their sign-in with a clear message, only after the right password', async () => {
    const customer = await signedInCustomer(t);
    await block(customer.user._id);
    const refused = await login(customer.user.email);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: m.accountBlocked });
    // A wrong password learns nothing of the block.
    const guessed = await t
      .client()
      .post('/api/auth/login', { email: customer.user.email, password: 'Wrong@12345' });
    expect(guessed.status).toBe(401);
    expect(JSON.stringify(guessed.body)).not.toContain('blocked');

    const back = await unblock(customer.user._id);
    expect(back.body).toEqual({ _id: customer.user._id, blockedAt: null, blockedReason: '' });
    expect((await login(customer.user.email)).status).toBe(200);
  });

  it('refuses an order from a customer blocked while it was on its way', async () => {
    const customer = await signedInCustomer(t);
    await customer.client.post('/api/cart/add', { productId: product._id, quantity: 1 });
    const payload = await payloadFromCart(customer.client);
    // As if the block landed between the session check and the order's transaction: the row
    // changes behind the back of the session this instance keeps for a few seconds.
    await t.database.db
      .update(users)
      .set({ blockedAt: new Date() })
      .where(eq(users.id, customer.user._id));
    const placed = await customer.client.post('/api/orders', payload);
    expect(placed.status).toBe(403);
    expect(placed.body).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: m.accountBlocked });
    const orders = await admin.get<AdminCustomer[]>(
      `/api/admin/users?q=${encodeURIComponent(customer.user.email)}`,
    );
    expect(orders.body[0]!.orderCount).toBe(0);
  });

  it('makes one block of two at once: one time, the first reason, sessions gone', async () => {
    const customer = await signedInCustomer(t);
    const [first, second] = await Promise.all([
      block(customer.user._id, { reason: 'first' }),
      block(customer.user._id, { reason: 'second' }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.blockedAt).toBe(second.body.blockedAt);
    expect(first.body.blockedReason).toBe(second.body.blockedReason);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.user._id));
    expect(row!.blockedAt!.toISOString()).toBe(first.body.blockedAt);
    expect((await customer.client.get('/api/auth/check')).status).toBe(401);
  });

  it('answers bad input with 400 and unknown customers (staff are not customers) with 404, changing nothing', async () => {
    const customer = await signedInCustomer(t);
    const long = await block(customer.user._id, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ details: { reason: [m.blockReasonTooLong] } });
    expect((await block(customer.user._id, { reason: 42 })).status).toBe(400);
    expect((await customer.client.get('/api/auth/check')).status).toBe(200);

    expect((await block('not-a-uuid')).status).toBe(404);
    expect((await block('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await unblock('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // A customer cannot block anyone, themselves included.
    expect(
      (await customer.client.post(`/api/admin/users/${customer.user._id}/block`, {})).status,
    ).toBe(403);
    expect((await customer.client.get('/api/auth/check')).status).toBe(200);
  });
});
