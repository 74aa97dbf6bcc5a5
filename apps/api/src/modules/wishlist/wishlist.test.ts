/** The wishlist API: per customer, idempotent, kept through product deletions. */
import type { Category, Product } from '@shop/shared/catalog/schemas';
import { catalogMessages } from '@shop/shared/catalog/messages';
import type { Wishlist } from '@shop/shared/wishlist/schemas';
import { MAX_WISHLIST_ITEMS, wishlistMessages } from '@shop/shared/wishlist/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, wishlistItems } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
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

async function shopper(): Promise<{ client: HttpClient; userId: string }> {
  const { client, user } = await signedInCustomer(t);
  return { client, userId: user._id };
}
const savedIds = async (client: HttpClient) =>
  (await client.get<Wishlist>('/api/wishlist')).body.items.map((i) => i.product._id);
const rowsFor = (userId: string, productId: string) =>
  t.database.db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));

describe('the wishlist', () => {
  it('is for signed-in customers only: 401 to a visitor, nothing written', async () => {
    const visitor = t.client();
    const product = catalogue[0]!;
    for (const answer of [
      await visitor.get('/api/wishlist'),
      await visitor.post('/api/wishlist', { productId: product._id }),
      await visitor.delete(`/api/wishlist/${product._id}`),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.productId, product._id));
    expect(rows).toEqual([]);
  });

  it('starts empty, saves products newest first with the full product, per customer', async () => {
    const { client } = await shopper();
    expect((await client.get('/api/wishlist')).body).toEqual({ items: [] });
    const [a, b] = catalogue;
    await client.post('/api/wishlist', { productId: a!._id });
    const answer = await client.post<Wishlist>('/api/wishlist', { productId: b!._id });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body.items).toEqual([
      { product: b, addedAt: expect.any(String) },
      { product: a, addedAt: expect.any(String) },
    ]);
    expect(Number.isNaN(Date.parse(answer.body.items[0]!.addedAt))).toBe(false);
    const other = await shopper();
    expect(await savedIds(other.client)).toEqual([]);
  });

  it('accepts the product slug as the product page does', async () => {
    const { client } = await shopper();
    const product = catalogue[2]!;
    const answer = await client.post<Wishlist>('/api/wishlist', { productId: product.slug });
    expect(answer.body.items.map((i) => i.product._id)).toEqual([product._id]);
    const removed = await client.delete<Wishlist>(`/api/wishlist/${product.slug}`);
    expect(removed.body.items).toEqual([]);
  });

  it('holds a bounded number of products, even when saves arrive at once', async () => {
    const { client, userId } = await shopper();
    const ids = await insertProducts(t, MAX_WISHLIST_ITEMS + 5, 'Wishlist Cap Diode');
    const [filled, burst] = [
      ids.slice(0, MAX_WISHLIST_ITEMS - 2),
      ids.slice(MAX_WISHLIST_ITEMS - 2),
    ];
    await t.database.db
      .insert(wishlistItems)
      .values(filled.map((productId) => ({ userId, productId })));

    // Seven different products at once into a wishlist with room for two.
    const answers = await Promise.all(
      burst.map((productId) => client.post<Wishlist>('/api/wishlist', { productId })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(burst.length - 2);
    expect(refused[0]!.body).toMatchObject({
      message: wishlistMessages.tooManyItems(MAX_WISHLIST_ITEMS),
    });
    const saved = await savedIds(client);
    expect(saved).toHaveLength(MAX_WISHLIST_ITEMS);

    // Saving one already saved is still fine when full, and room made takes a new one.
    expect((await client.post('/api/wishlist', { productId: filled[0] })).status).toBe(200);
    await client.delete(`/api/wishlist/${filled[1]}`);
    const refusedId = burst.find((id) => !saved.includes(id))!;
    expect((await client.post('/api/wishlist', { productId: refusedId })).status).toBe(200);
    expect(await savedIds(client)).toHaveLength(MAX_WISHLIST_ITEMS);
  });

  it('adding twice keeps one row; removing twice is fine', async () => {
    const { client, userId } = await shopper();
    const product = catalogue[3]!;
    await client.post('/api/wishlist', { productId: product._id });
    const again = await client.post<Wishlist>('/api/wishlist', { productId: product._id });
    expect(again.status).toBe(200);
    expect(again.body.items.map((i) => i.product._id)).toEqual([product._id]);
    expect(await rowsFor(userId, product._id)).toHaveLength(1);

    const removed = await client.delete<Wishlist>(`/api/wishlist/${product._id}`);
    expect(removed).toMatchObject({ status: 200, body: { items: [] } });
    const removedAgain = await client.delete<Wishlist>(`/api/wishlist/${product._id}`);
    expect(removedAgain).toMatchObject({ status: 200, body: { items: [] } });
    expect(await rowsFor(userId, product._id)).toHaveLength(0);
  });

  it('parallel adds of the same product make one row', async () => {
    const { client, userId } = await shopper();
    const product = catalogue[4]!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/wishlist', { productId: product._id })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await rowsFor(userId, product._id)).toHaveLength(1);
    expect(await savedIds(client)).toEqual([product._id]);
  });

  it('an unknown product is 404 and writes nothing; bad ids are 400', async () => {
    const { client, userId } = await shopper();
    const unknown = await client.post('/api/wishlist', {
      productId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: catalogMessages.productMissing, code: 'NOT_FOUND' },
    });
    const unknownSlug = await client.post('/api/wishlist', { productId: 'no-such-board' });
    expect(unknownSlug.status).toBe(404);
    for (const productId of ['', '   ', 42, null, 'x'.repeat(101)]) {
      const answer = await client.post('/api/wishlist', { productId });
      expect(answer, JSON.stringify(productId)).toMatchObject({
        status: 400,
        body: {
          message: wishlistMessages.invalidProduct,
          details: { productId: expect.any(Array) },
        },
      });
    }
    expect((await client.post('/api/wishlist', {})).status).toBe(400);
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    expect(rows).toEqual([]);
  });

  it('a deleted product leaves the list instead of breaking it', async () => {
    const { client } = await shopper();
    const admin = await adminClient(t);
    const category = (await t.client().get<Category[]>('/api/categories')).body[0]!;
    const fields = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Test Wishlist Doomed Sensor',
      description: 'Saved, then withdrawn from the catalogue.',
      price: '199',
      quantity: '5',
      category: category._id,
      categoryName: category.CategoryName,
    })) {
      fields.append(name, value);
    }
    const created = await admin.request<Product>('POST', '/api/products', { body: fields });
    expect(created.status).toBe(201);
    // Made as a draft by the form; put on sale here, as its pictures are not this test's concern.
    await t.database.db
      .update(products)
      .set({ status: 'ACTIVE' })
      .where(eq(products.id, created.body._id));
    const kept = catalogue[5]!;
    await client.post('/api/wishlist', { productId: kept._id });
    await client.post('/api/wishlist', { productId: created.body._id });
    expect(await savedIds(client)).toEqual([created.body._id, kept._id]);

    expect((await admin.delete(`/api/products/${created.body._id}`)).status).toBe(200);
    const after = await client.get<Wishlist>('/api/wishlist');
    expect(after.status).toBe(200);
    expect(after.body.items.map((i) => i.product._id)).toEqual([kept._id]);
    // Removing it afterwards is not an error either.
    const removed = await client.delete<Wishlist>(`/api/wishlist/${created.body._id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((i) => i.product._id)).toEqual([kept._id]);
  });
});
