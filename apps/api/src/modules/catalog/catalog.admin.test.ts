/**
 * The back office's catalogue over HTTP: categories and products added, edited and deleted with
 * their pictures, as an administrator; what the storefront shows right after; and every form a
 * client could send wrongly, each refused with nothing stored and no file left behind.
 */
import { mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import type { Category, Product } from '@shop/shared/catalog/schemas';
import { IMAGE_MAX_BYTES, imageVariantUrl } from '@shop/shared/catalog/uploads';
import { gstMessages } from '@shop/shared/gst/messages';
import { formMessages, genericMessages } from '@shop/shared/http/errors';
import type { Order } from '@shop/shared/orders/schemas';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: HttpClient;
let uploadsDir: string;
let seededCategory: Category;

beforeAll(async () => {
  // Uploads of its own, so "no file left behind" sees only this file's uploads.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'circuitkart-catalog-admin-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  uploadsDir = t.config.uploadsDir;
  admin = await adminClient(t);
  const categories = (await t.client().get<Category[]>('/api/categories')).body;
  seededCategory = categories.find((c) => c.productCount > 0)!;
});
afterAll(async () => {
  await t?.close();
});

// Pictures made here, so the tests need no binary fixtures.
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });
const jpegWithExif = () =>
  picture(1200, 900)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Camera Co', ImageDescription: '12 MG Road' } })
    .toBuffer();
const png = (width = 640, height = 480) => picture(width, height).png().toBuffer();
const gif = () => picture(300, 200).gif().toBuffer();
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

type FilePart = { field: string; data: Buffer; name?: string; type?: string };

function form(fields: Record<string, string>, files: FilePart[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) {
    data.append(
      file.field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'picture.jpg',
    );
  }
  return data;
}

const send = <T = Record<string, unknown>>(
  client: HttpClient,
  method: 'POST' | 'PUT',
  url: string,
  body: FormData,
) => client.request<T>(method, url, { body });

/** Every file under the uploads directory, relative to it. */
function listUploads(): string[] {
  if (!existsSync(uploadsDir)) return [];
  return (readdirSync(uploadsDir, { recursive: true }) as string[])
    .filter((entry) => entry.includes('.'))
    .sort();
}
const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

async function categoriesNow() {
  return (await t.client().get<Category[]>('/api/categories')).body;
}

function productFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Test ESP32-S3 Board',
    description: 'Dual-core board with Wi-Fi and Bluetooth LE.',
    price: '649.50',
    quantity: '25',
    category: seededCategory._id,
    categoryName: seededCategory.CategoryName,
    features: JSON.stringify(['Wi-Fi', 'Bluetooth LE', 'USB-C']),
    // On sale at once, as these tests read the storefront right after (a draft is the form's default).
    status: 'ACTIVE',
    ...overrides,
  };
}

async function createProduct(
  overrides: Record<string, string> = {},
  given: FilePart[] = [],
): Promise<Product> {
  // An active product needs a picture: one is made when the test gives none.
  const files =
    given.length === 0 && (overrides.status ?? 'ACTIVE') === 'ACTIVE'
      ? [{ field: 'images', data: await png(200, 150), name: 'board.png', type: 'image/png' }]
      : given;
  const answer = await send<Product>(
    admin,
    'POST',
    '/api/products',
    form(productFields(overrides), files),
  );
  if (answer.status !== 201)
    throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The stored canonical file is WebP of the canonical width, without metadata. */
async function expectStoredWebp(url: string, width: number) {
  expect(url).toMatch(/^\/uploads\/(products|categories)\/[0-9a-f-]{36}\.webp$/);
  const data = readFileSync(fileOf(url));
  expect(data.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(data.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const meta = await sharp(data).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.width).toBe(width);
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(existsSync(fileOf(imageVariantUrl(url, 400)))).toBe(true);
}

describe('only administrators', () => {
  const routes: Array<[string, string]> = [
    ['POST', '/api/categories'],
    ['PUT', `/api/categories/00000000-0000-4000-8000-000000000000`],
    ['DELETE', `/api/categories/00000000-0000-4000-8000-000000000000`],
    ['POST', '/api/products'],
    ['PUT', `/api/products/00000000-0000-4000-8000-000000000000`],
    ['DELETE', `/api/products/00000000-0000-4000-8000-000000000000`],
  ];

  it.each(routes)('%s %s: 401 without a session, 403 for a customer', async (method, url) => {
    const before = listUploads();
    const body =
      method === 'DELETE'
        ? undefined
        : form({ CategoryName: 'Sneaky', name: 'Sneaky' }, [
            { field: url.includes('categories') ? 'image' : 'images', data: await png() },
          ]);
    const anonymous = await t.client().request(method, url, { body });
    expect(anonymous.status).toBe(401);
    const { client: customer } = await signedInCustomer(t);
    const answer = await customer.request(method, url, { body });
    expect(answer.status).toBe(403);
    expect(listUploads()).toEqual(before);
    expect((await categoriesNow()).some((c) => c.CategoryName === 'Sneaky')).toBe(false);
  });
});

describe('categories', () => {
  it('adds a category with its picture re-encoded, and the storefront lists it at once', async () => {
    const before = await categoriesNow(); // warms the cached answer
    const answer = await send<Category>(
      admin,
      'POST',
      '/api/categories',
      form(
        {
          CategoryName: '  Test Gadgets & Tools ',
          description: 'Handy gadgets',
          icon: 'wrench',
          emoji: '🔧',
        },
        [{ field: 'image', data: await jpegWithExif(), name: 'gadgets.jpg' }],
      ),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      _id: expect.any(String),
      CategoryName: 'Test Gadgets & Tools',
      slug: 'test-gadgets-tools',
      description: 'Handy gadgets',
      image: expect.stringMatching(/^\/uploads\/categories\/.+\.webp$/),
      icon: 'wrench',
      emoji: '🔧',
      productCount: 0,
      isNew: false,
    });
    // 1200 px wide in, the canonical 800 px out; the EXIF is gone.
    await expectStoredWebp(answer.body.image, 800);

    const after = await categoriesNow();
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual(answer.body);

    const served = await t.client().get(answer.body.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it('refuses a second category of the same name; a name with the same slug gets a suffix', async () => {
    const same = await send(
      admin,
      'POST',
      '/api/categories',
      form({ CategoryName: 'test gadgets & tools' }),
    );
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(m.categoryNameTaken);
    const similar = await send<Category>(
      admin,
      'POST',
      '/api/categories',
      form({ CategoryName: 'Test Gadgets Tools' }),
    );
    expect(similar.status).toBe(201);
    expect(similar.body.slug).toBe('test-gadgets-tools-2');
  });

  it('keeps the slug on a rename, replaces the picture and deletes the old files', async () => {
    const created = await send<Category>(
      admin,
      'POST',
      '/api/categories',
      form({ CategoryName: 'Test Solar Kits' }, [{ field: 'image', data: await png() }]),
    );
    const oldImage = created.body.image;
    expect(existsSync(fileOf(oldImage))).toBe(true);
    await categoriesNow();

    const edited = await send<Category>(
      admin,
      'PUT',
      `/api/categories/${created.body._id}`,
      form({ CategoryName: 'Test Solar Panels', description: 'Panels and controllers' }, [
        { field: 'image', data: await png(300, 300) },
      ]),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      _id: created.body._id,
      CategoryName: 'Test Solar Panels',
      slug: 'test-solar-kits',
      description: 'Panels and controllers',
    });
    expect(edited.body.image).not.toBe(oldImage);
    await expectStoredWebp(edited.body.image, 300);
    expect(existsSync(fileOf(oldImage))).toBe(false);
    expect(existsSync(fileOf(imageVariantUrl(oldImage, 400)))).toBe(false);
    expect(await categoriesNow()).toContainEqual(edited.body);

    // A slug set by hand changes it; one another category has is refused.
    const renamed = await send<Category>(
      admin,
      'PUT',
      `/api/categories/${created.body._id}`,
      form({ slug: 'Solar Panels' }),
    );
    expect(renamed.body.slug).toBe('solar-panels');
    expect(renamed.body.image).toBe(edited.body.image);
    const clash = await send(
      admin,
      'PUT',
      `/api/categories/${created.body._id}`,
      form({ slug: seededCategory.slug }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(m.slugTaken);
  });

  it('deletes an empty category with its files, and refuses one that has products', async () => {
    const full = await admin.delete(`/api/categories/${seededCategory._id}`);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(m.categoryHasProducts(seededCategory.productCount));

    const created = await send<Category>(
      admin,
      'POST',
      '/api/categories',
      form({ CategoryName: 'Test Short Lived' }, [{ field: 'image', data: await gif() }]),
    );
    await categoriesNow();
    const deleted = await admin.delete(`/api/categories/${created.body._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: m.categoryDeleted });
    expect(existsSync(fileOf(created.body.image))).toBe(false);
    expect(existsSync(fileOf(imageVariantUrl(created.body.image, 400)))).toBe(false);
    expect((await categoriesNow()).some((c) => c._id === created.body._id)).toBe(false);
    expect((await admin.delete(`/api/categories/${created.body._id}`)).status).toBe(404);
  });

  it('gives one of many parallel adds of the same name the category, the others a 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        send(admin, 'POST', '/api/categories', form({ CategoryName: 'Test Parallel Parts' })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(
      (await categoriesNow()).filter((c) => c.CategoryName === 'Test Parallel Parts'),
    ).toHaveLength(1);
  });

  const refused: Array<[string, () => Promise<FormData>, string]> = [
    ['an empty name', async () => form({ CategoryName: '' }), m.categoryNameRequired],
    ['a blank name', async () => form({ CategoryName: '   ' }), m.categoryNameRequired],
    ['no name', async () => form({ description: 'No name' }), m.categoryNameRequired],
    [
      'a text file named .png',
      async () =>
        form({ CategoryName: 'Test Fake Image' }, [
          {
            field: 'image',
            data: Buffer.from('just some text, honest'),
            name: 'photo.png',
            type: 'image/png',
          },
        ]),
      m.notAnImage,
    ],
    [
      'an SVG',
      async () =>
        form({ CategoryName: 'Test Svg' }, [
          { field: 'image', data: svg, name: 'logo.svg', type: 'image/svg+xml' },
        ]),
      m.notAnImage,
    ],
    [
      'an image over 10 MB',
      async () =>
        form({ CategoryName: 'Test Huge Image' }, [
          // A real JPEG's start, padded past the limit by one byte.
          {
            field: 'image',
            data: Buffer.concat([await jpegWithExif(), Buffer.alloc(IMAGE_MAX_BYTES)]).subarray(
              0,
              IMAGE_MAX_BYTES + 1,
            ),
          },
        ]),
      m.imageTooLarge,
    ],
    [
      'two images',
      async () =>
        form({ CategoryName: 'Test Two Images' }, [
          { field: 'image', data: await png() },
          { field: 'image', data: await png() },
        ]),
      m.oneCategoryImage,
    ],
    [
      'a corrupt JPEG',
      async () =>
        form({ CategoryName: 'Test Corrupt' }, [
          { field: 'image', data: (await jpegWithExif()).subarray(0, 400) },
        ]),
      m.imageUnreadable,
    ],
  ];

  it.each(refused)('refuses %s with a 400, storing nothing', async (_what, body, message) => {
    const before = listUploads();
    const count = (await categoriesNow()).length;
    const answer = await send(admin, 'POST', '/api/categories', await body());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(listUploads()).toEqual(before);
    expect(await categoriesNow()).toHaveLength(count);
  });
});

describe('products', () => {
  it('adds a product with its pictures; the storefront shows it at once', async () => {
    const before = await t.client().get<Product[]>('/api/products'); // warms the cached list
    const product = await createProduct({ compareAtPrice: '799' }, [
      { field: 'images', data: await jpegWithExif() },
      { field: 'images', data: await png(), name: 'side.png', type: 'image/png' },
    ]);
    expect(product).toMatchObject({
      name: 'Test ESP32-S3 Board',
      slug: 'test-esp32-s3-board',
      price: 649.5,
      compareAtPrice: 799,
      quantity: 25,
      features: ['Wi-Fi', 'Bluetooth LE', 'USB-C'],
      brand: '',
      category: {
        _id: seededCategory._id,
        name: seededCategory.CategoryName,
        slug: seededCategory.slug,
      },
      categoryName: seededCategory.CategoryName,
    });
    expect(product.imageUrls).toHaveLength(2);
    await expectStoredWebp(product.imageUrls[0]!, 800);
    await expectStoredWebp(product.imageUrls[1]!, 640);

    const list = await t.client().get<Product[]>('/api/products');
    expect(list.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(list.body[0]).toEqual(product);
    expect((await t.client().get<Product>(`/api/products/${product.slug}`)).body).toEqual(product);
    const onSale = (await t.client().get<Product[]>('/api/products?onSale=true')).body;
    expect(onSale.map((p) => p._id)).toContain(product._id);
    const category = (await categoriesNow()).find((c) => c._id === seededCategory._id)!;
    expect(category.productCount).toBe(seededCategory.productCount + 1);

    // Found by the words of its features (the search text is kept with every write).
    const found = (await t.client().get<Product[]>('/api/products?q=bluetooth%20usb-c')).body;
    expect(found.map((p) => p._id)).toContain(product._id);
  });

  it('stores the HSN code and GST rate the form sends, and edits them', async () => {
    const created = await createProduct({ hsnCode: '85423100', gstRate: '5' });
    expect(created).toMatchObject({ hsnCode: '85423100', gstRate: 5 });
    const edited = await send<Product>(
      admin,
      'PUT',
      `/api/products/${created._id}`,
      form({ gstRate: '28', hsnCode: '8517' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ hsnCode: '8517', gstRate: 28 });
    const refused = await send(
      admin,
      'PUT',
      `/api/products/${created._id}`,
      form({ gstRate: '20' }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(gstMessages.gstRateInvalid);
    const [row] = await t.database.db
      .select({ gstRate: products.gstRate, hsnCode: products.hsnCode })
      .from(products)
      .where(eq(products.id, created._id));
    expect(row).toEqual({ gstRate: 28, hsnCode: '8517' });
  });

  it('gives parallel adds of the same name distinct slugs', async () => {
    const products = await Promise.all(
      Array.from({ length: 5 }, () => createProduct({ name: 'Test Twin Sensor', status: 'DRAFT' })),
    );
    expect(products.map((p) => p.slug).sort()).toEqual([
      'test-twin-sensor',
      'test-twin-sensor-2',
      'test-twin-sensor-3',
      'test-twin-sensor-4',
      'test-twin-sensor-5',
    ]);
  });

  it('edits: keeps the kept pictures, adds new ones, deletes the dropped files; the slug stays', async () => {
    const product = await createProduct({ name: 'Test Relay Board' }, [
      { field: 'images', data: await png() },
      { field: 'images', data: await png(500, 500) },
    ]);
    const [first, second] = product.imageUrls as [string, string];
    await t.client().get(`/api/products/${product._id}`);

    const answer = await send<Product>(
      admin,
      'PUT',
      `/api/products/${product._id}`,
      form(
        productFields({
          name: 'Test Relay Board 4-Channel',
          price: '499',
          compareAtPrice: '',
          features: JSON.stringify(['4 channels', 'Optocoupler']),
          existingImages: JSON.stringify([second]),
        }),
        [{ field: 'images', data: await gif() }],
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: product._id,
      name: 'Test Relay Board 4-Channel',
      slug: 'test-relay-board',
      price: 499,
      compareAtPrice: null,
      features: ['4 channels', 'Optocoupler'],
    });
    expect(answer.body.imageUrls).toHaveLength(2);
    expect(answer.body.imageUrls[0]).toBe(second);
    await expectStoredWebp(answer.body.imageUrls[1]!, 300);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(imageVariantUrl(first, 400)))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    expect((await t.client().get(`/api/products/${product._id}`)).body).toEqual(answer.body);

    // Fields left out keep their values; existingImages left out keeps every picture.
    const quantityOnly = await send<Product>(
      admin,
      'PUT',
      `/api/products/${product._id}`,
      form({ quantity: '3' }),
    );
    expect(quantityOnly.status).toBe(200);
    expect(quantityOnly.body).toEqual({ ...answer.body, quantity: 3 });
  });

  it('shows a new quantity at once: a stock change for the cached answers', async () => {
    const product = await createProduct({ name: 'Test Stock Counter' });
    const path = `/api/products/${product._id}`;
    const cached = await t.client().get<Product>(path);
    const list = await t.client().get<Product[]>('/api/products?limit=5');
    expect(list.body.map((p) => p._id)).toContain(product._id);

    await send(admin, 'PUT', path, form({ quantity: '7' }));
    const after = await t
      .client()
      .get<Product>(path, { 'if-none-match': cached.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.body.quantity).toBe(7);
    const listAfter = (await t.client().get<Product[]>('/api/products?limit=5')).body;
    expect(listAfter.find((p) => p._id === product._id)!.quantity).toBe(7);
  });

  it('deletes a product with its files; the storefront stops showing it at once', async () => {
    const product = await createProduct({ name: 'Test Doomed Module' }, [
      { field: 'images', data: await png() },
    ]);
    await t.client().get(`/api/products/${product._id}`);
    const deleted = await admin.delete(`/api/products/${product._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: m.productDeleted });
    expect(existsSync(fileOf(product.imageUrls[0]!))).toBe(false);
    expect((await t.client().get(`/api/products/${product._id}`)).status).toBe(404);
    expect((await admin.delete(`/api/products/${product._id}`)).status).toBe(404);
  });

  it('keeps every count right as products are added, moved to another category and deleted', async () => {
    const other = (await categoriesNow()).find((c) => c._id !== seededCategory._id)!;
    const totalOf = async (url: string) =>
      Number((await t.client().get(url)).headers.get('x-total-count'));
    const counts = async () => {
      const listed = await categoriesNow();
      return {
        home: listed.find((c) => c._id === seededCategory._id)!.productCount,
        other: listed.find((c) => c._id === other._id)!.productCount,
        all: await totalOf('/api/products?limit=1'),
        homeListing: await totalOf(`/api/products?category=${seededCategory.slug}&limit=1`),
        otherListing: await totalOf(`/api/products?category=${other.slug}&limit=1`),
      };
    };
    const before = await counts();
    expect(before.homeListing).toBe(before.home);
    expect(before.otherListing).toBe(before.other);

    const product = await createProduct({ name: 'Test Counted Sensor' });
    expect(await counts()).toEqual({
      ...before,
      home: before.home + 1,
      all: before.all + 1,
      homeListing: before.home + 1,
    });

    const moved = await send(
      admin,
      'PUT',
      `/api/products/${product._id}`,
      form({ category: other._id }),
    );
    expect(moved.status).toBe(200);
    expect(await counts()).toEqual({
      ...before,
      other: before.other + 1,
      all: before.all + 1,
      otherListing: before.other + 1,
    });

    expect((await admin.delete(`/api/products/${product._id}`)).status).toBe(200);
    expect(await counts()).toEqual(before);

    // What the categories say is what the products table holds.
    const held = await t.database.db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(eq(products.status, 'ACTIVE'))
      .groupBy(products.categoryId);
    const listed = await categoriesNow();
    for (const { categoryId, n } of held) {
      expect(listed.find((c) => c._id === categoryId)!.productCount).toBe(n);
    }
    expect(listed.reduce((sum, c) => sum + c.productCount, 0)).toBe(before.all);
  });

  it('deleting a product an order holds leaves the order whole, picture file included', async () => {
    const product = await createProduct({ name: 'Test Ordered Motor', price: '120' }, [
      { field: 'images', data: await png() },
    ]);
    const { client: customer } = await signedInCustomer(t);
    const order = await placeOrder(customer, product, 2);

    expect((await admin.delete(`/api/products/${product._id}`)).status).toBe(200);
    const orders = (await customer.get<Order[]>('/api/orders/my-orders')).body;
    const kept = orders.find((o) => o._id === order._id)!;
    expect(kept.totalAmount).toBe(order.totalAmount);
    expect(kept.orderItems).toHaveLength(1);
    expect(kept.orderItems[0]).toMatchObject({
      name: 'Test Ordered Motor',
      price: 120,
      quantity: 2,
    });
    expect(JSON.stringify(kept.orderItems[0])).toContain(product.imageUrls[0]!);
    // The order still shows the picture, so its file stays.
    expect(existsSync(fileOf(product.imageUrls[0]!))).toBe(true);
    expect((await t.client().get(product.imageUrls[0]!)).status).toBe(200);
  });

  it('keeps a dropped picture an order still shows', async () => {
    const product = await createProduct({ name: 'Test Ordered Sensor' }, [
      { field: 'images', data: await png() },
    ]);
    const { client: customer } = await signedInCustomer(t);
    await placeOrder(customer, product, 1);
    const edited = await send<Product>(
      admin,
      'PUT',
      `/api/products/${product._id}`,
      form({ existingImages: '[]' }, [{ field: 'images', data: await gif() }]),
    );
    expect(edited.body.imageUrls).toHaveLength(1);
    expect(edited.body.imageUrls[0]).not.toBe(product.imageUrls[0]);
    expect(existsSync(fileOf(product.imageUrls[0]!))).toBe(true);
  });

  describe('refuses bad forms with a 400 and the reason, storing nothing', () => {
    const five = async () =>
      Promise.all(
        Array.from({ length: 5 }, async () => ({ field: 'images', data: await png(64, 64) })),
      );
    const cases: Array<[string, () => Promise<FormData>, string]> = [
      ['a 5th image', async () => form(productFields(), await five()), m.tooManyImages],
      [
        'a 6th feature',
        async () =>
          form(productFields({ features: JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']) }), [
            { field: 'images', data: await png() },
          ]),
        m.tooManyFeatures,
      ],
      [
        'features that are not a JSON array',
        async () => form(productFields({ features: 'Wi-Fi, USB' })),
        m.featuresInvalid,
      ],
      [
        'a negative quantity',
        async () =>
          form(productFields({ quantity: '-1' }), [{ field: 'images', data: await png() }]),
        m.quantityInvalid,
      ],
      [
        'a fractional quantity',
        async () => form(productFields({ quantity: '2.5' })),
        m.quantityInvalid,
      ],
      [
        'a non-numeric price',
        async () => form(productFields({ price: 'abc' }), [{ field: 'images', data: await png() }]),
        m.priceInvalid,
      ],
      ['a negative price', async () => form(productFields({ price: '-10' })), m.priceTooLow],
      ['no price', async () => form(productFields({ price: '' })), m.priceRequired],
      ['a blank name', async () => form(productFields({ name: '   ' })), m.productNameRequired],
      ['no category', async () => form(productFields({ category: '' })), m.categoryRequired],
      [
        'an unknown category',
        async () =>
          form(productFields({ category: '00000000-0000-4000-8000-000000000000' }), [
            { field: 'images', data: await png() },
          ]),
        m.categoryUnknown,
      ],
      [
        'a GST rate outside the rates in force',
        async () => form(productFields({ gstRate: '15' })),
        gstMessages.gstRateInvalid,
      ],
      [
        'an HSN code of 3 digits',
        async () => form(productFields({ hsnCode: '854' })),
        gstMessages.hsnInvalid,
      ],
      [
        'a compare-at price below the price',
        async () => form(productFields({ compareAtPrice: '100' })),
        m.compareAtNotHigher,
      ],
      [
        'a text file named .png',
        async () =>
          form(productFields(), [
            { field: 'images', data: await png() },
            {
              field: 'images',
              data: Buffer.from('not a picture at all'),
              name: 'board.png',
              type: 'image/png',
            },
          ]),
        m.notAnImage,
      ],
      [
        'an image over 10 MB',
        async () =>
          form(productFields(), [
            { field: 'images', data: await png() },
            { field: 'images', data: Buffer.concat([await png(), Buffer.alloc(IMAGE_MAX_BYTES)]) },
          ]),
        m.imageTooLarge,
      ],
      [
        'a file where a text field should be',
        async () => {
          const { name: _name, ...fields } = productFields();
          return form(fields, [{ field: 'name', data: await png() }]);
        },
        formMessages.fileNotExpected,
      ],
      [
        'a text where the images should be',
        async () => form(productFields({ images: 'photo.jpg' })),
        formMessages.fileExpected,
      ],
      [
        'a huge field',
        async () => form(productFields({ description: 'x'.repeat(200_000) })),
        formMessages.fieldTooLong,
      ],
      [
        'a long description',
        async () => form(productFields({ description: 'x'.repeat(5001) })),
        m.descriptionTooLong,
      ],
    ];

    it.each(cases)('%s', async (_what, body, message) => {
      const before = listUploads();
      const total = (await t.client().get('/api/products?limit=1')).headers.get('x-total-count');
      const answer = await send(admin, 'POST', '/api/products', await body());
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(listUploads()).toEqual(before);
      expect((await t.client().get('/api/products?limit=1')).headers.get('x-total-count')).toBe(
        total,
      );
    });
  });

  it('cleans up pictures already stored when the database refuses the write', async () => {
    const existing = await createProduct({ name: 'Test Slug Owner' });
    const before = listUploads();
    // A slug set by hand that another product has: the unique index refuses the insert after
    // the pictures were written.
    const answer = await send(
      admin,
      'POST',
      '/api/products',
      form(productFields({ slug: existing.slug }), [
        { field: 'images', data: await png() },
        { field: 'images', data: await gif() },
      ]),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(m.slugTaken);
    expect(listUploads()).toEqual(before);
  });

  it('refuses an edit that would make 5 pictures, leaving the product and the files as they were', async () => {
    const product = await createProduct({ name: 'Test Crowded Gallery' }, [
      { field: 'images', data: await png() },
      { field: 'images', data: await png() },
      { field: 'images', data: await png() },
    ]);
    const before = listUploads();
    const answer = await send(
      admin,
      'PUT',
      `/api/products/${product._id}`,
      form({}, [
        { field: 'images', data: await png() },
        { field: 'images', data: await gif() },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(m.tooManyImages);
    expect(listUploads()).toEqual(before);
    expect((await t.client().get(`/api/products/${product._id}`)).body).toEqual(product);

    const foreign = await send(
      admin,
      'PUT',
      `/api/products/${product._id}`,
      form({ existingImages: JSON.stringify(['/uploads/products/someone-elses.webp']) }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(m.existingImageUnknown);
  });
});

describe('forms no server should choke on', () => {
  const boundary = '----circuitkart-test-boundary';
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const raw = (text: string) => new TextEncoder().encode(text);

  const bodies: Array<[string, Record<string, string>, string | Uint8Array]> = [
    [
      'a body cut short',
      multipart,
      `--${boundary}\r\nContent-Disposition: form-data; name="CategoryName"\r\n\r\nHalf`,
    ],
    [
      'a file cut short',
      multipart,
      `--${boundary}\r\nContent-Disposition: form-data; name="CategoryName"\r\n\r\nCut\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
        `Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`,
    ],
    ['no boundary', { 'content-type': 'multipart/form-data' }, 'CategoryName=Test'],
    ['garbage', multipart, raw('\u0000\u0001 not multipart at all')],
    [
      'a prototype field name',
      multipart,
      `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${boundary}--\r\n`,
    ],
    [
      'a NUL in a field',
      multipart,
      `--${boundary}\r\nContent-Disposition: form-data; name="CategoryName"\r\n\r\nA\u0000B\r\n--${boundary}--\r\n`,
    ],
    [
      'a field sent twice',
      multipart,
      `--${boundary}\r\nContent-Disposition: form-data; name="CategoryName"\r\n\r\nA\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="CategoryName"\r\n\r\nB\r\n--${boundary}--\r\n`,
    ],
  ];

  it.each(bodies)('%s: a 400, nothing stored', async (_what, headers, body) => {
    const before = listUploads();
    const count = (await categoriesNow()).length;
    const answer = await admin.request('POST', '/api/categories', { headers, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(listUploads()).toEqual(before);
    expect(await categoriesNow()).toHaveLength(count);
  });

  it('answers JSON with a 415, and ignores fields it does not know', async () => {
    const json = await admin.post('/api/categories', { CategoryName: 'Test Json' });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(formMessages.notMultipart);
    const extra = await send<Category>(
      admin,
      'POST',
      '/api/categories',
      form({ CategoryName: 'Test Extra Fields', colour: 'blue', productCount: '99' }),
    );
    expect(extra.status).toBe(201);
    expect(extra.body.productCount).toBe(0);
  });

  it('refuses a body longer than any form could be before reading it, and hangs up', async () => {
    // Over a raw socket: fetch will not send a body shorter than the length it declares.
    const { port } = new URL(t.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /api/categories HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${admin.headers.authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${50 * 1024 * 1024}\r\n\r\n--${boundary}\r\n`,
    );
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain(genericMessages.bodyTooLarge);
  });
});

describe('the API document', () => {
  it('documents every back-office route with its multipart form', async () => {
    const doc = (
      await t.client().get<{
        paths: Record<
          string,
          Record<
            string,
            {
              requestBody?: {
                content: Record<string, { schema: { properties: Record<string, unknown> } }>;
              };
            }
          >
        >;
      }>('/api/openapi.json')
    ).body;
    const body = (p: string, method: string) =>
      doc.paths[p]?.[method]?.requestBody?.content['multipart/form-data']?.schema.properties;
    expect(Object.keys(body('/api/categories', 'post') ?? {})).toEqual(
      expect.arrayContaining(['CategoryName', 'description', 'icon', 'emoji', 'image']),
    );
    expect(Object.keys(body('/api/categories/{id}', 'put') ?? {})).toContain('image');
    expect(Object.keys(body('/api/products', 'post') ?? {})).toEqual(
      expect.arrayContaining([
        'name',
        'price',
        'quantity',
        'category',
        'features',
        'compareAtPrice',
        'hsnCode',
        'gstRate',
        'images',
      ]),
    );
    expect(Object.keys(body('/api/products/{id}', 'put') ?? {})).toContain('existingImages');
    expect(doc.paths['/api/categories/{id}']?.delete).toBeDefined();
    expect(doc.paths['/api/products/{id}']?.delete).toBeDefined();
  });
});
