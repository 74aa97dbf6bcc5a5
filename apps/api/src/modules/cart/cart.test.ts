/** The cart API: per customer, stock enforced on the server. */
import { type Cart } from '@shop/shared/cart/schemas';
import { cartMessages, MAX_CART_LINES } from '@shop/shared/cart/messages';
import type { Product } from '@shop/shared/catalog/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products } from '../../db/schema/index';
import { registerCustomer, signedInCustomer } from '../../../test/accounts-helpers';
import { insertProducts } from '../../../test/catalog-helpers';
import type { HttpClient } from '../../../test/http-client';
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

const inStock = (min: number) => catalogue.find((p) => p.quantity >= min)!;
const outOfStock = () => catalogue.find((p) => p.quantity === 0)!;
async function shopper(): Promise<HttpClient> {
  return (await registerCustomer(t)).client;
}
const rowsOf = async (client: HttpClient) => {
  const cart = (await client.get<Cart>('/api/cart')).body;
  return cart.items.map((i) => [i.product._id, i.quantity]);
};

describe('the cart', () => {
  it('starts empty', async () => {
    const client = await shopper();
    expect((await client.get('/api/cart')).body).toEqual({
      items: [],
      itemCount: 0,
      totalAmount: 0,
    });
  });

  it('adds, accumulates, totals in rupees and keeps each customer separate', async () => {
    const client = await shopper();
    const a = inStock(10);
    const b = catalogue.find((p) => p.quantity >= 10 && p._id !== a._id)!;
    const first = await client.post<Cart>('/api/cart/add', { productId: a._id });
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([{ _id: expect.any(String), quantity: 1, product: a }]);
    await client.post('/api/cart/add', { productId: a._id, quantity: 2 });
    const answer = await client.post<Cart>('/api/cart/add', { productId: b._id, quantity: 4 });
    expect(answer.body.items.map((i) => [i.product._id, i.quantity])).toEqual([
      [a._id, 3],
      [b._id, 4],
    ]);
    expect(answer.body.itemCount).toBe(7);
    expect(answer.body.totalAmount).toBe(Math.round((a.price * 3 + b.price * 4) * 100) / 100);

    const other = await shopper();
    expect((await other.get<Cart>('/api/cart')).body.items).toEqual([]);
  });

  it('refuses going above stock with 409 and keeps the old quantity', async () => {
    const client = await shopper();
    const product = catalogue.find((p) => p.quantity >= 2 && p.quantity <= 10)!;
    await client.post('/api/cart/add', { productId: product._id, quantity: product.quantity - 1 });
    const over = await client.post('/api/cart/add', { productId: product._id, quantity: 2 });
    expect(over).toMatchObject({
      status: 409,
      body: { message: cartMessages.onlyAvailable(product.quantity), code: 'CONFLICT' },
    });
    const overUpdate = await client.put('/api/cart/update', {
      productId: product._id,
      quantity: product.quantity + 1,
    });
    expect(overUpdate).toMatchObject({
      status: 409,
      body: { message: `Only ${product.quantity} available for this product` },
    });
    expect(await rowsOf(client)).toEqual([[product._id, product.quantity - 1]]);
    const exact = await client.put<Cart>('/api/cart/update', {
      productId: product._id,
      quantity: product.quantity,
    });
    expect(exact.status).toBe(200);
    expect(await rowsOf(client)).toEqual([[product._id, product.quantity]]);
  });

  it('counts every add of a double click, and never goes above stock', async () => {
    const client = await shopper();
    const product = catalogue.find((p) => p.quantity >= 6 && p.quantity <= 40)!;
    const clicks = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.post<Cart>('/api/cart/add', { productId: product._id, quantity: 1 }),
      ),
    );
    expect(clicks.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await rowsOf(client)).toEqual([[product._id, 4]]);

    // More clicks at once than the stock leaves room for: the line stops at the stock.
    const more = product.quantity - 4 + 3;
    const answers = await Promise.all(
      Array.from({ length: more }, () =>
        client.post<Cart>('/api/cart/add', { productId: product._id, quantity: 1 }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(more - 3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(await rowsOf(client)).toEqual([[product._id, product.quantity]]);
  });

  it('holds a bounded number of different products, even when adds arrive at once', async () => {
    const { client, user } = await signedInCustomer(t);
    const ids = await insertProducts(t, MAX_CART_LINES + 5, 'Cart Cap Resistor');
    const [filled, burst] = [ids.slice(0, MAX_CART_LINES - 2), ids.slice(MAX_CART_LINES - 2)];
    await t.database.db
      .insert(cartItems)
      .values(filled.map((productId) => ({ userId: user._id, productId, quantity: 1 })));

    // Seven different products at once into a cart with room for two.
    const answers = await Promise.all(
      burst.map((productId) => client.post<Cart>('/api/cart/add', { productId })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(burst.length - 2);
    expect(refused[0]!.body).toMatchObject({ message: cartMessages.tooManyLines(MAX_CART_LINES) });
    expect(await rowsOf(client)).toHaveLength(MAX_CART_LINES);

    // A full cart still takes more of a product it holds, and room made takes a new one.
    const more = await client.post<Cart>('/api/cart/add', { productId: filled[0], quantity: 2 });
    expect(more.status).toBe(200);
    expect(more.body.items.find((i) => i.product._id === filled[0])?.quantity).toBe(3);
    await client.delete(`/api/cart/remove/${filled[1]}`);
    const refusedId = burst.find((id) => !more.body.items.some((i) => i.product._id === id))!;
    expect((await client.post('/api/cart/add', { productId: refusedId })).status).toBe(200);
    expect(await rowsOf(client)).toHaveLength(MAX_CART_LINES);
  });

  it('refuses an out-of-stock product', async () => {
    const client = await shopper();
    const answer = await client.post('/api/cart/add', { productId: outOfStock()._id });
    expect(answer).toMatchObject({ status: 409, body: { message: cartMessages.outOfStock } });
    expect(await rowsOf(client)).toEqual([]);
  });

  it('follows the stock of the database, not the client', async () => {
    const client = await shopper();
    const product = inStock(20);
    await t.database.db.update(products).set({ quantity: 3 }).where(eq(products.id, product._id));
    const answer = await client.post('/api/cart/add', { productId: product._id, quantity: 4 });
    expect(answer).toMatchObject({ status: 409, body: { message: cartMessages.onlyAvailable(3) } });
    await t.database.db
      .update(products)
      .set({ quantity: product.quantity })
      .where(eq(products.id, product._id));
  });

  it('holds at most 200 units of a product, pointing more to a business enquiry', async () => {
    const client = await shopper();
    const product = catalogue.find((p) => p.quantity > 0)!;
    await t.database.db
      .update(products)
      .set({ quantity: 1000 })
      .where(eq(products.id, product._id));
    const tooMany = {
      status: 409,
      body: { message: cartMessages.tooManyUnits(200), code: 'CONFLICT' },
    };
    expect(cartMessages.tooManyUnits(200)).toContain('/new-enquiry');
    const add = (quantity: number) =>
      client.post('/api/cart/add', { productId: product._id, quantity });
    expect(await add(201)).toMatchObject(tooMany);
    expect((await add(150)).status).toBe(200);
    expect(await add(51)).toMatchObject(tooMany);
    const update = await client.put('/api/cart/update', { productId: product._id, quantity: 201 });
    expect(update).toMatchObject(tooMany);
    expect(await rowsOf(client)).toEqual([[product._id, 150]]);
    expect((await add(50)).status).toBe(200);
    expect(await rowsOf(client)).toEqual([[product._id, 200]]);
    await t.database.db
      .update(products)
      .set({ quantity: product.quantity })
      .where(eq(products.id, product._id));
  });

  it('refuses bad quantities with 400 and changes nothing', async () => {
    const client = await shopper();
    const product = inStock(5);
    await client.post('/api/cart/add', { productId: product._id, quantity: 2 });
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const add = await client.post('/api/cart/add', { productId: product._id, quantity });
      expect(add, String(quantity)).toMatchObject({
        status: 400,
        body: { message: cartMessages.quantityInvalid },
      });
      const update = await client.put('/api/cart/update', { productId: product._id, quantity });
      expect(update.status).toBe(400);
    }
    const noProduct = await client.put('/api/cart/update', { quantity: 1 });
    expect(noProduct).toMatchObject({
      status: 400,
      body: { message: cartMessages.invalidProduct },
    });
    expect(await rowsOf(client)).toEqual([[product._id, 2]]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const client = await shopper();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await client.post('/api/cart/add', { productId: missing })).status).toBe(404);
    expect((await client.put('/api/cart/update', { productId: missing, quantity: 1 })).status).toBe(
      404,
    );
    expect((await client.delete(`/api/cart/remove/${missing}`)).status).toBe(404);
    expect((await client.post('/api/cart/add', { productId: 'garbage' })).status).toBe(404);
    const notInCart = await client.put('/api/cart/update', {
      productId: inStock(1)._id,
      quantity: 1,
    });
    expect(notInCart).toMatchObject({ status: 404, body: { message: cartMessages.notInCart } });
  });

  it('removes one product and clears the rest', async () => {
    const { client, user } = await registerCustomer(t);
    const [a, b] = catalogue.filter((p) => p.quantity >= 3);
    await client.post('/api/cart/add', { productId: a!._id });
    await client.post('/api/cart/add', { productId: b!._id });
    const removed = await client.delete<Cart>(`/api/cart/remove/${a!._id}`);
    expect(removed.body.items.map((i) => i.product._id)).toEqual([b!._id]);
    const cleared = await client.delete<Cart>('/api/cart/clear');
    expect(cleared.body.items).toEqual([]);
    const rows = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, user._id));
    expect(rows).toEqual([]);
  });

  it('needs a session for every call', async () => {
    const anonymous = t.client();
    const id = inStock(1)._id;
    const calls = [
      anonymous.get('/api/cart'),
      anonymous.post('/api/cart/add', { productId: id }),
      anonymous.put('/api/cart/update', { productId: id, quantity: 1 }),
      anonymous.delete(`/api/cart/remove/${id}`),
      anonymous.delete('/api/cart/clear'),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    }
  });
});
