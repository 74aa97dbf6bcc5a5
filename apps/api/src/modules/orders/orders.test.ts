/** Orders through HTTP: pricing, stock, the status machine, ownership, e-mails, expiry. */
import type { Cart } from '@shop/shared/cart/schemas';
import type { Product } from '@shop/shared/catalog/schemas';
import { orderMessages as m } from '@shop/shared/orders/messages';
import type { Order } from '@shop/shared/orders/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { address, payloadFromCart, placeOrder, statusBody } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let catalogue: Product[];
let admin: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  catalogue = (await t.client().get<Product[]>('/api/products')).body;
  admin = await adminClient(t);
});
afterAll(async () => {
  await t?.close();
});

const stockOf = async (id: string) =>
  (
    await t.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id))
  )[0]!.q;
const setStock = (id: string, quantity: number) =>
  t.database.db.update(products).set({ quantity }).where(eq(products.id, id));
const ordersOf = async (userId: string) =>
  t.database.db.select().from(orders).where(eq(orders.userId, userId));
/** A product of its own for each test, so tests do not share stock. */
let next = 0;
const freshProduct = async (stock = 50) => {
  const product = catalogue.filter((p) => p.quantity > 0)[next++ % catalogue.length]!;
  await setStock(product._id, stock);
  return { ...product, quantity: stock };
};
const mailsTo = (email: string, subject: RegExp) =>
  t.inbox.messages.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

describe('placing an order', () => {
  it('prices on the server, reserves stock, clears the cart and starts the tracking', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct(20);
    await client.post('/api/cart/add', { productId: product._id, quantity: 3 });
    const answer = await client.post<Order>('/api/orders', await payloadFromCart(client));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
      totalAmount: Math.round(product.price * 3 * 100) / 100,
      orderItems: [
        { name: product.name, quantity: 3, price: product.price, product: { _id: product._id } },
      ],
      shippingAddress: { city: 'Hyderabad', pin: '500001' },
      tracking: [{ status: 'PENDING', location: expect.any(String), date: expect.any(String) }],
      trackingNumber: null,
      user: { _id: user._id, email: user.email },
    });
    expect(await stockOf(product._id)).toBe(17);
    expect((await client.get<Cart>('/api/cart')).body.items).toEqual([]);
  });

  it('refuses a stale total with 409 and creates and reserves nothing', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct(10);
    await client.post('/api/cart/add', { productId: product._id, quantity: 2 });
    const payload = await payloadFromCart(client);
    for (const stale of [
      { ...payload, totalAmount: payload.totalAmount - 1 },
      { ...payload, orderItems: [{ ...payload.orderItems[0]!, price: 1 }] },
    ]) {
      const answer = await client.post('/api/orders', stale);
      expect(answer).toMatchObject({ status: 409, body: { message: m.pricesChanged } });
    }
    expect(await ordersOf(user._id)).toHaveLength(0);
    expect(await stockOf(product._id)).toBe(10);
    expect((await client.get<Cart>('/api/cart')).body.items).toHaveLength(1);
  });

  it('refuses more than the stock, an out-of-stock product and an unknown one', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct(5);
    await client.post('/api/cart/add', { productId: product._id, quantity: 5 });
    const payload = await payloadFromCart(client);
    await setStock(product._id, 3);
    const above = await client.post('/api/orders', payload);
    expect(above).toMatchObject({
      status: 409,
      body: { message: m.onlyAvailable(3, product.name) },
    });
    await setStock(product._id, 0);
    const none = await client.post('/api/orders', payload);
    expect(none).toMatchObject({ status: 409, body: { message: m.outOfStock(product.name) } });
    const unknown = await client.post('/api/orders', {
      ...payload,
      orderItems: [
        { product: '00000000-0000-4000-8000-000000000000', quantity: 1, name: 'Ghost board' },
      ],
    });
    expect(unknown).toMatchObject({
      status: 409,
      body: { message: m.productUnavailable('Ghost board') },
    });
    expect(await ordersOf(user._id)).toHaveLength(0);
    expect(await stockOf(product._id)).toBe(0);
  });

  it('refuses a total too large to take online instead of overflowing', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct(1_000);
    // 200 units (the most one order line takes) of a ₹60,000 instrument: ₹1.2 crore.
    await t.database.db
      .update(products)
      .set({ pricePaise: 6_000_000 })
      .where(eq(products.id, product._id));
    const payload = {
      orderItems: [{ product: product._id, quantity: 200, price: 60_000 }],
      billingAddress: address,
      shippingAddress: address,
      totalAmount: 60_000 * 200,
    };
    const answer = await client.post('/api/orders', payload);
    expect(answer).toMatchObject({ status: 409, body: { message: m.tooLarge } });
    expect(await ordersOf(user._id)).toHaveLength(0);
    expect(await stockOf(product._id)).toBe(1_000);
  });

  it('checks the payload: an empty cart, a bad phone or PIN, missing fields', async () => {
    const { client } = await signedInCustomer(t);
    const base = { billingAddress: address, shippingAddress: address, totalAmount: 0 };
    const empty = await client.post('/api/orders', { ...base, orderItems: [] });
    expect(empty).toMatchObject({ status: 400, body: { message: m.cartEmpty } });
    const item = [{ product: catalogue[0]!._id, quantity: 1 }];
    const phone = await client.post('/api/orders', {
      ...base,
      orderItems: item,
      billingAddress: { ...address, phone: '12345' },
    });
    expect(phone).toMatchObject({ status: 400, body: { message: m.phoneInvalid } });
    const pin = await client.post('/api/orders', {
      ...base,
      orderItems: item,
      shippingAddress: { ...address, pin: '5000' },
    });
    expect(pin).toMatchObject({ status: 400, body: { message: m.pinInvalid } });
    const missing = await client.post('/api/orders', {
      ...base,
      orderItems: item,
      billingAddress: { ...address, city: ' ' },
    });
    expect(missing).toMatchObject({ status: 400, body: { message: 'City is required' } });
    expect((await t.client().post('/api/orders', { ...base, orderItems: item })).status).toBe(401);
  });

  it('sells the last units once: 50 shoppers racing for 10 units', async () => {
    const product = await freshProduct(50);
    // Signed in one after the other: fifty sign-ins at once from one address look like an attack.
    const shoppers: Array<Awaited<ReturnType<typeof signedInCustomer>>> = [];
    for (let i = 0; i < 50; i++) shoppers.push(await signedInCustomer(t));
    const payloads: Array<Awaited<ReturnType<typeof payloadFromCart>>> = [];
    for (const { client } of shoppers) {
      await client.post('/api/cart/add', { productId: product._id, quantity: 1 });
      payloads.push(await payloadFromCart(client));
    }
    await setStock(product._id, 10);
    const answers = await Promise.all(
      shoppers.map(({ client }, i) => client.post('/api/orders', payloads[i])),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockOf(product._id)).toBe(0);
  }, 120_000);
});

describe('reading orders', () => {
  it('lists your own orders newest first and hides everyone else\u2019s', async () => {
    const { client } = await signedInCustomer(t);
    const first = await placeOrder(client, await freshProduct());
    const second = await placeOrder(client, await freshProduct());
    for (const path of ['/api/orders', '/api/orders/my-orders']) {
      const list = await client.get<Order[]>(path);
      expect(list.body.map((o) => o._id)).toEqual([second._id, first._id]);
    }
    expect((await client.get<Order>(`/api/orders/${first._id}`)).body._id).toBe(first._id);

    const { client: other } = await signedInCustomer(t);
    expect((await other.get<Order[]>('/api/orders')).body).toEqual([]);
    for (const answer of [
      await other.get(`/api/orders/${first._id}`),
      await other.patch(`/api/orders/${first._id}/cancel`, { status: 'CANCELLED' }),
      await other.patch(`/api/orders/${first._id}/status`, {
        paymentMethod: 'COD',
        paymentStatus: 'PENDING',
        status: 'PROCESSING',
      }),
      await other.get('/api/orders/not-an-id'),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { message: m.notFound } });
    }
    expect((await client.get<Order>(`/api/orders/${first._id}`)).body.status).toBe('PENDING');
  });
});

describe('cash on delivery', () => {
  it('confirms the order once and e-mails it with its items and total', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct();
    const order = await placeOrder(client, product, 2);
    const body = { paymentMethod: 'COD', paymentStatus: 'PENDING', status: 'PROCESSING' };
    const answer = await client.patch<Order>(`/api/orders/${order._id}/status`, body);
    expect(answer.body).toMatchObject({
      status: 'PROCESSING',
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
    });
    const mail = await t.inbox.waitFor(user.email);
    expect(mail.subject).toMatch(/placed: cash on delivery/);
    expect(mail.body).toContain(`2 x ${product.name}`);
    expect(mail.body).toContain('Total:');
    await client.patch(`/api/orders/${order._id}/status`, body);
    await client.post('/api/send-order-success-email', { orderId: order._id, status: 'COMPLETED' });
    await t.app.settled();
    expect(mailsTo(user.email, /cash on delivery/)).toHaveLength(1);
  });
});

describe('the status machine', () => {
  it('lets the customer cancel a pending order and puts the stock back', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct(8);
    const order = await placeOrder(client, product, 3);
    expect(await stockOf(product._id)).toBe(5);
    const cancelled = await client.patch<Order>(`/api/orders/${order._id}/cancel`, {
      status: 'CANCELLED',
    });
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(cancelled.body.tracking.map((e) => e.status)).toEqual(['PENDING', 'CANCELLED']);
    expect(await stockOf(product._id)).toBe(8);
    expect((await t.inbox.waitFor(user.email)).subject).toMatch(/cancelled/);
    const again = await client.patch(`/api/orders/${order._id}/cancel`, {});
    expect(again).toMatchObject({
      status: 409,
      body: { message: m.badTransition('CANCELLED', 'CANCELLED') },
    });
    expect(await stockOf(product._id)).toBe(8);
  });

  it('takes an order to DELIVERED through the admin API, with a tracking number and e-mails', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await placeOrder(client, await freshProduct());
    await client.patch(`/api/orders/${order._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });
    const skip = await admin.patch(`/api/orders/${order._id}/status`, { status: 'PENDING' });
    expect(skip).toMatchObject({
      status: 409,
      body: { message: m.badTransition('PROCESSING', 'PENDING') },
    });

    const processing = await admin.get<Order[]>('/api/orders/status/PROCESSING');
    expect(processing.body.map((o) => o._id)).toContain(order._id);

    const shipped = await admin.patch<Order>(`/api/orders/${order._id}/status`, {
      status: 'SHIPPED',
      courier: 'BLUE_DART',
      trackingNumber: ' 90817263544 ',
    });
    expect(shipped.body).toMatchObject({
      status: 'SHIPPED',
      courier: 'BLUE_DART',
      trackingNumber: '90817263544',
    });
    const cancelByCustomer = await client.patch(`/api/orders/${order._id}/cancel`, {});
    expect(cancelByCustomer).toMatchObject({
      status: 409,
      body: { message: m.badTransition('SHIPPED', 'CANCELLED') },
    });
    const delivered = await admin.patch<Order>(`/api/orders/${order._id}/status`, {
      status: 'DELIVERED',
    });
    expect(delivered.body).toMatchObject({
      status: 'DELIVERED',
      trackingNumber: shipped.body.trackingNumber,
    });
    expect(delivered.body.tracking.map((e) => e.status)).toEqual([
      'PENDING',
      'PROCESSING',
      'SHIPPED',
      'DELIVERED',
    ]);
    const cancelDelivered = await admin.patch(`/api/orders/${order._id}/status`, {
      status: 'CANCELLED',
      reason: 'Out of stock at the warehouse',
    });
    expect(cancelDelivered).toMatchObject({
      status: 409,
      body: { message: m.badTransition('DELIVERED', 'CANCELLED') },
    });

    await t.app.settled();
    const subjects = t.inbox.messages
      .filter((mail) => mail.to.includes(user.email))
      .map((mail) => mail.subject);
    expect(subjects.some((s) => /has shipped/.test(s))).toBe(true);
    expect(subjects.some((s) => /delivered/.test(s))).toBe(true);
    expect((await admin.get<Order>(`/api/orders/admin/${order._id}`)).body.status).toBe(
      'DELIVERED',
    );
  });

  it('refuses a jump the machine does not allow and a customer moving the status', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, await freshProduct());
    const jump = await admin.patch(`/api/orders/${order._id}/status`, { status: 'DELIVERED' });
    expect(jump).toMatchObject({
      status: 409,
      body: { message: 'Cannot change order status from PENDING to DELIVERED' },
    });
    const customer = await client.patch(`/api/orders/${order._id}/status`, { status: 'SHIPPED' });
    expect(customer).toMatchObject({
      status: 409,
      body: { message: m.badTransition('PENDING', 'SHIPPED') },
    });
    expect((await client.get<Order>(`/api/orders/${order._id}`)).body.status).toBe('PENDING');
  });

  it('lets staff signed in to both sides still pay for their own order as customers', async () => {
    const { client } = await signedInCustomer(t);
    client.headers.authorization = admin.headers.authorization!;
    const order = await placeOrder(client, await freshProduct());
    const cod = await client.patch<Order>(`/api/orders/${order._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });
    expect(cod.body).toMatchObject({ status: 'PROCESSING', paymentMethod: 'COD' });
    const shipped = await client.patch<Order>(
      `/api/orders/${order._id}/status`,
      statusBody('SHIPPED'),
    );
    expect(shipped.body.status).toBe('SHIPPED');
  });

  it('guards the admin routes: 401 without a token, 403 for a customer', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, await freshProduct());
    expect((await t.client().get('/api/orders/status/PROCESSING')).status).toBe(401);
    expect((await client.get('/api/orders/status/PROCESSING')).status).toBe(403);
    expect((await client.get(`/api/orders/admin/${order._id}`)).status).toBe(403);
    const forged = await t
      .client()
      .patch(
        `/api/orders/${order._id}/status`,
        { status: 'SHIPPED' },
        { authorization: 'Bearer forged' },
      );
    expect(forged.status).toBe(401);
    const customerWithForged = await client.patch(
      `/api/orders/${order._id}/status`,
      { status: 'SHIPPED' },
      { authorization: 'Bearer forged' },
    );
    expect(customerWithForged.status).toBe(403);
    expect((await client.get<Order>(`/api/orders/${order._id}`)).body.status).toBe('PENDING');
  });

  it('never marks a payment completed on the customer\u2019s word', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, await freshProduct());
    await client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
    const answer = await client.patch(`/api/orders/${order._id}/status`, {
      paymentStatus: 'COMPLETED',
      status: 'PROCESSING',
    });
    expect(answer).toMatchObject({ status: 409, body: { message: m.paymentNotConfirmed } });
    const after = (await client.get<Order>(`/api/orders/${order._id}`)).body;
    expect(after).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
      paymentMethod: 'RAZORPAY',
    });
  });
});

describe('unpaid orders', () => {
  it('are cancelled once the 30-minute payment window has passed and give their stock back', async () => {
    const { client } = await signedInCustomer(t);
    const product = await freshProduct(6);
    const stale = await placeOrder(client, product, 2);
    const fresh = await placeOrder(client, product, 1);
    const placedAgo = (id: string, minutes: number) =>
      t.database.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(orders.id, id));
    await placedAgo(stale._id, 31);
    await placedAgo(fresh._id, 29);
    expect(await stockOf(product._id)).toBe(3);
    expect((await t.app.housekeeping()).expiredOrders).toBeGreaterThanOrEqual(1);
    expect((await client.get<Order>(`/api/orders/${stale._id}`)).body.status).toBe('CANCELLED');
    expect((await client.get<Order>(`/api/orders/${fresh._id}`)).body.status).toBe('PENDING');
    expect(await stockOf(product._id)).toBe(5);
  });
});
