/**
 * What one account may hold of the shop's stock (docs/decisions/034-stock-hoarding.md): units of
 * a product per order, open orders per customer (also under parallel placements), placements per
 * hour, the cash-on-delivery limit, and the large cash-on-delivery orders flagged for staff.
 */
import { cartMessages } from '@shop/shared/cart/messages';
import type { Product } from '@shop/shared/catalog/schemas';
import { orderMessages as m } from '@shop/shared/orders/messages';
import type { AdminOrder, Order } from '@shop/shared/orders/schemas';
import type { PaymentConfig } from '@shop/shared/payments/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { address, placeOrder, statusBody } from '../../../test/orders-helpers';
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
const ordersOf = async (userId: string) =>
  t.database.db.select().from(orders).where(eq(orders.userId, userId));
/** A product of its own for each test, with this stock and (when given) this price in rupees. */
let next = 0;
async function freshProduct(stock = 1000, priceRupees?: number): Promise<Product> {
  const product = catalogue.filter((p) => p.quantity > 0)[next++ % catalogue.length]!;
  await t.database.db
    .update(products)
    .set({
      quantity: stock,
      ...(priceRupees === undefined ? {} : { pricePaise: Math.round(priceRupees * 100) }),
    })
    .where(eq(products.id, product._id));
  return { ...product, quantity: stock, price: priceRupees ?? product.price };
}
/** The checkout's payload for `quantity` of one product, as a script would send it. */
const payloadFor = (product: Product, quantity: number) => ({
  orderItems: [{ product: product._id, quantity, price: product.price, name: product.name }],
  billingAddress: address,
  shippingAddress: address,
  totalAmount: Math.round(product.price * quantity * 100) / 100,
});
type OrderPayload = Omit<ReturnType<typeof payloadFor>, 'orderItems'> & {
  orderItems: Array<{ product: string; quantity: number; price?: number; name?: string }>;
};
/**
 * Places the payload as a script would, from a cart that is not empty (checkout orders nothing
 * from an emptied cart): the order is what the payload lists.
 */
async function placeAsScript(client: HttpClient, payload: OrderPayload) {
  await client.post('/api/cart/add', { productId: payload.orderItems[0]!.product, quantity: 1 });
  return client.post<Order>('/api/orders', payload);
}
const chooseCod = (client: HttpClient, orderId: string) =>
  client.patch<Order>(`/api/orders/${orderId}/status`, {
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    status: 'PROCESSING',
  });

describe('units of one product per order', () => {
  it('takes 200 and refuses 201 with a pointer to a business enquiry, reserving nothing', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct(1000, 10);
    const over = await placeAsScript(client, payloadFor(product, 201));
    expect(over).toMatchObject({
      status: 409,
      body: { message: m.tooManyUnits(200, product.name), code: 'CONFLICT' },
    });
    expect(m.tooManyUnits(200, product.name)).toContain('/new-enquiry');
    // Two lines of one product are one line of their sum.
    const split = await placeAsScript(client, {
      ...payloadFor(product, 201),
      orderItems: [
        { product: product._id, quantity: 101 },
        { product: product._id, quantity: 100 },
      ],
    });
    expect(split).toMatchObject({
      status: 409,
      body: { message: m.tooManyUnits(200, product.name) },
    });
    expect(await ordersOf(user._id)).toHaveLength(0);
    expect(await stockOf(product._id)).toBe(1000);

    const most = await placeAsScript(client, payloadFor(product, 200));
    expect(most.status).toBe(201);
    expect(await stockOf(product._id)).toBe(800);
  });

  it('follows ORDER_MAX_UNITS_PER_LINE', async () => {
    const shop = await startTestApp({ ORDER_MAX_UNITS_PER_LINE: '5' });
    try {
      const { client } = await signedInCustomer(shop);
      const product = catalogue.find((p) => p.quantity >= 10)!;
      const cart = await client.post('/api/cart/add', { productId: product._id, quantity: 6 });
      expect(cart).toMatchObject({ status: 409, body: { message: cartMessages.tooManyUnits(5) } });
      const order = await placeAsScript(client, payloadFor(product, 6));
      expect(order).toMatchObject({
        status: 409,
        body: { message: m.tooManyUnits(5, product.name) },
      });
    } finally {
      await shop.close();
    }
  }, 60_000);
});

describe('open orders per customer', () => {
  it('refuses a 4th while 3 are unpaid or cash on delivery not yet shipped', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct(100);
    const first = await placeOrder(client, product);
    const second = await placeOrder(client, product);
    await placeOrder(client, product);
    expect((await chooseCod(client, second._id)).body.status).toBe('PROCESSING');

    const fourth = await placeAsScript(client, payloadFor(product, 1));
    expect(fourth).toMatchObject({
      status: 409,
      body: { message: m.tooManyOpenOrders(3), code: 'CONFLICT' },
    });
    expect(await ordersOf(user._id)).toHaveLength(3);
    expect(await stockOf(product._id)).toBe(97);

    // A shipped cash-on-delivery order holds no place; nor does a cancelled one.
    await admin.patch(`/api/orders/${second._id}/status`, statusBody('SHIPPED'));
    expect((await placeAsScript(client, payloadFor(product, 1))).status).toBe(201);
    expect((await placeAsScript(client, payloadFor(product, 1))).status).toBe(409);
    await client.patch(`/api/orders/${first._id}/cancel`, {});
    expect((await placeAsScript(client, payloadFor(product, 1))).status).toBe(201);
    expect(await stockOf(product._id)).toBe(96);
  });

  it('lets one of many parallel placements take the last place', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct(100);
    await placeOrder(client, product);
    await placeOrder(client, product);
    const payload = payloadFor(product, 2);
    await client.post('/api/cart/add', { productId: product._id, quantity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/orders', payload)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([
      201, 409, 409, 409, 409, 409,
    ]);
    // Refused because the places are taken, or because the cart was already turned into the
    // order that took the last one.
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect([m.tooManyOpenOrders(3), m.cartEmpty]).toContain(
        (answer.body as { message: string }).message,
      );
    }
    expect(await ordersOf(user._id)).toHaveLength(3);
    expect(await stockOf(product._id)).toBe(100 - 1 - 1 - 2);
  });
});

describe('what open orders hold together', () => {
  it('at most 200 units of one product, whatever the number of orders', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct(1000, 10);
    expect((await placeAsScript(client, payloadFor(product, 150))).status).toBe(201);
    expect(await placeAsScript(client, payloadFor(product, 51))).toMatchObject({
      status: 409,
      body: { message: m.tooManyUnits(200, product.name), code: 'CONFLICT' },
    });
    expect(await stockOf(product._id)).toBe(850);
    expect((await placeAsScript(client, payloadFor(product, 50))).status).toBe(201);
    // Once paid for, the units are sold and no longer held.
    const [first] = await ordersOf(user._id);
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'PAID' })
      .where(eq(orders.id, first!.id));
    expect((await placeAsScript(client, payloadFor(product, 150))).status).toBe(201);
  });

  it('at most ₹1,00,000 in value, then a pointer to pay first or send a business enquiry', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct(100, 30_000);
    const first = await placeAsScript(client, payloadFor(product, 3));
    expect(first.status).toBe(201);
    const over = await placeAsScript(client, payloadFor(product, 1));
    expect(over).toMatchObject({
      status: 409,
      body: { message: m.tooMuchHeld(100_000), code: 'CONFLICT' },
    });
    expect(m.tooMuchHeld(100_000)).toContain('/new-enquiry');
    expect(await ordersOf(user._id)).toHaveLength(1);
    expect(await stockOf(product._id)).toBe(97);
    await client.patch(`/api/orders/${first.body._id}/cancel`, {});
    expect((await placeAsScript(client, payloadFor(product, 3))).status).toBe(201);
  });
});

describe('placements per hour', () => {
  it('answers 429 with a message once a customer has tried too often, and creates nothing', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = await freshProduct(100);
    const stale = { ...payloadFor(product, 1), totalAmount: 0.5 };
    for (let i = 0; i < 10; i++) {
      expect((await placeAsScript(client, stale)).body).toMatchObject({
        message: m.pricesChanged,
      });
    }
    const limited = await placeAsScript(client, payloadFor(product, 1));
    expect(limited).toMatchObject({
      status: 429,
      body: { message: m.tooManyPlacements, code: 'RATE_LIMITED' },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await ordersOf(user._id)).toHaveLength(0);
    expect(await stockOf(product._id)).toBe(100);
    // Another customer is not held back by it.
    const { client: other } = await signedInCustomer(t);
    expect((await placeAsScript(other, payloadFor(product, 1))).status).toBe(201);
  });

  it('counts the placements of all customers behind one address', async () => {
    const shop = await startTestApp({ ORDER_PLACEMENTS_PER_HOUR_PER_IP: '3', TRUST_PROXY: '1' });
    try {
      const product = catalogue.find((p) => p.quantity >= 10)!;
      const fromOneAddress = async () => {
        const { client } = await signedInCustomer(shop);
        client.headers['x-forwarded-for'] = '203.0.113.9';
        return client;
      };
      const [a, b] = [await fromOneAddress(), await fromOneAddress()];
      expect((await placeAsScript(a, payloadFor(product, 1))).status).toBe(201);
      expect((await placeAsScript(a, payloadFor(product, 1))).status).toBe(201);
      expect((await placeAsScript(b, payloadFor(product, 1))).status).toBe(201);
      expect(await placeAsScript(b, payloadFor(product, 1))).toMatchObject({
        status: 429,
        body: { message: m.tooManyPlacements, code: 'RATE_LIMITED' },
      });
      const elsewhere = (await signedInCustomer(shop)).client;
      elsewhere.headers['x-forwarded-for'] = '198.51.100.4';
      expect((await placeAsScript(elsewhere, payloadFor(product, 1))).status).toBe(201);
    } finally {
      await shop.close();
    }
  }, 60_000);
});

describe('cash on delivery', () => {
  it('is refused above ₹50,000, and the order can still be paid online', async () => {
    const { client } = await signedInCustomer(t);
    const product = await freshProduct(10, 25_000.5);
    const large = await placeOrder(client, product, 2);
    expect(large.totalAmount).toBe(50_001);
    const refused = await chooseCod(client, large._id);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: m.codTooLarge(50_000), code: 'CONFLICT' },
    });
    expect(m.codTooLarge(50_000)).toContain('₹50,000.00');
    expect((await client.get<Order>(`/api/orders/${large._id}`)).body).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
    });
    const online = await client.post('/api/payments/create', { orderId: large._id });
    expect(online.status).toBe(200);

    // At the limit it is taken (the first given up, so as not to hold ₹1,00,000 unpaid).
    expect((await client.patch(`/api/orders/${large._id}/cancel`, {})).status).toBe(200);
    const atLimit = await placeOrder(client, await freshProduct(10, 25_000), 2);
    expect((await chooseCod(client, atLimit._id)).body).toMatchObject({
      status: 'PROCESSING',
      paymentMethod: 'COD',
    });
  });

  it('tells the payment page the limit and the payment window', async () => {
    const config = (await t.client().get<PaymentConfig>('/api/payments/config')).body;
    expect(config).toMatchObject({ codMaxAmount: 50_000, paymentWindowMinutes: 30 });
  });
});

describe('large cash-on-delivery orders on the orders desk', () => {
  it('are flagged from ₹10,000 once cash on delivery is chosen', async () => {
    const { client } = await signedInCustomer(t);
    const large = await placeOrder(client, await freshProduct(10, 5_000), 2);
    const small = await placeOrder(client, await freshProduct(10, 9_999.99));
    const unpaid = await placeOrder(client, await freshProduct(10, 20_000));
    await chooseCod(client, large._id);
    await chooseCod(client, small._id);

    const desk = await admin.get<AdminOrder[]>('/api/orders/status/PROCESSING?limit=100');
    const flagOf = (id: string) => desk.body.find((o) => o._id === id)?.largeCod;
    expect(flagOf(large._id)).toBe(true);
    expect(flagOf(small._id)).toBe(false);
    const pending = await admin.get<AdminOrder[]>('/api/orders/status/PENDING?limit=100');
    // Not chosen yet: the column's default is not a choice of cash on delivery.
    expect(pending.body.find((o) => o._id === unpaid._id)?.largeCod).toBe(false);
    expect((await admin.get<AdminOrder>(`/api/orders/admin/${large._id}`)).body.largeCod).toBe(
      true,
    );
    // Customers' answers do not carry the desk's flag.
    expect((await client.get<Order>(`/api/orders/${large._id}`)).body).not.toHaveProperty(
      'largeCod',
    );
  });
});
