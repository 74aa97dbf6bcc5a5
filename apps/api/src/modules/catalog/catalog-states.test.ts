/**
 * A product's life over HTTP (docs/decisions/051): a draft or archived product is invisible to
 * shoppers in every read and refused at the cart and the checkout, while staff see it with its
 * status; an archived product stays on the orders that hold it. Also the part numbers (unique
 * whatever the case, even for two saves at once, and searchable), the measures, the price floor
 * of ₹1, the picture an active product needs, and the category icons from a fixed list.
 */
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import type { Category, Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import type { Wishlist } from '@shop/shared/wishlist/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { payloadFromCart, placeOrder } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: HttpClient;
let category: Category;
let picture: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  const categories = (await t.client().get<Category[]>('/api/categories')).body;
  category = categories.find((c) => c.productCount > 0)!;
  picture = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

let made = 0;
function productForm(fields: Record<string, string>, pictures = 1): FormData {
  const data = new FormData();
  const all = {
    name: `States Test Board ${++made}`,
    description: 'A board for the state tests.',
    price: '450',
    quantity: '30',
    category: category._id,
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) data.append(name, value);
  for (let i = 0; i < pictures; i++) {
    data.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'b.png');
  }
  return data;
}

async function create(fields: Record<string, string> = {}, pictures = 1): Promise<Product> {
  const answer = await admin.request<Product>('POST', '/api/products', {
    body: productForm(fields, pictures),
  });
  if (answer.status !== 201) {
    throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

const edit = (id: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return admin.request<Product & { message: string }>('PUT', `/api/products/${id}`, { body });
};

const ids = (list: Product[]) => list.map((product) => product._id);
const HTML = { accept: 'text/html' };

/** Every shopper's read of the catalogue, each answering whether it shows the product. */
async function shopperSees(product: Product): Promise<Record<string, boolean>> {
  const anonymous = t.client();
  const [list, search, inCategory, byCategory, page, bySlug, categories, sitemap] =
    await Promise.all([
      anonymous.get<Product[]>('/api/products?limit=100'),
      anonymous.get<Product[]>(`/api/products?q=${encodeURIComponent(product.name)}`),
      anonymous.get<Product[]>(`/api/products?category=${category._id}&limit=100`),
      anonymous.get<Product[]>(`/api/products/category/${category._id}`),
      anonymous.get<Product>(`/api/products/${product._id}`),
      anonymous.get<Product>(`/api/products/${product.slug}`),
      anonymous.get<Category[]>('/api/categories'),
      anonymous.get<string>('/sitemap.xml'),
    ]);
  return {
    list: ids(list.body).includes(product._id),
    search: ids(search.body).includes(product._id),
    category: ids(inCategory.body).includes(product._id),
    categoryPage: ids(byCategory.body).includes(product._id),
    page: page.status === 200,
    slug: bySlug.status === 200,
    sitemap: sitemap.body.includes(`/product/${product.slug}<`),
    counted: categories.body.find((c) => c._id === category._id)!.productCount > 0,
  };
}

const everywhere = (seen: boolean) => ({
  list: seen,
  search: seen,
  category: seen,
  categoryPage: seen,
  page: seen,
  slug: seen,
  sitemap: seen,
  counted: true,
});

describe('draft, active and archived products', () => {
  it('makes a new product a draft that no shopper read shows, until staff publish it', async () => {
    const before = (await t.client().get<Category[]>('/api/categories')).body.find(
      (c) => c._id === category._id,
    )!.productCount;
    const draft = await create({ name: 'States Test Hidden Draft Relay' });
    expect(draft.status).toBe('DRAFT');
    expect(await shopperSees(draft)).toEqual(everywhere(false));
    const notFound = await t.client().get<{ message: string }>(`/api/products/${draft._id}`);
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe(m.productMissing);
    // The page a link preview reads answers 404 too.
    expect((await t.client().get(`/product/${draft.slug}`, HTML)).status).toBe(404);
    // The category's count is of active products only.
    const counted = (await t.client().get<Category[]>('/api/categories')).body.find(
      (c) => c._id === category._id,
    )!.productCount;
    expect(counted).toBe(before);

    // Staff see it with its status, and filter by it.
    const drafts = await admin.get<Product[]>('/api/admin/products?status=DRAFT&limit=100');
    expect(drafts.status).toBe(200);
    expect(ids(drafts.body)).toContain(draft._id);
    expect(drafts.body.every((p) => p.status === 'DRAFT')).toBe(true);
    const active = await admin.get<Product[]>('/api/admin/products?status=ACTIVE&limit=100');
    expect(ids(active.body)).not.toContain(draft._id);

    const published = await edit(draft._id, { status: 'ACTIVE' });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('ACTIVE');
    expect(await shopperSees(draft)).toEqual(everywhere(true));
    const after = (await t.client().get<Category[]>('/api/categories')).body.find(
      (c) => c._id === category._id,
    )!.productCount;
    expect(after).toBe(before + 1);
  });

  it('refuses a hidden product at the cart, the wishlist and the checkout, with a message', async () => {
    const { client } = await signedInCustomer(t);
    const draft = await create({ name: 'States Test Unbuyable Draft' });
    const added = await client.post<{ message: string }>('/api/cart/add', {
      productId: draft._id,
      quantity: 1,
    });
    expect(added.status).toBe(404);
    expect(added.body.message).toBe(m.productMissing);
    const saved = await client.post<{ message: string }>('/api/wishlist', { productId: draft._id });
    expect(saved.status).toBe(404);

    // On sale when it went into the cart and the wishlist, archived before the checkout.
    const product = await create({
      name: 'States Test Archived Before Checkout',
      status: 'ACTIVE',
    });
    expect(
      (await client.post('/api/cart/add', { productId: product._id, quantity: 2 })).status,
    ).toBe(200);
    expect((await client.post('/api/wishlist', { productId: product._id })).status).toBe(200);
    const payload = await payloadFromCart(client);
    expect((await edit(product._id, { status: 'ARCHIVED' })).status).toBe(200);

    const refused = await client.post<{ message: string }>('/api/orders', payload);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${product.name} is no longer available`);
    // Nothing was taken off its stock.
    const staffView = await admin.get<Product[]>(
      `/api/admin/products?q=${encodeURIComponent(product.name)}`,
    );
    expect(staffView.body.find((p) => p._id === product._id)?.quantity).toBe(30);
    const wishlist = await client.get<Wishlist>('/api/wishlist');
    expect(JSON.stringify(wishlist.body)).not.toContain(product._id);
  });

  it('keeps an archived product on the orders that hold it', async () => {
    const { client } = await signedInCustomer(t);
    const product = await create({ name: 'States Test Ordered Then Archived', status: 'ACTIVE' });
    const order = await placeOrder(client, product, 1);
    expect((await edit(product._id, { status: 'ARCHIVED' })).status).toBe(200);
    expect((await t.client().get(`/api/products/${product._id}`)).status).toBe(404);

    const mine = await client.get<Order[]>('/api/orders/my-orders');
    expect(mine.status).toBe(200);
    const held = mine.body.find((o) => o._id === order._id)!;
    expect(held.orderItems.map((item) => item.name)).toEqual([product.name]);
    const staffOrder = await admin.get<{ orderItems: Array<{ name: string }> }>(
      `/api/orders/admin/${order._id}`,
    );
    expect(staffOrder.status).toBe(200);
    expect(staffOrder.body.orderItems.map((item) => item.name)).toEqual([product.name]);
  });

  it('puts no product on sale without a picture', async () => {
    const answer = await admin.request<{ message: string; details: Record<string, string[]> }>(
      'POST',
      '/api/products',
      { body: productForm({ name: 'States Test Pictureless', status: 'ACTIVE' }, 0) },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(m.activeNeedsPicture);
    expect(answer.body.details.images).toEqual([m.activeNeedsPicture]);
    const listed = await admin.get<Product[]>('/api/admin/products?q=Pictureless');
    expect(listed.body).toEqual([]);

    const draft = await create({ name: 'States Test Pictureless Draft' }, 0);
    const publish = await edit(draft._id, { status: 'ACTIVE' });
    expect(publish.status).toBe(400);
    expect(publish.body.message).toBe(m.activeNeedsPicture);

    const active = await create({ name: 'States Test Last Picture', status: 'ACTIVE' });
    const dropped = await edit(active._id, { existingImages: '[]' });
    expect(dropped.status).toBe(400);
    expect(dropped.body.message).toBe(m.activeNeedsPicture);
    const still = await t.client().get<Product>(`/api/products/${active._id}`);
    expect(still.body.imageUrls).toEqual(active.imageUrls);
  });

  it('keeps the pictures in the order staff give, the first being the main one', async () => {
    const product = await create({ name: 'States Test Reordered', status: 'ACTIVE' }, 3);
    const reversed = [...product.imageUrls].reverse();
    const answer = await edit(product._id, { existingImages: JSON.stringify(reversed) });
    expect(answer.status).toBe(200);
    const shown = await t
      .client()
      .get<Product[]>(`/api/products?q=${encodeURIComponent('States Test Reordered')}`);
    expect(shown.body.find((p) => p._id === product._id)?.imageUrls).toEqual(reversed);
  });
});

describe('SKU, manufacturer part number and measures', () => {
  it('stores them trimmed, shows them, and finds the product by them', async () => {
    const product = await create({
      name: 'States Test Part Numbered Sensor',
      status: 'ACTIVE',
      brand: ' Bosch ',
      sku: ' CK-BME280-01 ',
      mpn: 'BME280',
      weightGrams: '12',
      lengthMm: '25',
      widthMm: '15',
      heightMm: '3',
    });
    expect(product).toMatchObject({
      brand: 'Bosch',
      sku: 'CK-BME280-01',
      mpn: 'BME280',
      weightGrams: 12,
      lengthMm: 25,
      widthMm: 15,
      heightMm: 3,
    });
    const page = await t.client().get<Product>(`/api/products/${product.slug}`);
    expect(page.body).toMatchObject({ sku: 'CK-BME280-01', weightGrams: 12, brand: 'Bosch' });

    const bySku = await t.client().get<Product[]>('/api/products?q=ck-bme280-01');
    expect(ids(bySku.body)).toContain(product._id);
    const byMpn = await t.client().get<Product[]>('/api/products?q=bme280');
    expect(ids(byMpn.body)).toContain(product._id);
    // Staff find it by part of its SKU.
    const staff = await admin.get<Product[]>('/api/admin/products?q=BME280-0');
    expect(ids(staff.body)).toEqual([product._id]);

    // Emptied, they are cleared.
    const cleared = await edit(product._id, { sku: '', weightGrams: '' });
    expect(cleared.body).toMatchObject({ sku: null, weightGrams: null, mpn: 'BME280' });
  });

  it('refuses a SKU or MPN another product has, whatever the case, with a 409', async () => {
    await create({ sku: 'CK-UNIQ-7', mpn: 'MPN-UNIQ-7' });
    const sameSku = await admin.request<{ message: string }>('POST', '/api/products', {
      body: productForm({ sku: 'ck-uniq-7' }),
    });
    expect(sameSku.status).toBe(409);
    expect(sameSku.body.message).toBe(m.skuTaken);
    const other = await create({ sku: 'CK-UNIQ-8' });
    const sameMpn = await edit(other._id, { mpn: 'mpn-uniq-7' });
    expect(sameMpn.status).toBe(409);
    expect(sameMpn.body.message).toBe(m.mpnTaken);
  });

  it('lets only one of two saves of the same SKU at once win', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        admin.request<{ message: string }>('POST', '/api/products', {
          body: productForm({ sku: 'CK-RACE-1' }),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toBe(m.skuTaken);
    }
    const staff = await admin.get<Product[]>('/api/admin/products?q=CK-RACE-1');
    expect(staff.body).toHaveLength(1);
  });

  it.each([
    ['a weight of 0', { weightGrams: '0' }, m.weightInvalid],
    ['a negative length', { lengthMm: '-5' }, m.dimensionInvalid],
    ['a fractional height', { heightMm: '2.5' }, m.dimensionInvalid],
    ['a SKU with spaces inside', { sku: 'CK 01' }, m.skuInvalid],
    ['an unknown status', { status: 'LIVE' }, m.statusInvalid],
  ])('refuses %s with a 400', async (_what, fields, message) => {
    const answer = await admin.request<{ message: string }>('POST', '/api/products', {
      body: productForm(fields),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('the price floor', () => {
  it.each([
    ['0', m.priceTooLow],
    ['0.00', m.priceTooLow],
    ['-1', m.priceTooLow],
    ['0.50', m.priceTooLow],
    ['abc', m.priceInvalid],
  ])('refuses a price of %s with its own message and stores nothing', async (price, message) => {
    const name = `States Test Price ${price}`;
    const answer = await admin.request<{ message: string }>('POST', '/api/products', {
      body: productForm({ name, price }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    const staff = await admin.get<Product[]>(`/api/admin/products?q=${encodeURIComponent(name)}`);
    expect(staff.body.filter((p) => p.name === name)).toEqual([]);
  });

  it('refuses an edit down to ₹0', async () => {
    const product = await create({ status: 'ACTIVE' });
    const answer = await edit(product._id, { price: '0' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(m.priceTooLow);
    expect((await t.client().get<Product>(`/api/products/${product._id}`)).body.price).toBe(450);
  });
});

describe('category icons', () => {
  it('accepts an icon of the list and refuses a typed class name', async () => {
    const good = new FormData();
    good.append('CategoryName', 'States Test Icons');
    good.append('icon', 'cpu');
    const made = await admin.request<Category>('POST', '/api/categories', { body: good });
    expect(made.status).toBe(201);
    expect(made.body.icon).toBe('cpu');

    const bad = new FormData();
    bad.append('icon', 'fa-solid fa-microchip');
    const refused = await admin.request<{ message: string }>(
      'PUT',
      `/api/categories/${made.body._id}`,
      { body: bad },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(m.iconInvalid);
    const categories = (await t.client().get<Category[]>('/api/categories')).body;
    expect(categories.find((c) => c._id === made.body._id)?.icon).toBe('cpu');
  });
});
