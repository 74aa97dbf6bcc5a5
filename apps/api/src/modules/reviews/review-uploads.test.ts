/**
 * Uploads under abuse, over real HTTP: whether a review's pictures are wanted is decided from the
 * fields before them, so a refused form's pictures are never read and its connection closes; a
 * customer has at most two uploads received at once and the shop a few (staff's pictures
 * included), beyond which 429 or 503 with Retry-After; a request that stops arriving gets a 408
 * and gives its place back. Raw sockets send the bodies, so a test can say how much of a body had
 * gone when the answer came, and stall or hang up halfway.
 */
import { mkdtempSync, readdirSync, existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '@shop/shared/catalog/schemas';
import { formMessages, genericMessages, uploadMessages } from '@shop/shared/http/errors';
import { feedbackMessages as m } from '@shop/shared/reviews/messages';
import type { Review } from '@shop/shared/reviews/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { deliverOrder, placeOrder } from '../../../test/orders-helpers';
import { startRawUpload } from '../../../test/raw-upload';
import { startTestApp, type TestApp } from '../../../test/test-app';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, pictures: Buffer[] = [], field = 'images'): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const picture of pictures) {
    data.append(field, new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'photo.png');
  }
  return data;
}

/** A shop of its own for each describe: its settings, its catalogue, its staff. */
function shop(env: Record<string, string> = {}) {
  const s = {} as {
    t: TestApp;
    admin: HttpClient;
    catalogue: Product[];
    next: number;
  };
  beforeAll(async () => {
    s.t = await startTestApp({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'circuitkart-review-uploads-')),
      ...env,
    });
    s.admin = await adminClient(s.t);
    s.catalogue = (await s.t.client().get<Product[]>('/api/products')).body;
    s.next = 0;
    for (const product of s.catalogue) {
      await s.t.database.db
        .update(products)
        .set({ quantity: 10_000 })
        .where(eq(products.id, product._id));
    }
  });
  afterAll(async () => {
    await s.t?.close();
  });
  return {
    get t() {
      return s.t;
    },
    get admin() {
      return s.admin;
    },
    /** A product no other test of this shop reviews. */
    freshProduct: () => s.catalogue[s.next++]!,
    /** A customer who has received each of `bought` (an order of it, DELIVERED). */
    async buyerOf(...bought: Product[]) {
      const customer = await signedInCustomer(s.t);
      for (const product of bought) {
        const order = await placeOrder(customer.client, product);
        await deliverOrder(s.admin, order._id);
      }
      return customer;
    },
    postFeedback: (client: HttpClient, body: FormData) =>
      client.request<Review>('POST', '/api/feedback', { body }),
    feedbackOf: (productId: string) => s.t.client().get<Review[]>(`/api/feedback/${productId}`),
    /** Every file under the reviews' uploads. */
    reviewUploads(): string[] {
      const dir = path.join(s.t.config.uploadsDir, 'reviews');
      return existsSync(dir) ? readdirSync(dir).sort() : [];
    },
  };
}

const MB = 1024 * 1024;
const signedIn = (client: HttpClient) => ({ cookie: client.cookieHeader() });

describe('a customer’s review uploads', () => {
  const a = shop();

  it('refuses a non-buyer’s 40 MB of pictures from the fields before them, without reading the pictures, and hangs up without a reset', async () => {
    const product = a.freshProduct();
    const stranger = await signedInCustomer(a.t);
    const upload = startRawUpload(a.t.url, {
      path: '/api/feedback',
      headers: signedIn(stranger.client),
      fields: { productId: product._id, rating: '5', feedback: 'Sent to fill the memory' },
      fileBytes: 40 * MB,
    });
    await upload.sendUntilAnswered();
    expect(await upload.closed).toMatchObject({
      status: 403,
      headers: { connection: 'close' },
      body: { message: m.notReceived, code: 'FORBIDDEN' },
    });
    // The answer came while most of the body was still to come: the server never took it in
    // (what the client did send sits in the sockets' buffers).
    expect(upload.written()).toBeLessThan(upload.length / 2);
    // What was still arriving was thrown away while the close lingered, instead of being left
    // unread and reset: a client still sending reads the answer.
    expect(upload.wasReset()).toBe(false);
    expect(a.t.app.uploadSlots.inUse).toBe(0);
  });

  it('refuses a second review’s pictures before reading them', async () => {
    const product = a.freshProduct();
    const buyer = await a.buyerOf(product);
    expect(
      (await a.postFeedback(buyer.client, form({ productId: product._id, rating: '5' }))).status,
    ).toBe(201);
    const upload = startRawUpload(a.t.url, {
      path: '/api/feedback',
      headers: signedIn(buyer.client),
      fields: { productId: product._id, rating: '1' },
      fileBytes: 40 * MB,
    });
    await upload.sendUntilAnswered();
    expect(await upload.closed).toMatchObject({
      status: 409,
      body: { message: m.alreadyReviewed },
    });
    expect(upload.written()).toBeLessThan(upload.length / 2);
  });

  it('refuses a form whose pictures come before its fields, before reading the pictures', async () => {
    const product = a.freshProduct();
    const buyer = await a.buyerOf(product);
    const before = a.reviewUploads();
    const upload = startRawUpload(a.t.url, {
      path: '/api/feedback',
      headers: signedIn(buyer.client),
      fields: { productId: product._id, rating: '5' },
      fieldsAfterFile: true,
      fileBytes: 40 * MB,
    });
    await upload.sendUntilAnswered();
    const answer = await upload.closed;
    expect(answer).toMatchObject({
      status: 400,
      body: { message: formMessages.fieldsBeforeFiles, code: 'VALIDATION_FAILED' },
    });
    expect(answer?.body?.details).toMatchObject({
      _: [formMessages.fieldsBeforeFiles],
      productId: [m.productRequired],
    });
    expect(upload.written()).toBeLessThan(upload.length / 2);
    expect(a.reviewUploads()).toEqual(before);
    expect((await a.feedbackOf(product._id)).body).toEqual([]);
  });

  it('receives two of a customer’s uploads at once, refuses a third with 429 and Retry-After, and takes it once they are over', async () => {
    const [first, second, third] = [a.freshProduct(), a.freshProduct(), a.freshProduct()];
    const buyer = await a.buyerOf(first!, second!, third!);
    const stalled = [first!, second!].map((product) =>
      startRawUpload(a.t.url, {
        path: '/api/feedback',
        headers: signedIn(buyer.client),
        fields: { productId: product._id, rating: '5' },
        fileBytes: MB,
      }),
    );
    await Promise.all(stalled.map((upload) => upload.send(1024)));
    await vi.waitFor(() => expect(a.t.app.uploadSlots.inUse).toBe(2), { timeout: 10_000 });

    const refused = await a.postFeedback(
      buyer.client,
      form({ productId: third!._id, rating: '4' }, [await png()]),
    );
    expect(refused).toMatchObject({
      status: 429,
      body: { message: uploadMessages.customerBusy, code: 'RATE_LIMITED' },
    });
    expect(refused.headers.get('retry-after')).toBe('5');
    // Another customer is not held back by this one's uploads.
    const other = await a.buyerOf(third!);
    const othersReview = await a.postFeedback(
      other.client,
      form({ productId: third!._id, rating: '3' }, [await png()]),
    );
    expect(othersReview.status).toBe(201);

    // Uploads given up give their places back.
    for (const upload of stalled) upload.abort();
    await vi.waitFor(() => expect(a.t.app.uploadSlots.inUse).toBe(0), { timeout: 10_000 });
    const taken = await a.postFeedback(
      buyer.client,
      form({ productId: third!._id, rating: '4' }, [await png()]),
    );
    expect(taken.status).toBe(201);
    expect((await a.feedbackOf(first!._id)).body).toEqual([]);
    expect((await a.feedbackOf(second!._id)).body).toEqual([]);
  });
});

describe('the shop’s bound on uploads at once', () => {
  const b = shop({ UPLOADS_AT_ONCE: '1' });

  it('refuses customers’ and staff’s pictures with 503 and Retry-After while the one place is taken, and takes them once it is free', async () => {
    const product = b.freshProduct();
    const buyer = await b.buyerOf(product);
    // Staff's own upload takes the one place, and stalls.
    const held = startRawUpload(b.t.url, {
      path: '/api/categories',
      headers: { authorization: b.admin.headers.authorization! },
      fields: { CategoryName: 'Held Upload' },
      fileField: 'image',
      fileBytes: MB,
    });
    await held.send(1024);
    await vi.waitFor(() => expect(b.t.app.uploadSlots.inUse).toBe(1), { timeout: 10_000 });

    const busy = { message: uploadMessages.shopBusy, code: 'BUSY' };
    const review = await b.postFeedback(
      buyer.client,
      form({ productId: product._id, rating: '5' }, [await png()]),
    );
    expect(review).toMatchObject({ status: 503, body: busy });
    expect(review.headers.get('retry-after')).toBe('5');
    const category = await b.admin.request('POST', '/api/categories', {
      body: form({ CategoryName: 'Busy Upload' }, [await png()], 'image'),
    });
    expect(category).toMatchObject({ status: 503, body: busy });
    // A form without pictures needs no place.
    const plain = await b.admin.request('POST', '/api/categories', {
      body: form({ CategoryName: 'Plain Category' }),
    });
    expect(plain.status).toBe(201);

    // The held upload arrives whole (zeros, no picture), is answered, and frees the place.
    await held.finish();
    expect(await held.closed).toMatchObject({ status: 400 });
    await vi.waitFor(() => expect(b.t.app.uploadSlots.inUse).toBe(0), { timeout: 10_000 });
    const taken = await b.postFeedback(
      buyer.client,
      form({ productId: product._id, rating: '5' }, [await png()]),
    );
    expect(taken.status).toBe(201);
  });
});

describe('the request timeout', () => {
  const c = shop({ REQUEST_TIMEOUT_SECONDS: '1' });

  it('answers 408 with the API’s message to an upload that stops arriving, and gives its place back', async () => {
    const held = startRawUpload(c.t.url, {
      path: '/api/categories',
      headers: { authorization: c.admin.headers.authorization! },
      fields: { CategoryName: 'Stalled Upload' },
      fileField: 'image',
      fileBytes: MB,
    });
    await held.send(1024);
    expect(await held.closed).toMatchObject({
      status: 408,
      headers: { connection: 'close' },
      body: { message: genericMessages.requestTimeout, code: 'REQUEST_TIMEOUT' },
    });
    await vi.waitFor(() => expect(c.t.app.uploadSlots.inUse).toBe(0), { timeout: 10_000 });
    // Nothing of it was kept.
    const names = (await c.t.client().get<{ CategoryName: string }[]>('/api/categories')).body.map(
      (category) => category.CategoryName,
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('Stalled Upload');
  });

  it('answers 408 to headers that never end', async () => {
    const { port } = new URL(c.t.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      message: genericMessages.requestTimeout,
      code: 'REQUEST_TIMEOUT',
      requestId: expect.any(String),
    });
  });
});
