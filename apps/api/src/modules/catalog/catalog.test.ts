/** The catalogue API over HTTP against the seeded database. */
import { type Category, type Product } from '@shop/shared/catalog/schemas';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { genericMessages } from '@shop/shared/http/errors';
import { MAX_PAGE_DEPTH } from '@shop/shared/http/page-depth';
import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogState, products } from '../../db/schema/index';
import { seedProducts } from '../../db/seed/catalog-data';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { placeOrder } from '../../../test/orders-helpers';
import { startAnotherInstance, startTestApp, type TestApp } from '../../../test/test-app';
import { createCatalogCache, type CatalogCache } from './catalog-cache';

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
  it('lists every category with the storefront field names and a product count', async () => {
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

  it('reads the storefront fields: rupees, stock, images, features, category', async () => {
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

  it('pages every order and a search with nothing lost or repeated, each with its total', async () => {
    const ids = (products: Product[]) => products.map((p) => p._id);
    for (const query of [
      'sort=newest',
      'sort=price-asc',
      'sort=price-desc',
      'sort=name',
      'onSale=true&sort=discount',
      `category=${categories[0]!.slug}&sort=price-desc`,
      'q=sensor',
      'q=sensor&sort=price-asc',
    ]) {
      const whole = await get(`/api/products?${query}&limit=100`);
      const total = Number(whole.headers.get('x-total-count'));
      expect(total, query).toBe(whole.body.length);
      expect(total, query).toBeGreaterThan(5);
      const paged: Product[] = [];
      for (let page = 1; page <= Math.ceil(total / 4); page++) {
        const answer = await get(`/api/products?${query}&page=${page}&limit=4`);
        expect(answer.headers.get('x-total-count'), query).toBe(String(total));
        paged.push(...answer.body);
      }
      expect(ids(paged), query).toEqual(ids(whole.body));
      const beyond = await get(`/api/products?${query}&page=99&limit=4`);
      expect(beyond.body, query).toEqual([]);
      expect(beyond.headers.get('x-total-count'), query).toBe(String(total));
    }
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

  it('treats a search shorter than two characters as no search: the first page, newest first', async () => {
    const unfiltered = await get('/api/products?limit=24');
    for (const q of ['a', ' b ', '%']) {
      const answer = await get(`/api/products?limit=24&q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(200);
      expect(answer.body, q).toEqual(unfiltered.body);
      expect(answer.headers.get('x-total-count'), q).toBe(unfiltered.headers.get('x-total-count'));
    }
  });

  it('pages no deeper than its bound, with a message saying so', async () => {
    const deepest = MAX_PAGE_DEPTH / 100;
    expect((await get(`/api/products?page=${deepest}`)).status).toBe(200);
    expect((await get(`/api/products?limit=25&page=${MAX_PAGE_DEPTH / 25}`)).status).toBe(200);
    for (const query of [`page=${deepest + 1}`, `limit=25&page=${MAX_PAGE_DEPTH / 25 + 1}`]) {
      const answer = await get<{ message: string }>(`/api/products?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe(genericMessages.pageTooDeep(MAX_PAGE_DEPTH));
    }
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
    // Written straight to the database: the app hears of it once the database tells it.
    await expect
      .poll(async () => (await get<Product>(`/api/products/${onSale.slug}`)).body.compareAtPrice)
      .toBeNull();
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
  const revalidate = <T = Product>(path: string, etag: string) =>
    t.client().get<T>(path, { 'if-none-match': etag });

  it('shows on another instance the stock an order left, and keeps its other answers', async () => {
    const other = await startAnotherInstance(t);
    try {
      const shown = (await get('/api/products?limit=2&sort=name')).body;
      const [sold, unsold] = [shown[0]!, shown[1]!];
      const onOther = (path: string, etag?: string) =>
        other.client().get<Product>(path, etag ? { 'if-none-match': etag } : {});
      const soldPath = `/api/products/${sold._id}`;
      const unsoldPath = `/api/products/${unsold._id}`;
      const soldTag = (await onOther(soldPath)).headers.get('etag')!;
      const unsoldTag = (await onOther(unsoldPath)).headers.get('etag')!;
      expect((await onOther(soldPath, soldTag)).status).toBe(304);

      const { client } = await signedInCustomer(t);
      await placeOrder(client, sold, 2);

      // The other instance hears of it a moment after the commit.
      await expect
        .poll(async () => (await onOther(soldPath)).body.quantity)
        .toBe(sold.quantity - 2);
      const after = await onOther(soldPath, soldTag);
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(soldTag);
      // Both instances give the same answer the same ETag.
      expect((await get<Product>(soldPath)).headers.get('etag')).toBe(after.headers.get('etag'));
      expect((await onOther(unsoldPath, unsoldTag)).status).toBe(304);
    } finally {
      await other.close();
    }
  });

  it('shows on another instance a product an admin edited on this one', async () => {
    const other = await startAnotherInstance(t);
    try {
      const [product] = (await get('/api/products?limit=1&sort=price-asc')).body;
      const path = `/api/products/${product!._id}`;
      expect((await other.client().get<Product>(path)).body.name).toBe(product!.name);

      const admin = await adminClient(t);
      const renamed = `${product!.name} (new batch)`;
      const form = new FormData();
      form.append('name', renamed);
      const edit = await admin.request('PUT', path, { body: form });
      expect(edit.status).toBe(200);

      // This instance at once; the other once the database has told it.
      expect((await get<Product>(path)).body.name).toBe(renamed);
      await expect
        .poll(async () => (await other.client().get<Product>(path)).body.name)
        .toBe(renamed);
    } finally {
      await other.close();
    }
  });

  it('shows the stock an order left at once, without touching the catalogue version or other answers', async () => {
    const version = async () => (await t.database.db.select().from(catalogState))[0]!.version;
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

  it('answers a content change made straight in the database (a price), and keeps the ETag of what did not change', async () => {
    const [changed, other] = (await get('/api/products?limit=2&sort=price-desc')).body;
    const otherPath = `/api/products/${other!._id}`;
    const otherTag = (await get<Product>(otherPath)).headers.get('etag')!;

    await t.database.db
      .update(products)
      .set({ pricePaise: Math.round(changed!.price * 100) + 100 })
      .where(eq(products.id, changed!._id));

    await expect
      .poll(async () => (await get<Product>(`/api/products/${changed!._id}`)).body.price)
      .toBe(changed!.price + 1);
    expect((await revalidate(otherPath, otherTag)).status).toBe(304);
  });
});

describe('the catalogue cache under made-up parameters', () => {
  type Counters = ReturnType<CatalogCache['counters']>;
  const countersOf = async (app: TestApp) =>
    (await app.client().get<{ catalogCache: Counters }>('/api/health')).body.catalogCache;

  it('answers reordered and unknown parameters from the same entry, paging from its own spelling', async () => {
    const before = await countersOf(t);
    const first = await get('/api/products?page=2&limit=3&sort=name');
    const spellings = [
      '/api/products?limit=3&sort=name&page=2',
      '/api/products?sort=name&page=2&limit=3&x=1',
      '/api/products?sort=name&page=2&limit=3&q=a&utm_source=mail',
    ];
    for (const path of spellings) {
      const answer = await get(path);
      expect(answer.body.map((p) => p._id)).toEqual(first.body.map((p) => p._id));
      expect(answer.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(answer.headers.get('link')).toBe(first.headers.get('link'));
    }
    expect(first.headers.get('link')).toContain(
      '</api/products?sort=name&page=1&limit=3>; rel="prev"',
    );
    const after = await countersOf(t);
    expect(
      after.byRoute['/api/products']!.misses - (before.byRoute['/api/products']?.misses ?? 0),
    ).toBe(1);
    expect(
      after.byRoute['/api/products']!.hits - (before.byRoute['/api/products']?.hits ?? 0),
    ).toBe(3);
  });

  it('keeps the real pages of a small cache through 10,000 reads with made-up parameters', async () => {
    const small = await startTestApp({ CATALOG_CACHE_ENTRIES: '4' });
    try {
      const client = small.client();
      const [product] = (await client.get<Product[]>('/api/products?limit=1')).body;
      const real = [
        '/api/categories',
        '/api/products?limit=5',
        `/api/products/${product!._id}`,
        `/api/products/category/${categories[0]!.slug}`,
      ];
      for (const path of real) expect((await client.get(path)).status).toBe(200);
      const warm = await countersOf(small);
      expect(warm.entries).toBe(4);

      const junk = (n: number) => {
        const path = real[n % real.length]!;
        return `${path}${path.includes('?') ? '&' : '?'}x=${n}`;
      };
      for (let batch = 0; batch < 10_000; batch += 50) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) => client.get(junk(batch + i))),
        );
        expect(answers.every((answer) => answer.status === 200)).toBe(true);
      }
      for (const path of real) expect((await client.get(path)).status).toBe(200);

      const after = await countersOf(small);
      expect(after.misses).toBe(warm.misses);
      expect(after.hits - warm.hits).toBe(10_000 + real.length);
      expect(after.evictions).toBe(warm.evictions);
      expect(after.entries).toBe(4);
    } finally {
      await small.close();
    }
    // Ten thousand requests: a bound on the wait, not on the speed.
  }, 180_000);
});

describe('the cache itself', () => {
  const product = (id: string, quantity: number) => ({ _id: id, quantity });
  const stockOf = (stock: Record<string, number>) => async (ids: string[]) =>
    new Map(ids.flatMap((id) => (id in stock ? [[id, stock[id]!] as const] : [])));

  function counting(body: () => { _id: string; quantity: number }) {
    const compute = async () => {
      compute.calls += 1;
      const shown = body();
      return { body: shown, products: [shown] };
    };
    compute.calls = 0;
    return compute;
  }

  it('keeps nothing until it hears of changes, then answers without computing again', async () => {
    const cache = createCatalogCache({ readStock: stockOf({}) });
    const compute = counting(() => product('a', 5));
    await cache.answer('a', compute);
    await cache.answer('a', compute);
    expect(compute.calls).toBe(2);
    cache.setLive(true);
    const first = await cache.answer('a', compute);
    expect((await cache.answer('a', compute)).etag).toBe(first.etag);
    expect(compute.calls).toBe(3);
  });

  it('patches a changed quantity into an answer showing the product, and leaves the others', async () => {
    const stock = { a: 5, b: 9 };
    const cache = createCatalogCache({ readStock: stockOf(stock) });
    cache.setLive(true);
    const a = counting(() => product('a', stock.a));
    const b = counting(() => product('b', stock.b));
    const firstA = await cache.answer('a', a);
    const firstB = await cache.answer('b', b);

    stock.a = 3;
    cache.stockChanged(['a']);
    const afterA = await cache.answer('a', a);
    expect(JSON.parse(afterA.body.toString())).toEqual({ _id: 'a', quantity: 3 });
    expect(afterA.etag).not.toBe(firstA.etag);
    expect((await cache.answer('b', b)).etag).toBe(firstB.etag);
    expect([a.calls, b.calls]).toEqual([1, 1]);
  });

  it('does not keep an answer read before a change told while it was read as current', async () => {
    const stock = { a: 5 };
    const cache = createCatalogCache({ readStock: stockOf(stock) });
    cache.setLive(true);
    let price = 100;
    // The change commits and is told while the answer is being read from the old rows.
    const stale = async () => {
      const shown = { ...product('a', stock.a), price };
      stock.a = 4;
      cache.stockChanged(['a']);
      return { body: shown, products: [shown] };
    };
    await cache.answer('a', stale);
    expect(JSON.parse((await cache.answer('a', stale)).body.toString()).quantity).toBe(4);

    const slowContent = async () => {
      const shown = { ...product('a', stock.a), price };
      price = 120;
      cache.contentChanged();
      return { body: shown, products: [shown] };
    };
    await cache.answer('b', slowContent);
    const fresh = counting(() => ({ ...product('a', stock.a), price }) as never);
    expect(JSON.parse((await cache.answer('b', fresh)).body.toString()).price).toBe(120);
    expect(fresh.calls).toBe(1);
  });

  it('starts empty when it hears again after a pause, and keeps nothing during one', async () => {
    const cache = createCatalogCache({ readStock: stockOf({}) });
    cache.setLive(true);
    const compute = counting(() => product('a', 1));
    await cache.answer('a', compute);
    cache.setLive(false);
    await cache.answer('a', compute);
    await cache.answer('a', compute);
    cache.setLive(true);
    await cache.answer('a', compute);
    await cache.answer('a', compute);
    expect(compute.calls).toBe(4);
  });

  it('computes an answer again once it is older than its longest life', async () => {
    const cache = createCatalogCache({ readStock: stockOf({}), maxAgeMs: 0 });
    cache.setLive(true);
    const compute = counting(() => product('a', 1));
    await cache.answer('a', compute);
    await cache.answer('a', compute);
    expect(compute.calls).toBe(2);
  });

  /** An answer of about `size` bytes of JSON. */
  const sized = (id: string, size: number) =>
    counting(() => ({ ...product(id, 1), padding: 'x'.repeat(size) }) as never);

  it('pushes out the least recently used answer, not the first kept', async () => {
    const cache = createCatalogCache({ readStock: stockOf({}), maxEntries: 2 });
    cache.setLive(true);
    const [a, b, c] = [
      counting(() => product('a', 1)),
      counting(() => product('b', 1)),
      counting(() => product('c', 1)),
    ];
    await cache.answer('a', a);
    await cache.answer('b', b);
    await cache.answer('a', a);
    await cache.answer('c', c);
    await cache.answer('a', a);
    await cache.answer('b', b);
    expect([a.calls, b.calls, c.calls]).toEqual([1, 2, 1]);
    expect(cache.counters()).toMatchObject({ hits: 2, misses: 4, evictions: 2, entries: 2 });
  });

  it('keeps its answers within its bytes, the least recently used going first', async () => {
    const cache = createCatalogCache({
      readStock: stockOf({}),
      maxBytes: 100_000,
      maxEntryBytes: 50_000,
    });
    cache.setLive(true);
    const answers = Array.from({ length: 10 }, (_, i) => sized(`p${i}`, 10_000));
    for (const [i, compute] of answers.entries()) {
      await cache.answer(`p${i}`, compute);
      // p0 is read after each other: always the most recently used but one.
      await cache.answer('p0', answers[0]!);
    }
    const counters = cache.counters();
    expect(counters.bytes).toBeLessThanOrEqual(100_000);
    // Each weighs its JSON and the objects behind it: some 25 kB, so three or four fit.
    expect(counters.entries).toBeGreaterThanOrEqual(3);
    expect(counters.entries).toBeLessThan(5);
    expect(counters.evictions).toBe(10 - counters.entries);
    expect(answers[0]!.calls).toBe(1);
    await cache.answer('p1', answers[1]!);
    expect(answers[1]!.calls).toBe(2);
  });

  it('sends an answer larger than one entry may be without keeping it or pushing others out', async () => {
    const cache = createCatalogCache({
      readStock: stockOf({}),
      maxBytes: 1_000_000,
      maxEntryBytes: 50_000,
    });
    cache.setLive(true);
    const small = sized('small', 1_000);
    const huge = sized('huge', 60_000);
    await cache.answer('small', small);
    const first = await cache.answer('huge', huge);
    expect(first.body.length).toBeGreaterThan(60_000);
    await cache.answer('huge', huge);
    await cache.answer('small', small);
    expect([small.calls, huge.calls]).toEqual([1, 2]);
    expect(cache.counters()).toMatchObject({ tooLarge: 2, entries: 1, evictions: 0 });
  });

  it('gzips off the event loop, once per answer, and counts the gzip in its bytes', async () => {
    const cache = createCatalogCache({ readStock: stockOf({}) });
    cache.setLive(true);
    // A megabyte that does not compress to nothing: some milliseconds of gzip.
    const text = Array.from({ length: 40_000 }, (_, i) => ((i * 2_654_435_761) >>> 0).toString(36));
    const compute = counting(() => ({ ...product('a', 1), text }) as never);
    const answer = await cache.answer('a', compute);
    const bytesBefore = cache.counters().bytes;
    // Made on the thread pool, the gzip lets the event loop turn before it is ready; made on
    // the loop, it would be ready first.
    const order: string[] = [];
    setImmediate(() => order.push('the event loop turned'));
    const pending = answer.gzipped().then((zipped) => {
      order.push('gzipped');
      return zipped;
    });
    const [zipped, again] = await Promise.all([pending, answer.gzipped()]);
    expect(order).toEqual(['the event loop turned', 'gzipped']);
    expect(again).toBe(zipped);
    expect(gunzipSync(zipped).equals(answer.body)).toBe(true);
    expect(cache.counters().bytes).toBe(bytesBefore + zipped.length);
  });

  it('counts hits and misses per route, the key’s first word', async () => {
    const cache = createCatalogCache({ readStock: stockOf({}) });
    cache.setLive(true);
    const compute = counting(() => product('a', 1));
    await cache.answer('/api/products page=1', compute);
    await cache.answer('/api/products page=1', compute);
    await cache.answer('/api/products page=2', compute);
    await cache.answer('/api/categories ', compute);
    expect(cache.counters()).toMatchObject({
      hits: 1,
      misses: 3,
      entries: 3,
      byRoute: {
        '/api/products': { hits: 1, misses: 2 },
        '/api/categories': { hits: 0, misses: 1 },
      },
    });
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
    // A client that refuses gzip by its quality gets no gzip, whatever else it names.
    const refused = await fetch(`${t.url}/api/products`, {
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(((await refused.json()) as Product[]).length).toBe(products.length);
  });
});
