/** The catalogue API over HTTP against the seeded database. */
import { type Category, type Product } from '@shop/shared/catalog/schemas';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogState, products } from '../../db/schema/index';
import { createDiskStorage } from '../../lib/storage';
import { createUploads } from '../../lib/uploads';
import { seedProducts } from '../../db/seed/catalog-data';
import { signedInCustomer } from '../../../test/accounts-helpers';
import { placeOrder } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createCatalogCache } from './catalog-cache';
import { createCatalogService } from './catalog.service';

let t: TestApp;
let categories: Category[];
beforeAll(async () => {
  t = await startTestApp();
  categories = (await t.client().get<Category[]>('/api/categories')).body;
});
afterAll(async () => {
  await t?.close();
});

const get = <T = Product[]>(path: string) => t.client().get<T>(path);

describe('GET /api/categories', () => {
  it('lists every category with the spec field names and a product count', async () => {
    expect(categories.length).toBeGreaterThanOrEqual(8);
    const total = categories.reduce((sum, c) => sum + c.productCount, 0);
    expect(total).toBe(seedProducts.length);
    expect(categories[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        CategoryName: expect.any(String),
        slug: expect.any(String),
      }),
    );
  });
});

describe('GET /api/products', () => {
  it('answers the newest products as an array, with paging headers and an ETag', async () => {
    const answer = await get('/api/products');
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body).toHaveLength(Math.min(100, seedProducts.length));
    expect(answer.body[0]!.name).toBe(seedProducts[0]!.name);
    const dates = answer.body.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(answer.headers.get('x-total-count')).toBe(String(seedProducts.length));
    expect(answer.headers.get('cache-control')).toContain('must-revalidate');
    const tag = answer.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await t.client().get('/api/products', { 'if-none-match': tag! });
    expect(again.status).toBe(304);
  });

  it('reads the spec fields: rupees, stock, images, features, category', async () => {
    const [first] = (await get('/api/products?limit=1')).body;
    const seed = seedProducts[0]!;
    expect(first).toMatchObject({
      name: seed.name,
      price: seed.pricePaise / 100,
      quantity: seed.quantity,
      imageUrls: [`/uploads/products/${seed.image}`],
      features: [...seed.features],
      categoryName: expect.any(String),
      category: { _id: expect.any(String), name: expect.any(String) },
    });
    expect(first).not.toHaveProperty('searchText');
  });

  it('pages with page and limit, and links the neighbours', async () => {
    const page2 = await get('/api/products?page=2&limit=5');
    expect(page2.body).toHaveLength(5);
    expect(page2.body[0]!.name).toBe(seedProducts[5]!.name);
    const link = page2.headers.get('link')!;
    expect(link).toContain('page=1&limit=5>; rel="prev"');
    expect(link).toContain('page=3&limit=5>; rel="next"');
    expect(link).toContain(`page=${Math.ceil(seedProducts.length / 5)}&limit=5>; rel="last"`);
    const beyond = await get('/api/products?page=999&limit=5');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe(String(seedProducts.length));
  });

  it('filters by category id or slug and sorts by price', async () => {
    const category = categories[0]!;
    const byId = await get(`/api/products?category=${category._id}&sort=price-asc`);
    expect(byId.body).toHaveLength(category.productCount);
    expect(byId.body.every((p) => p.category._id === category._id)).toBe(true);
    const prices = byId.body.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const bySlug = await get(`/api/products?category=${category.slug}&sort=price-asc`);
    expect(bySlug.body.map((p) => p._id)).toEqual(byId.body.map((p) => p._id));
  });

  it('lists only products on sale, biggest discount first', async () => {
    const answer = await get('/api/products?onSale=true&sort=discount&limit=100');
    const expected = seedProducts.filter(
      (p) => p.compareAtPaise && p.compareAtPaise > p.pricePaise,
    );
    expect(answer.body).toHaveLength(expected.length);
    expect(answer.headers.get('x-total-count')).toBe(String(expected.length));
    const discounts = answer.body.map((p) => 1 - p.price / p.compareAtPrice!);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect((await get('/api/products?onSale=maybe')).status).toBe(400);
  });

  it('finds products by a word of their description or features', async () => {
    const found = await get(`/api/products?q=${encodeURIComponent('humidity')}`);
    expect(found.body.length).toBeGreaterThan(0);
    for (const product of found.body) {
      expect(
        `${product.name} ${product.description} ${product.features.join(' ')}`.toLowerCase(),
      ).toMatch(/humid/);
    }
    const partialName = await get('/api/products?q=ardu');
    expect(partialName.body.some((p) => p.name.includes('Arduino'))).toBe(true);
    const nothing = await get('/api/products?q=zzzqqxx');
    expect(nothing.body).toEqual([]);
    const odd = await get(`/api/products?q=${encodeURIComponent(`"unbalanced & | ! ( %_\\`)}`);
    expect(odd.status).toBe(200);
  });

  it('refuses bad parameters with 400 and an unknown category with 404', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'page=0',
      'page=abc',
      'sort=cheapest',
      `q=${'x'.repeat(101)}`,
    ]) {
      const answer = await get<{ message: string }>(`/api/products?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
    const unknown = await get<{ message: string }>('/api/products?category=no-such-category');
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: catalogMessages.categoryNotFound },
    });
  });
});

describe('GET /api/products/category/{categoryId}', () => {
  it("lists a category's products by id or slug", async () => {
    const category = categories[1]!;
    const byId = await get(`/api/products/category/${category._id}`);
    expect(byId.body).toHaveLength(category.productCount);
    const bySlug = await get(`/api/products/category/${category.slug}`);
    expect(bySlug.body.map((p) => p._id).sort()).toEqual(byId.body.map((p) => p._id).sort());
  });

  it('answers 404 for an unknown category', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-category']) {
      const answer = await get<{ message: string }>(`/api/products/category/${id}`);
      expect(answer).toMatchObject({
        status: 404,
        body: { message: catalogMessages.categoryNotFound },
      });
    }
  });
});

describe('GET /api/products/{productId}', () => {
  it('answers one product by id or by slug', async () => {
    const [first] = (await get('/api/products?limit=1')).body;
    const byId = await get<Product>(`/api/products/${first!._id}`);
    expect(byId.body).toEqual(first);
    const bySlug = await get<Product>(`/api/products/${first!.slug}`);
    expect(bySlug.body._id).toBe(first!._id);
  });

  it('shows the compare-at price only when it is above the price', async () => {
    const onSale = seedProducts.find((p) => p.compareAtPaise)!;
    const answer = await get<Product>(`/api/products/${onSale.slug}`);
    expect(answer.body.compareAtPrice).toBe(onSale.compareAtPaise! / 100);
    await t.database.db
      .update(products)
      .set({ compareAtPaise: 1 })
      .where(eq(products.slug, onSale.slug));
    expect((await get<Product>(`/api/products/${onSale.slug}`)).body.compareAtPrice).toBeNull();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-product', "1' OR '1'='1"]) {
      const answer = await get<{ message: string }>(`/api/products/${encodeURIComponent(id)}`);
      expect(answer).toMatchObject({
        status: 404,
        body: { message: catalogMessages.productMissing },
      });
    }
  });
});

describe('uploads', () => {
  it('serves the product images with cache headers', async () => {
    const [first] = (await get('/api/products?limit=1')).body;
    const image = await fetch(t.url + first!.imageUrls[0]);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.headers.get('cache-control')).toMatch(/max-age=\d{4,}/);
    expect(await image.text()).toContain('<svg');
  });
});

describe('the catalogue cache', () => {
  it('answers a change made by anyone (another instance, an order) on the next request', async () => {
    const [first] = (await get('/api/products?limit=1')).body;
    const before = await get<Product>(`/api/products/${first!._id}`);
    const etag = before.headers.get('etag')!;
    expect(
      (await t.client().get(`/api/products/${first!._id}`, { 'if-none-match': etag })).status,
    ).toBe(304);

    // Straight to the database, as another API instance or a checkout would.
    await t.database.db.update(products).set({ quantity: 7 }).where(eq(products.id, first!._id));

    const after = await t
      .client()
      .get<Product>(`/api/products/${first!._id}`, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.body.quantity).toBe(7);
    expect(after.headers.get('etag')).not.toBe(etag);
    const list = await get('/api/products?limit=1');
    expect(list.body[0]!.quantity).toBe(7);
  });
});

describe('stock and the catalogue cache', () => {
  const version = async () => (await t.database.db.select().from(catalogState))[0]!.version;
  const revalidate = <T = Product>(path: string, etag: string) =>
    t.client().get<T>(path, { 'if-none-match': etag });

  it('shows the stock an order left at once, without touching the catalogue version or other answers', async () => {
    const listPath = '/api/products?limit=6&sort=name';
    const shown = (await get(listPath)).body;
    const [sold, other] = [shown[3]!, shown[4]!];
    const soldPath = `/api/products/${sold._id}`;
    const otherPath = `/api/products/${other._id}`;
    const before = {
      sold: (await get<Product>(soldPath)).headers.get('etag')!,
      list: (await get(listPath)).headers.get('etag')!,
      other: (await get<Product>(otherPath)).headers.get('etag')!,
      categories: (await get('/api/categories')).headers.get('etag')!,
    };
    const versionBefore = await version();

    const { client } = await signedInCustomer(t);
    await placeOrder(client, sold, 2);

    expect(await version()).toBe(versionBefore);
    const page = await revalidate(soldPath, before.sold);
    expect(page.status).toBe(200);
    expect(page.body.quantity).toBe(sold.quantity - 2);
    const pageTag = page.headers.get('etag')!;
    expect(pageTag).not.toBe(before.sold);
    expect((await revalidate(soldPath, pageTag)).status).toBe(304);

    const list = await revalidate<Product[]>(listPath, before.list);
    expect(list.status).toBe(200);
    expect(list.body.find((p) => p._id === sold._id)!.quantity).toBe(sold.quantity - 2);
    expect(list.body.map((p) => p._id)).toEqual(shown.map((p) => p._id));
    expect(list.headers.get('etag')).not.toBe(before.list);

    // Answers that do not show the sold product are still the browser's copy.
    expect((await revalidate(otherPath, before.other)).status).toBe(304);
    expect((await revalidate('/api/categories', before.categories)).status).toBe(304);
  });

  it('patches a changed quantity into the kept answer instead of computing it again', async () => {
    const db = t.database.db;
    const uploads = createUploads({ storage: createDiskStorage(t.config.uploadsDir) });
    const catalog = createCatalogService({ db, uploads });
    const cache = createCatalogCache({ db });
    const [, , product] = (await get('/api/products?limit=3')).body;
    let computed = 0;
    const compute = async () => {
      computed += 1;
      const body = await catalog.getProduct(product!._id);
      return { body, products: [body] };
    };
    const first = await cache.answer('one product', compute);
    expect((await cache.answer('one product', compute)).etag).toBe(first.etag);

    const { client } = await signedInCustomer(t);
    await placeOrder(client, product!, 1);
    const after = await cache.answer('one product', compute);
    expect(JSON.parse(after.body)).toEqual({
      ...JSON.parse(first.body),
      quantity: product!.quantity - 1,
    });
    expect(after.etag).not.toBe(first.etag);
    expect(computed).toBe(1);
    expect((await cache.answer('one product', compute)).etag).toBe(after.etag);
    expect(computed).toBe(1);
  });

  it('still answers a content change (a price) anywhere with new answers everywhere', async () => {
    const [changed, other] = (await get('/api/products?limit=2&sort=price-desc')).body;
    const otherPath = `/api/products/${other!._id}`;
    const otherTag = (await get<Product>(otherPath)).headers.get('etag')!;
    const versionBefore = await version();

    await t.database.db
      .update(products)
      .set({ pricePaise: Math.round(changed!.price * 100) + 100 })
      .where(eq(products.id, changed!._id));

    expect(await version()).toBeGreaterThan(versionBefore);
    expect((await get<Product>(`/api/products/${changed!._id}`)).body.price).toBe(
      changed!.price + 1,
    );
    expect((await revalidate(otherPath, otherTag)).status).toBe(200);
  });
});

describe('compression', () => {
  it('sends catalogue answers gzipped to a browser that accepts it', async () => {
    const response = await fetch(`${t.url}/api/products`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const products = (await response.json()) as Product[];
    expect(products).toHaveLength(Math.min(100, seedProducts.length));
    const plain = await fetch(`${t.url}/api/products`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
