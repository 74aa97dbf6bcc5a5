/**
 * The shop on an S3-compatible bucket (s3rver on loopback), as two instances on two machines
 * would run it: each with a data folder of its own, one database and one bucket. A picture an
 * administrator uploads through one is served by the other; the seed's drawings and the share
 * pictures live in the bucket too; an issued invoice is stored under the bucket's private prefix
 * and read back by the other instance; and nothing lands on either machine's disk.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '@shop/shared/catalog/schemas';
import { imageVariantUrl } from '@shop/shared/catalog/uploads';
import { genericMessages } from '@shop/shared/http/errors';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInCustomer } from '../../test/accounts-helpers';
import { stockUp } from '../../test/catalog-helpers';
import { downloadBytes } from '../../test/documents-helpers';
import { HttpClient } from '../../test/http-client';
import { placeOrder, shipment } from '../../test/orders-helpers';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { startAnotherInstance, startTestApp, type TestApp } from '../../test/test-app';
import { invoices } from '../db/schema/index';
import { seedCategories, seedProducts } from '../db/seed/catalog-data';
import { seedCatalog } from '../db/seed/seed-catalog';

let s3: S3TestServer;
let bucket: string;
let t: TestApp;
let other: Awaited<ReturnType<typeof startAnotherInstance>>;
let admin: HttpClient;

/** A data folder of its own for each instance, as on two machines. */
const ownDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'shop-on-s3-'));

beforeAll(async () => {
  s3 = await startS3Server();
  const created = await s3.newBucket();
  bucket = created.name;
  t = await startTestApp({ ...created.env, DATA_DIR: ownDataDir() });
  const dataDir = ownDataDir();
  other = await startAnotherInstance(t, {
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    documentsDir: path.join(dataDir, 'documents'),
  });
  admin = await adminClient(t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await s3?.close();
});

/** Every file either instance keeps in its own data folder, but its database's. */
function filesOnDisk(): string[] {
  return [t.config.dataDir, other.app.config.dataDir].flatMap((dir) =>
    (readdirSync(dir, { recursive: true }) as string[]).filter(
      (entry) => /\.(webp|jpg|svg|pdf)$/.test(entry) && !entry.startsWith('pglite'),
    ),
  );
}

const fetchFrom = (base: string, url: string, init?: RequestInit) => fetch(base + url, init);

async function uploadProduct(): Promise<Product> {
  const categories = (await t.client().get<Array<{ _id: string }>>('/api/categories')).body;
  const picture = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Bucket-Backed Sensor Board',
    description: 'A board whose picture lives in object storage.',
    price: '499',
    quantity: '10',
    category: categories[0]!._id,
    status: 'ACTIVE',
  }))
    form.append(name, value);
  form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'board.jpg');
  const answer = await admin.request<Product>('POST', '/api/products', { body: form });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('pictures in the bucket', () => {
  it("are uploaded through one instance and served by the other, with the picture's type, a year's cache and revalidation", async () => {
    const product = await uploadProduct();
    const url = product.imageUrls[0]!;
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
    const key = `uploads/${url.slice('/uploads/'.length)}`;
    const stored = await s3.object(bucket, key);
    expect(stored.contentType).toBe('image/webp');
    expect(stored.cacheControl).toBe('public, max-age=31536000, immutable');

    const served = await fetchFrom(other.url, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(stored.bytes)).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(800);

    // The browser asks again with the ETag it was given: 304, no bytes.
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetchFrom(other.url, url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    // Another ETag, a list or a weak one: the whole picture.
    for (const sent of ['"0123456789abcdef0123456789abcdef"', `${etag}, "x"`, `W/${etag}`]) {
      const whole = await fetchFrom(other.url, url, { headers: { 'if-none-match': sent } });
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(stored.bytes)).toBe(true);
    }

    // The smaller width beside it, and HEAD without the body.
    const small = await fetchFrom(other.url, imageVariantUrl(url, 400));
    expect(small.status).toBe(200);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(400);
    const head = await fetchFrom(other.url, url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(head.headers.get('content-length')).toBe(String(stored.bytes.length));
    expect(head.headers.get('etag')).toBe(etag);

    // Its share picture was made at upload, into the bucket, and is a JPEG for link previews.
    const sharePicture = url
      .replace('/uploads/products/', '/uploads/share/products-')
      .replace(/\.webp$/, '.jpg');
    const share = await fetchFrom(other.url, sharePicture);
    expect(share.status).toBe(200);
    expect(share.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await share.arrayBuffer())).metadata()).format).toBe('jpeg');

    expect(filesOnDisk()).toEqual([]);
  });

  it('are deleted from the bucket with their product', async () => {
    const product = await uploadProduct();
    const name = product.imageUrls[0]!.slice('/uploads/products/'.length, -'.webp'.length);
    expect(await s3.keys(bucket, `uploads/products/${name}`)).toHaveLength(2);
    expect((await admin.delete(`/api/products/${product._id}`)).status).toBe(200);
    expect(await s3.keys(bucket, `uploads/products/${name}`)).toEqual([]);
    expect(await s3.keys(bucket, `uploads/share/products-${name}`)).toEqual([]);
    expect((await fetchFrom(other.url, product.imageUrls[0]!)).status).toBe(404);
  });

  it("hold the seed's drawings, put by the seeder, served as SVG that runs nothing and kept a week", async () => {
    // The seeded catalogue's rows exist already; the seeder puts back what the bucket lacks.
    await seedCatalog(t.database.db, t.app.storage.uploads);
    const drawings = await s3.keys(bucket, 'uploads/');
    for (const p of seedProducts) expect(drawings).toContain(`uploads/products/${p.image}`);
    for (const c of seedCategories) expect(drawings).toContain(`uploads/categories/${c.image}`);

    const drawing = await fetchFrom(other.url, `/uploads/products/${seedProducts[0]!.image}`);
    expect(drawing.status).toBe(200);
    expect(drawing.headers.get('content-type')).toBe('image/svg+xml');
    expect(drawing.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(drawing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(drawing.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(await drawing.text()).toContain('<svg');
    expect(filesOnDisk()).toEqual([]);
  });

  it.each([
    '/uploads/products/00000000-0000-4000-8000-000000000000.webp',
    '/uploads/products',
    '/uploads/%2E%2E/documents/invoices/a/b.pdf',
    '/uploads/Products/A.webp',
  ])('answer 404 for %s, which is no picture of the shop', async (url) => {
    const answer = await fetchFrom(other.url, url);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      message: genericMessages.notFound,
      code: 'NOT_FOUND',
      requestId: answer.headers.get('x-request-id'),
    });
  });
});

describe('a bucket that does not answer', () => {
  it('makes a picture a 503 to try again, never a 404 to keep', async () => {
    const dataDir = ownDataDir();
    const stranded = await startAnotherInstance(t, {
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      documentsDir: path.join(dataDir, 'documents'),
      storage: { ...t.config.storage, bucket: 'no-such-bucket' } as typeof t.config.storage,
    });
    try {
      const answer = await fetch(`${stranded.url}/uploads/products/missing.webp`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(((await answer.json()) as { code: string }).code).toBe('BUSY');
    } finally {
      await stranded.close();
    }
  });
});

describe('issued documents in the bucket', () => {
  it('are stored under its private prefix and read back by the other instance, as issued', async () => {
    const [first] = (await t.client().get<Product[]>('/api/products?limit=1')).body;
    await stockUp(t, first!._id);
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, first!);
    const confirmed = await client.patch(`/api/orders/${order._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });
    expect(confirmed.status).toBe(200);
    const shipped = await admin.patch(`/api/orders/${order._id}/status`, {
      status: 'SHIPPED',
      ...shipment(),
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    // The SHIPPED e-mail draws the invoice and stores it, after the commit, on whichever instance
    // claims the job first: this one when its kick comes first, the other when its poll does.
    await t.app.settled();
    await other.app.settled();

    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order._id));
    const key = `documents/invoices/${invoice!.id}/${invoice!.pdfSha256}.pdf`;
    expect(await s3.keys(bucket, `documents/invoices/${invoice!.id}/`)).toEqual([key]);
    const stored = await s3.object(bucket, key);
    expect(stored.contentType).toBe('application/pdf');
    expect(stored.cacheControl).toBe('private, no-store');

    // The customer's session works on the other instance, which reads the stored bytes.
    const there = new HttpClient(other.url);
    for (const [name, value] of client.cookies) there.cookies.set(name, value);
    const downloaded = await downloadBytes(other.url, there, `/api/orders/${order._id}/invoice`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.type).toBe('application/pdf');
    expect(downloaded.bytes.equals(stored.bytes)).toBe(true);
    expect(createHash('sha256').update(downloaded.bytes).digest('hex')).toBe(invoice!.pdfSha256);

    // Never served as a picture, whatever the path tries.
    const asUpload = await fetchFrom(
      other.url,
      `/uploads/invoices/${invoice!.id}/${invoice!.pdfSha256}.pdf`,
    );
    expect(asUpload.status).toBe(404);
    expect(filesOnDisk()).toEqual([]);
  });
});
