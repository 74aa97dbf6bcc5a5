/**
 * Parallel checkouts and cancellations of carts that hold the same products in opposite orders:
 * each must lock stock rows in one fixed order, or two of them wait on each other forever (the
 * database breaks the tie by failing one of them). And when there is not enough for everyone,
 * each unit is sold once and the stock never goes below zero.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogState, products } from '../../db/schema/index';
import { signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { payloadFromCart } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp();
  catalogue = (await t.client().get<Product[]>('/api/products')).body;
});
afterAll(async () => {
  await t?.close();
});

const PAIRS = 20;
const STOCK = 1000;

async function stockOf(ids: string[]): Promise<Record<string, number>> {
  const rows = await t.database.db
    .select({ id: products.id, quantity: products.quantity })
    .from(products)
    .where(inArray(products.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.quantity]));
}

describe('parallel checkouts of the same products in opposite cart orders', () => {
  it(`places ${PAIRS} pairs of {A, B} and {B, A} orders, then cancels them all, without an error`, async () => {
    const [a, b] = catalogue.filter((p) => p.quantity > 0);
    await t.database.db
      .update(products)
      .set({ quantity: STOCK })
      .where(inArray(products.id, [a!._id, b!._id]));
    const versionBefore = (await t.database.db.select().from(catalogState))[0]!.version;

    // Signed in one after the other: forty sign-ins at once from one address look like an attack.
    const clients: HttpClient[] = [];
    for (let i = 0; i < PAIRS * 2; i++) clients.push((await signedInCustomer(t)).client);
    // Half the carts get A then B, the other half B then A; the payload keeps the cart's order.
    const shoppers = await Promise.all(
      clients.map(async (client, i) => {
        const [first, second] = i % 2 === 0 ? [a!, b!] : [b!, a!];
        await client.post('/api/cart/add', { productId: first._id, quantity: 1 });
        await client.post('/api/cart/add', { productId: second._id, quantity: 2 });
        const payload = await payloadFromCart(client);
        expect(payload.orderItems.map((item) => item.product)).toEqual([first._id, second._id]);
        return { client, payload };
      }),
    );

    const placed = await Promise.all(
      shoppers.map(({ client, payload }) => client.post<Order>('/api/orders', payload)),
    );
    expect(
      placed.map((answer) => answer.status),
      JSON.stringify(placed.filter((answer) => answer.status !== 201).map((x) => x.body)),
    ).toEqual(Array(PAIRS * 2).fill(201));
    // Each pair bought one of the first and two of the second product: 3 of A and 3 of B.
    expect(await stockOf([a!._id, b!._id])).toEqual({
      [a!._id]: STOCK - 3 * PAIRS,
      [b!._id]: STOCK - 3 * PAIRS,
    });

    const cancelled = await Promise.all(
      shoppers.map(({ client }, i) =>
        client.patch<Order>(`/api/orders/${placed[i]!.body._id}/cancel`, {
          status: 'CANCELLED',
        }),
      ),
    );
    expect(
      cancelled.map((answer) => answer.status),
      JSON.stringify(cancelled.filter((answer) => answer.status !== 200).map((x) => x.body)),
    ).toEqual(Array(PAIRS * 2).fill(200));
    expect(await stockOf([a!._id, b!._id])).toEqual({ [a!._id]: STOCK, [b!._id]: STOCK });

    // Selling and restocking are not catalogue changes: the catalogue's version stays put.
    expect((await t.database.db.select().from(catalogState))[0]!.version).toBe(versionBefore);
  }, 120_000);
});

describe('parallel checkouts racing for the last units of two products, in opposite orders', () => {
  it('sells each unit once, refuses the rest with 409 and leaves no stock below zero', async () => {
    const SHOPPERS = 24;
    const LEFT = 7;
    const [a, b] = catalogue.filter((p) => p.quantity > 0).slice(2, 4);
    await t.database.db
      .update(products)
      .set({ quantity: SHOPPERS })
      .where(inArray(products.id, [a!._id, b!._id]));
    const clients: HttpClient[] = [];
    for (let i = 0; i < SHOPPERS; i++) clients.push((await signedInCustomer(t)).client);
    const payloads: Array<Awaited<ReturnType<typeof payloadFromCart>>> = [];
    for (const [i, client] of clients.entries()) {
      const [first, second] = i % 2 === 0 ? [a!, b!] : [b!, a!];
      await client.post('/api/cart/add', { productId: first._id, quantity: 1 });
      await client.post('/api/cart/add', { productId: second._id, quantity: 1 });
      payloads.push(await payloadFromCart(client));
    }
    // Only a few units of each are left by the time they all check out at once.
    await t.database.db
      .update(products)
      .set({ quantity: LEFT })
      .where(inArray(products.id, [a!._id, b!._id]));

    const answers = await Promise.all(
      clients.map((client, i) => client.post<Order>('/api/orders', payloads[i])),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status !== 201 && status !== 409),
      JSON.stringify(answers.map((answer) => answer.body)),
    ).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LEFT);
    expect(await stockOf([a!._id, b!._id])).toEqual({ [a!._id]: 0, [b!._id]: 0 });
  }, 120_000);
});
