/** The back office's orders desk: every status, search by order number, name or e-mail, paging. */
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import {
  orderNumber,
  orderStatuses,
  type DeskStatus,
  type OrderStatus,
} from '@shop/shared/orders/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, products } from '../../db/schema/index';
import { adminClient, signedInCustomer, uniqueEmail } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder, statusBody } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let product: Product;
let admin: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  const catalogue = (await t.client().get<Product[]>('/api/products')).body;
  product = catalogue.find((p) => p.quantity > 0)!;
  await t.database.db
    .update(products)
    .set({ quantity: 10_000 })
    .where(eq(products.id, product._id));
  admin = await adminClient(t);
});
afterAll(async () => {
  await t?.close();
});

/** The admin's steps from PENDING to each status. */
const pathTo: Record<OrderStatus, OrderStatus[]> = {
  PENDING: [],
  PROCESSING: ['PROCESSING'],
  SHIPPED: ['PROCESSING', 'SHIPPED'],
  OUT_FOR_DELIVERY: ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY'],
  DELIVERED: ['PROCESSING', 'SHIPPED', 'DELIVERED'],
  CANCELLED: ['CANCELLED'],
};

async function orderIn(customer: HttpClient, status: OrderStatus): Promise<Order> {
  const order = await placeOrder(customer, product);
  for (const step of pathTo[status]) {
    const moved = await admin.patch(`/api/orders/${order._id}/status`, statusBody(step));
    if (moved.status !== 200) throw new Error(`${step} answered ${moved.status}`);
  }
  return order;
}

const desk = (status: DeskStatus, query = '') =>
  admin.get<Order[]>(`/api/orders/status/${status}${query}`);
const ids = (answer: { body: Order[] }) => answer.body.map((o) => o._id);

describe('the orders desk', () => {
  it('lists the orders of every status', async () => {
    const someoneElse = await signedInCustomer(t);
    for (const status of orderStatuses) await orderIn(someoneElse.client, status);
    const { client, user } = await signedInCustomer(t, { email: uniqueEmail('every-status') });
    const placed = new Map<OrderStatus, Order>();
    for (const status of orderStatuses) placed.set(status, await orderIn(client, status));
    for (const status of orderStatuses) {
      const answer = await desk(status, `?q=${encodeURIComponent(user.email)}`);
      expect(answer.status).toBe(200);
      expect(ids(answer)).toEqual([placed.get(status)!._id]);
      expect(answer.body[0]).toMatchObject({ status, user: { email: user.email } });
    }
  });

  it('records cash on delivery as paid when the order is delivered, and only then', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    const chose = await client.patch<Order>(`/api/orders/${order._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });
    expect(chose.body).toMatchObject({ paymentMethod: 'COD', paymentStatus: 'PENDING' });
    const shipped = await admin.patch<Order>(
      `/api/orders/${order._id}/status`,
      statusBody('SHIPPED'),
    );
    expect(shipped.body).toMatchObject({ status: 'SHIPPED', paymentStatus: 'PENDING' });
    const delivered = await admin.patch<Order>(`/api/orders/${order._id}/status`, {
      status: 'DELIVERED',
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' });
    // Nothing is left to pay online for it.
    const [mine] = (await client.get<Order[]>('/api/orders')).body;
    expect(mine).toMatchObject({ _id: order._id, paymentStatus: 'PAID', paymentMethod: 'COD' });
  });

  it('finds orders by the order number on the cards, by name and by e-mail, in any case', async () => {
    const meera = await signedInCustomer(t, {
      firstName: 'Meera',
      lastName: 'Krishnan',
      email: uniqueEmail('meera.k'),
    });
    const other = await signedInCustomer(t, {
      firstName: 'Vikram',
      lastName: 'Seth',
      email: uniqueEmail('vikram'),
    });
    const first = await orderIn(meera.client, 'PROCESSING');
    const second = await orderIn(meera.client, 'PROCESSING');
    const vikrams = await orderIn(other.client, 'PROCESSING');

    // Cards, e-mails and invoices show 'Order #' and the last 8 characters of the id, in
    // capitals; the number is found with its # too.
    expect(orderNumber(first._id)).toBe(first._id.slice(-8).toUpperCase());
    const byNumber = await desk('PROCESSING', `?q=${orderNumber(first._id)}`);
    expect(ids(byNumber)).toEqual([first._id]);
    const withHash = await desk(
      'PROCESSING',
      `?q=${encodeURIComponent(`#${orderNumber(first._id)}`)}`,
    );
    expect(ids(withHash)).toEqual([first._id]);
    expect(ids(await desk('PROCESSING', `?q=${first._id}`))).toEqual([first._id]);

    expect(ids(await desk('PROCESSING', '?q=mEErA'))).toEqual(
      expect.arrayContaining([second._id, first._id]),
    );
    expect(ids(await desk('PROCESSING', '?q=KRISHNAN'))).not.toContain(vikrams._id);
    expect(ids(await desk('PROCESSING', `?q=${encodeURIComponent('meera krishnan')}`))).toEqual(
      expect.arrayContaining([second._id, first._id]),
    );
    // Newest first.
    const byEmail = await desk('PROCESSING', `?q=${meera.user.email.toUpperCase()}`);
    expect(ids(byEmail)).toEqual([second._id, first._id]);
    // Only the status asked for; ALL finds them in any status.
    expect(ids(await desk('SHIPPED', `?q=${meera.user.email}`))).toEqual([]);
    await admin.patch(`/api/orders/${first._id}/status`, statusBody('SHIPPED'));
    expect(ids(await desk('ALL', `?q=${meera.user.email}`))).toEqual([second._id, first._id]);
    expect(
      ids(await desk('ALL', `?q=${encodeURIComponent(`#${orderNumber(first._id)}`)}`)),
    ).toEqual([first._id]);
    expect(ids(await desk('PROCESSING', '?q=nobody-has-this-name'))).toEqual([]);
  });

  it('takes % and _ in the search text literally', async () => {
    const percent = await signedInCustomer(t, {
      firstName: 'Deal',
      lastName: 'Hunter 100%',
      email: uniqueEmail('deals'),
    });
    const underscore = await signedInCustomer(t, {
      firstName: 'Anil',
      lastName: 'Kumar',
      email: uniqueEmail('anil_kumar'),
    });
    const plain = await signedInCustomer(t, {
      firstName: 'Ravi',
      lastName: 'Teja 1000',
      email: uniqueEmail('ravi'),
    });
    const withPercent = await orderIn(percent.client, 'PENDING');
    const withUnderscore = await orderIn(underscore.client, 'PENDING');
    await orderIn(plain.client, 'PENDING');

    // Taken as a wildcard, '0%' would match every order of a name or e-mail holding a 0.
    expect(ids(await desk('PENDING', `?q=${encodeURIComponent('0%')}`))).toEqual([withPercent._id]);
    // Taken as a wildcard, '_' would match every order.
    expect(ids(await desk('PENDING', '?q=_'))).toEqual([withUnderscore._id]);
    expect(ids(await desk('PENDING', `?q=${encodeURIComponent('\\')}`))).toEqual([]);
  });

  it('pages with X-Total-Count and Link headers instead of cutting the list short', async () => {
    const { client, user } = await signedInCustomer(t, { email: uniqueEmail('pages') });
    const placed: Order[] = [];
    for (let i = 0; i < 5; i++) placed.push(await orderIn(client, 'SHIPPED'));
    const newestFirst = placed.map((o) => o._id).reverse();
    const q = encodeURIComponent(user.email);

    const page2 = await desk('SHIPPED', `?q=${q}&limit=2&page=2`);
    expect(page2.status).toBe(200);
    expect(ids(page2)).toEqual(newestFirst.slice(2, 4));
    expect(page2.headers.get('x-total-count')).toBe('5');
    const base = `/api/orders/status/SHIPPED?q=${q}`;
    expect(page2.headers.get('link')).toBe(
      [
        `<${base}&limit=2&page=1>; rel="first"`,
        `<${base}&limit=2&page=1>; rel="prev"`,
        `<${base}&limit=2&page=3>; rel="next"`,
        `<${base}&limit=2&page=3>; rel="last"`,
      ].join(', '),
    );
    expect(ids(await desk('SHIPPED', `?q=${q}&limit=2&page=3`))).toEqual(newestFirst.slice(4));
    const beyond = await desk('SHIPPED', `?q=${q}&limit=2&page=9`);
    expect(beyond).toMatchObject({ status: 200, body: [] });
    expect(beyond.headers.get('x-total-count')).toBe('5');

    const all = await desk('SHIPPED', `?q=${q}`);
    expect(ids(all)).toEqual(newestFirst);
    expect(all.headers.get('x-total-count')).toBe('5');
  });

  it('refuses a bad page, limit or search with 400', async () => {
    for (const query of [
      '?page=0',
      '?limit=0',
      '?limit=101',
      '?page=two',
      `?q=${'x'.repeat(101)}`,
    ]) {
      const answer = await desk('PENDING', query);
      expect(answer.status, query).toBe(400);
    }
    expect((await desk('PENDING', '?paymentStatus=OWED')).status).toBe(400);
    // A NUL byte never reaches the database (which would refuse it with an error).
    expect((await desk('PENDING', '?q=a%00b')).status).toBe(400);
  });
});

describe('the packing slip', () => {
  it('names the order, the ship-to address, the items and quantities, and the invoice once shipped; no prices', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product, 3);
    const number = orderNumber(order._id);
    const before = await admin.get<string>(`/api/orders/admin/${order._id}/packing-slip`);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toContain('text/html');
    expect(before.body).toContain(`Order #${number}`);
    expect(before.body).toContain('Tax invoice: issued when the order is shipped');

    for (const status of ['PROCESSING', 'SHIPPED']) {
      expect(
        (await admin.patch(`/api/orders/${order._id}/status`, statusBody(status))).status,
      ).toBe(200);
    }
    const slip = await admin.get<string>(`/api/orders/admin/${order._id}/packing-slip`);
    expect(slip.status).toBe(200);
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order._id));
    expect(slip.body).toContain(`Tax invoice ${invoice!.number} dated `);
    expect(slip.body).toContain(order.shippingAddress.street);
    expect(slip.body).toContain(`${order.shippingAddress.city}, ${order.shippingAddress.state}`);
    expect(slip.body).toContain(
      `<td>${product.name.replaceAll('&', '&amp;')}</td><td class="qty">3</td>`,
    );
    expect(slip.body).not.toContain('₹');
  });

  it('answers 404 for an unknown order and 401/403 to anyone but staff', async () => {
    expect(
      (await admin.get('/api/orders/admin/00000000-0000-4000-8000-000000000000/packing-slip'))
        .status,
    ).toBe(404);
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    expect((await client.get(`/api/orders/admin/${order._id}/packing-slip`)).status).toBe(403);
    expect((await t.client().get(`/api/orders/admin/${order._id}/packing-slip`)).status).toBe(401);
  });
});
