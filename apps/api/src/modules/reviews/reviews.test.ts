/**
 * Reviews over HTTP: a verified purchase only (the product in one of the customer's DELIVERED
 * orders), once per customer and product even under parallel requests, pictures checked by their
 * content with nothing left on disk by a refused form, the rating counted into the product's
 * answers (cached ones too), the back office's list and reply, the rate limit, and the product
 * room's live events.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Product } from '@shop/shared/catalog/schemas';
import { IMAGE_MAX_BYTES } from '@shop/shared/catalog/uploads';
import { formMessages } from '@shop/shared/http/errors';
import { realtimeEvents, realtimeRequests } from '@shop/shared/realtime/events';
import { feedbackMessages as m } from '@shop/shared/reviews/messages';
import type { AdminReview, Review, StaffReview } from '@shop/shared/reviews/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { deliverOrder, placeOrder, statusBody } from '../../../test/orders-helpers';
import { SocketPool } from '../../../test/sockets';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: HttpClient;
let catalogue: Product[];
let uploadsDir: string;
const sockets = new SocketPool();

beforeAll(async () => {
  // Uploads of its own, so "no file left behind" sees only this file's uploads.
  t = await startTestApp({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'circuitkart-reviews-')) });
  uploadsDir = t.config.uploadsDir;
  admin = await adminClient(t);
  catalogue = (await t.client().get<Product[]>('/api/products')).body;
  // Plenty of stock, so every test can order what it likes.
  for (const product of catalogue) {
    await t.database.db
      .update(products)
      .set({ quantity: 10_000 })
      .where(eq(products.id, product._id));
  }
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

let nextProduct = 0;
/** A product no other test reviews. */
const freshProduct = () => catalogue[nextProduct++]!;

const png = (width = 320, height = 240) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } })
    .png()
    .toBuffer();

/**
 * A greyscale PNG of `width` × `height` made by hand, so its size costs nothing to make: every
 * pixel black, compressed to almost nothing. With `withPixels` false it is only the header of
 * one, as a decompression bomb declares its size before the data that would fill it.
 */
function blackPng(width: number, height: number, withPixels = true): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  // Each row: its filter byte, then one byte a pixel.
  const pixels = withPixels
    ? zlib.deflateSync(Buffer.alloc((width + 1) * height))
    : zlib.deflateSync(Buffer.alloc(width + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type FilePart = { data: Buffer; name?: string; type?: string; field?: string };

function form(fields: Record<string, string>, files: FilePart[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) {
    data.append(
      file.field ?? 'images',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name ?? 'photo.png',
    );
  }
  return data;
}

const postFeedback = (client: HttpClient, body: FormData) =>
  client.request<Review>('POST', '/api/feedback', { body });

const feedbackOf = (productId: string) => t.client().get<Review[]>(`/api/feedback/${productId}`);

/** Every file under the reviews' uploads, relative to the uploads directory. */
function reviewUploads(): string[] {
  const dir = path.join(uploadsDir, 'reviews');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => `reviews/${name}`)
    .sort();
}

/** A customer who has received `product` (an order of it, DELIVERED). */
async function buyerOf(...bought: Product[]) {
  return namedBuyerOf({}, ...bought);
}

async function namedBuyerOf(name: { firstName?: string; lastName?: string }, ...bought: Product[]) {
  const customer = await signedInCustomer(t, name);
  for (const product of bought) {
    const order = await placeOrder(customer.client, product);
    await deliverOrder(admin, order._id);
  }
  return customer;
}

describe('POST /api/feedback', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    const answer = await postFeedback(
      t.client(),
      form({ productId: catalogue[0]!._id, rating: '5', feedback: 'Nice' }),
    );
    expect(answer.status).toBe(401);
  });

  it('answers 403 with the reason when none of the customer’s delivered orders holds the product', async () => {
    const product = freshProduct();
    const stranger = await signedInCustomer(t);
    const notBought = await postFeedback(
      stranger.client,
      form({ productId: product._id, rating: '4' }, [{ data: await png() }]),
    );
    expect(notBought).toMatchObject({ status: 403, body: { message: m.notReceived } });
    // Refused before any picture is looked at: what is not a picture does not change the answer.
    const notBoughtJunk = await postFeedback(
      stranger.client,
      form({ productId: product._id, rating: '4' }, [
        { data: Buffer.from('not a picture at all'), name: 'photo.png' },
      ]),
    );
    expect(notBoughtJunk).toMatchObject({ status: 403, body: { message: m.notReceived } });

    // Ordered and shipped, but not delivered yet.
    const waiting = await signedInCustomer(t);
    const order = await placeOrder(waiting.client, product);
    for (const status of ['PROCESSING', 'SHIPPED']) {
      await admin.patch(`/api/orders/${order._id}/status`, statusBody(status));
    }
    const shipped = await postFeedback(
      waiting.client,
      form({ productId: product._id, rating: '4' }),
    );
    expect(shipped).toMatchObject({ status: 403, body: { message: m.notReceived } });
    expect((await feedbackOf(product._id)).body).toEqual([]);
    expect(reviewUploads()).toEqual([]);
  });

  it('stores a delivered product’s review with its pictures and lists it newest first', async () => {
    const product = freshProduct();
    const first = await buyerOf(product);
    const second = await buyerOf(product);

    const before = reviewUploads();
    const created = await postFeedback(
      first.client,
      form({ productId: product._id, rating: '4', feedback: '  Works with 3.3 V logic.  ' }, [
        { data: await png() },
        { data: await png(1200, 900), name: 'board.jpg', type: 'image/jpeg' },
      ]),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      productId: product._id,
      authorName: 'Ravi T.',
      feedback: 'Works with 3.3 V logic.',
      rating: 4,
      reply: null,
      repliedAt: null,
    });
    expect(created.body.images).toHaveLength(2);
    for (const url of created.body.images) {
      expect(url).toMatch(/^\/uploads\/reviews\/[0-9a-f-]{36}\.webp$/);
      const stored = await sharp(path.join(uploadsDir, url.replace('/uploads/', ''))).metadata();
      expect(stored.format).toBe('webp');
    }
    // Two sizes of each picture.
    expect(reviewUploads().length - before.length).toBe(4);

    // Text only, the rating given; text that looks like markup stays text.
    const later = await postFeedback(
      second.client,
      form({ productId: product._id, rating: '1', feedback: '<b>Dead on arrival</b>' }),
    );
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ feedback: '<b>Dead on arrival</b>', images: [] });

    const listed = await feedbackOf(product._id);
    expect(listed.status).toBe(200);
    expect(listed.body.map((review) => review._id)).toEqual([later.body._id, created.body._id]);
    expect(listed.body[1]).toEqual(created.body);
  });

  it('deletes a deleted product’s reviews and their pictures', async () => {
    const product = freshProduct();
    const buyer = await buyerOf(product);
    const before = reviewUploads();
    const created = await postFeedback(
      buyer.client,
      form({ productId: product._id, rating: '5', feedback: 'Solid board.' }, [
        { data: await png() },
      ]),
    );
    expect(created.status).toBe(201);
    expect(reviewUploads().length - before.length).toBe(2);

    const deleted = await admin.delete(`/api/products/${product._id}`);
    expect(deleted.status).toBe(200);
    expect(reviewUploads()).toEqual(before);
    expect((await feedbackOf(product._id)).body).toEqual([]);
    // The customer's order still shows what was bought.
    const [order] = (
      await buyer.client.get<Array<{ orderItems: Array<{ name: string }> }>>('/api/orders')
    ).body;
    expect(order!.orderItems[0]!.name).toBe(product.name);
  });

  it('counts the rating into the product’s answers, cached ones included', async () => {
    const product = freshProduct();
    const [a, b] = [await buyerOf(product), await buyerOf(product)];
    const card = async () =>
      (await t.client().get<Product[]>('/api/products')).body.find((p) => p._id === product._id)!;
    // Read once so the catalogue answers are cached before the reviews.
    expect(await card()).toMatchObject({ averageRating: null, reviewCount: 0 });
    const detail = await t.client().get<Product>(`/api/products/${product._id}`);
    expect(detail.body).toMatchObject({ averageRating: null, reviewCount: 0 });

    await postFeedback(a.client, form({ productId: product._id, rating: '5' }));
    expect(await card()).toMatchObject({ averageRating: 5, reviewCount: 1 });
    await postFeedback(b.client, form({ productId: product._id, rating: '4' }));
    expect(await card()).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
    const again = await t.client().get<Product>(`/api/products/${product._id}`);
    expect(again.body).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
  });

  it('takes one review per customer and product, even from parallel requests', async () => {
    const product = freshProduct();
    // Two delivered orders of the product: still one review.
    const buyer = await buyerOf(product, product);
    const before = reviewUploads();
    // Two at once: as many of a customer's uploads as the shop receives at once.
    const answers = await Promise.all(
      Array.from({ length: 2 }, async (_, i) =>
        postFeedback(
          buyer.client,
          form({ productId: product._id, rating: String(3 + i) }, [{ data: await png() }]),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ message: m.alreadyReviewed });
    }
    const rows = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, product._id));
    expect(rows).toHaveLength(1);
    // Only the winner's picture stays on disk.
    const added = reviewUploads().filter((file) => !before.includes(file));
    expect(added).toHaveLength(2);
    expect(added.some((file) => `/uploads/${file}` === rows[0]!.imageUrls[0])).toBe(true);
    const counted = await t.client().get<Product>(`/api/products/${product._id}`);
    expect(counted.body.reviewCount).toBe(1);

    const later = await postFeedback(buyer.client, form({ productId: product._id, rating: '2' }));
    expect(later).toMatchObject({ status: 409, body: { message: m.alreadyReviewed } });
  });

  describe('refuses a bad form with a 400 naming the field, storing nothing', () => {
    let buyer: Awaited<ReturnType<typeof buyerOf>>;
    let product: Product;
    beforeAll(async () => {
      product = freshProduct();
      buyer = await buyerOf(product);
    });
    const fields = (overrides: Record<string, string> = {}) => ({
      productId: product._id,
      rating: '5',
      feedback: 'Good',
      ...overrides,
    });
    const cases: Array<[string, () => Promise<FormData>, string, string]> = [
      ['a rating of 0', async () => form(fields({ rating: '0' })), 'rating', m.ratingInvalid],
      ['a rating of 6', async () => form(fields({ rating: '6' })), 'rating', m.ratingInvalid],
      ['a rating of 4.5', async () => form(fields({ rating: '4.5' })), 'rating', m.ratingInvalid],
      [
        'a rating that is no number',
        async () => form(fields({ rating: 'five' })),
        'rating',
        m.ratingInvalid,
      ],
      [
        'no rating',
        async () => {
          const { rating: _rating, ...rest } = fields();
          return form(rest);
        },
        'rating',
        m.ratingInvalid,
      ],
      [
        'a product id that is no id',
        async () => form(fields({ productId: 'arduino-uno' })),
        'productId',
        m.productInvalid,
      ],
      [
        'feedback over 2000 characters',
        async () => form(fields({ feedback: 'x'.repeat(2001) })),
        'feedback',
        m.feedbackTooLong,
      ],
      [
        'a 5th image',
        async () =>
          form(
            fields(),
            await Promise.all([1, 2, 3, 4, 5].map(async () => ({ data: await png(64, 64) }))),
          ),
        'images',
        m.tooManyImages,
      ],
      [
        'a text file named .png beside a picture',
        async () =>
          form(fields(), [{ data: await png() }, { data: Buffer.from('not a picture at all') }]),
        'images',
        m.notAnImage,
      ],
      [
        'an SVG',
        async () =>
          form(fields(), [
            {
              data: Buffer.from(
                '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
              ),
              name: 'x.svg',
              type: 'image/svg+xml',
            },
          ]),
        'images',
        m.notAnImage,
      ],
      [
        'an image over 10 MB',
        async () =>
          form(fields(), [
            { data: await png() },
            { data: Buffer.concat([await png(), Buffer.alloc(IMAGE_MAX_BYTES)]) },
          ]),
        'images',
        m.imageTooLarge,
      ],
      [
        'a picture of 25 megapixels',
        async () => form(fields(), [{ data: blackPng(5000, 5000) }]),
        'images',
        m.imageTooManyPixels,
      ],
      [
        'a file of a few bytes declaring 10 gigapixels',
        async () => form(fields(), [{ data: blackPng(100_000, 100_000, false) }]),
        'images',
        m.imageTooManyPixels,
      ],
      [
        'text where the images go',
        async () => form(fields({ images: 'photo.jpg' })),
        'images',
        formMessages.fileExpected,
      ],
    ];
    it.each(cases)('%s', async (_name, body, field, message) => {
      const before = reviewUploads();
      const answer = await postFeedback(buyer.client, await body());
      expect(answer).toMatchObject({
        status: 400,
        body: { message, details: { [field]: [message] } },
      });
      expect(reviewUploads()).toEqual(before);
      expect((await feedbackOf(product._id)).body).toEqual([]);
    });

    it('answers 415 to a JSON body', async () => {
      const answer = await buyer.client.post('/api/feedback', fields());
      expect(answer.status).toBe(415);
      expect((await feedbackOf(product._id)).body).toEqual([]);
    });
  });
});

describe('GET /api/feedback/{productId}', () => {
  it('answers an empty list for a product without reviews and for an id that is no product', async () => {
    expect((await feedbackOf(catalogue.at(-1)!._id)).body).toEqual([]);
    expect(await feedbackOf('not-a-product')).toMatchObject({ status: 200, body: [] });
  });
});

describe('the back office’s reviews', () => {
  it('lists every review newest first with its product, filters the unanswered, and pages', async () => {
    const [p1, p2] = [freshProduct(), freshProduct()];
    const buyer = await buyerOf(p1, p2);
    const older = (await postFeedback(buyer.client, form({ productId: p1._id, rating: '3' }))).body;
    const newer = (await postFeedback(buyer.client, form({ productId: p2._id, rating: '5' }))).body;

    const all = await admin.get<AdminReview[]>('/api/admin/feedback');
    expect(all.status).toBe(200);
    expect(all.body.slice(0, 2).map((r) => r._id)).toEqual([newer._id, older._id]);
    expect(all.body[0]).toMatchObject({ productName: p2.name, userEmail: buyer.user.email });
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBe(all.body.length);

    const second = await admin.get<AdminReview[]>('/api/admin/feedback?limit=1&page=2');
    expect(second.body.map((r) => r._id)).toEqual([older._id]);
    expect(second.headers.get('link')).toContain('rel="next"');

    const replied = await admin.post<StaffReview>(`/api/feedback/${older._id}/reply`, {
      reply: '  Thank you! <i>Glad</i> it works.  ',
    });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({
      _id: older._id,
      reply: 'Thank you! <i>Glad</i> it works.',
      userEmail: buyer.user.email,
    });
    expect(replied.body.repliedAt).not.toBeNull();
    const {
      userId: _userId,
      userEmail: _userEmail,
      hidden: _hidden,
      ...publicReply
    } = replied.body;
    expect((await feedbackOf(p1._id)).body[0]).toEqual(publicReply);

    const unanswered = await admin.get<AdminReview[]>('/api/admin/feedback?unanswered=true');
    const ids = unanswered.body.map((r) => r._id);
    expect(ids).toContain(newer._id);
    expect(ids).not.toContain(older._id);
    expect(unanswered.body.every((r) => r.reply === null)).toBe(true);
    expect(Number(unanswered.headers.get('x-total-count'))).toBe(total - 1);

    // A second reply replaces the first.
    const edited = await admin.post<Review>(`/api/feedback/${older._id}/reply`, {
      reply: 'Updated',
    });
    expect(edited.body.reply).toBe('Updated');
  });

  it('e-mails the reviewer the reply once per text, with the product and a link to it', async () => {
    const product = freshProduct();
    const buyer = await buyerOf(product);
    const review = (
      await postFeedback(
        buyer.client,
        form({ productId: product._id, rating: '2', feedback: 'The pins came bent.' }),
      )
    ).body;
    const to = buyer.user.email.toLowerCase();
    const repliesTo = () =>
      t.inbox.messages.filter(
        (mail) => mail.to.includes(to) && /a reply to your review/.test(mail.subject),
      );
    const url = `/api/feedback/${review._id}/reply`;

    expect((await admin.post(url, { reply: 'Sorry! We are sending a new one.' })).status).toBe(200);
    await t.inbox.until(() => repliesTo().length === 1);
    const [mail] = repliesTo();
    expect(mail!.body).toContain(product.name);
    expect(mail!.body).toContain('The pins came bent.');
    expect(mail!.body).toContain('Sorry! We are sending a new one.');
    expect(mail!.body).toContain(`/product/${product._id}`);

    // The same text again (a double click, a second save) changes nothing and sends nothing.
    const [again] = await Promise.all([
      admin.post(url, { reply: 'Sorry! We are sending a new one.' }),
      admin.post(url, { reply: 'Sorry! We are sending a new one.' }),
    ]);
    expect(again.status).toBe(200);
    // An edited reply is news: one more e-mail, which also shows nothing else was sent before it.
    expect((await admin.post(url, { reply: 'The new one left today.' })).status).toBe(200);
    await t.inbox.until(() => repliesTo().length >= 2);
    expect(repliesTo().map((m) => m.body.includes('The new one left today.'))).toEqual([
      false,
      true,
    ]);
  });

  it('refuses a blank reply, an unknown review, customers and visitors', async () => {
    const product = freshProduct();
    const buyer = await buyerOf(product);
    const review = (await postFeedback(buyer.client, form({ productId: product._id, rating: '4' })))
      .body;
    const url = `/api/feedback/${review._id}/reply`;
    expect(await admin.post(url, { reply: '   ' })).toMatchObject({
      status: 400,
      body: { details: { reply: [m.replyRequired] } },
    });
    expect(await admin.post(url, { reply: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { details: { reply: [m.replyTooLong] } },
    });
    expect(
      await admin.post('/api/feedback/00000000-0000-4000-8000-000000000000/reply', { reply: 'Hi' }),
    ).toMatchObject({ status: 404, body: { message: m.reviewNotFound } });
    expect((await buyer.client.post(url, { reply: 'I reply to myself' })).status).toBe(403);
    expect((await t.client().post(url, { reply: 'Anyone' })).status).toBe(401);
    expect((await buyer.client.get('/api/admin/feedback')).status).toBe(403);
    expect((await feedbackOf(product._id)).body[0]!.reply).toBeNull();
  });
});

describe('live reviews on the product page', () => {
  const watch = async (productId?: string): Promise<{ socket: Socket; heard: string[] }> => {
    const { socket } = await sockets.open(t.url);
    const heard: string[] = [];
    socket.on(realtimeEvents.feedbackAdded, (review: Review) => heard.push(`added ${review._id}`));
    socket.on(realtimeEvents.feedbackReplied, (review: Review) =>
      heard.push(`replied ${review._id}`),
    );
    if (productId) {
      expect(await socket.emitWithAck(realtimeRequests.watchProduct, productId)).toEqual({
        watching: true,
      });
    }
    return { socket, heard };
  };

  it('sends feedbackAdded and feedbackReplied after the commit, to that product’s room only', async () => {
    const product = freshProduct();
    const other = freshProduct();
    const buyer = await buyerOf(product);
    const page = await watch(product._id);
    const otherPage = await watch(other._id);
    const elsewhere = await watch();

    // When the event arrives, the review is already there for anyone to read.
    const added = new Promise<{ review: Review; listed: Review[] }>((resolve) =>
      page.socket.once(realtimeEvents.feedbackAdded, async (review: Review) =>
        resolve({ review, listed: (await feedbackOf(product._id)).body }),
      ),
    );
    const created = await postFeedback(
      buyer.client,
      form({ productId: product._id, rating: '5', feedback: 'Live!' }, [{ data: await png() }]),
    );
    expect(created.status).toBe(201);
    const heardAdded = await added;
    expect(heardAdded.review).toEqual(created.body);
    expect(heardAdded.listed.map((r) => r._id)).toContain(created.body._id);

    const replied = new Promise<Review>((resolve) =>
      page.socket.once(realtimeEvents.feedbackReplied, resolve),
    );
    const answer = await admin.post<Review>(`/api/feedback/${created.body._id}/reply`, {
      reply: 'Thanks',
    });
    expect(await replied).toEqual({
      ...created.body,
      reply: 'Thanks',
      repliedAt: answer.body.repliedAt,
    });

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.heard).toEqual([`added ${created.body._id}`, `replied ${created.body._id}`]);
    expect(otherPage.heard).toEqual([]);
    expect(elsewhere.heard).toEqual([]);

    // A page that leaves hears no more.
    await page.socket.emitWithAck(realtimeRequests.unwatchProduct, product._id);
    await admin.post(`/api/feedback/${created.body._id}/reply`, { reply: 'Thanks again' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.heard).toHaveLength(2);
  });

  it('refuses to watch what is no product id', async () => {
    const { socket } = await sockets.open(t.url);
    expect(await socket.emitWithAck(realtimeRequests.watchProduct, 'product:../all')).toEqual({
      watching: false,
    });
  });
});

describe('a reviewer’s e-mail stays private', () => {
  it('names the reviewer "Sai K." in the answers and live events of the product page, the e-mail to staff only', async () => {
    const product = freshProduct();
    const sai = await namedBuyerOf({ firstName: 'Sai', lastName: 'Kumar' }, product);
    const mononym = await namedBuyerOf({ firstName: 'Arjun', lastName: '' }, product);
    const { socket } = await sockets.open(t.url);
    await socket.emitWithAck(realtimeRequests.watchProduct, product._id);
    const added = new Promise<unknown>((resolve) =>
      socket.once(realtimeEvents.feedbackAdded, resolve),
    );

    const created = await postFeedback(sai.client, form({ productId: product._id, rating: '4' }));
    expect(created.status).toBe(201);
    expect(created.body.authorName).toBe('Sai K.');
    expect(JSON.stringify(created.body)).not.toContain('@');
    const heardAdded = await added;
    expect(heardAdded).toMatchObject({ _id: created.body._id, authorName: 'Sai K.' });
    expect(JSON.stringify(heardAdded)).not.toContain('@');

    const replied = new Promise<unknown>((resolve) =>
      socket.once(realtimeEvents.feedbackReplied, resolve),
    );
    const answer = await admin.post<StaffReview>(`/api/feedback/${created.body._id}/reply`, {
      reply: 'Thanks',
    });
    expect(answer.body.userEmail).toBe(sai.user.email);
    const heardReplied = await replied;
    expect(heardReplied).toMatchObject({ _id: created.body._id, authorName: 'Sai K.' });
    expect(JSON.stringify(heardReplied)).not.toContain('@');

    await postFeedback(mononym.client, form({ productId: product._id, rating: '5' }));
    const listed = await feedbackOf(product._id);
    expect(listed.body.map((review) => review.authorName)).toEqual(['Arjun', 'Sai K.']);
    expect(JSON.stringify(listed.body)).not.toContain('@');

    const staff = await admin.get<AdminReview[]>('/api/admin/feedback');
    expect(staff.body.find((review) => review._id === created.body._id)).toMatchObject({
      userEmail: sai.user.email,
      userId: { _id: sai.user._id, email: sai.user.email },
    });
  });
});

describe('hiding a review', () => {
  it('takes a review off the product page and out of its rating, tells open pages, and brings it back', async () => {
    const product = freshProduct();
    const [kept, abusive] = [await buyerOf(product), await buyerOf(product)];
    await postFeedback(kept.client, form({ productId: product._id, rating: '4' }));
    const bad = (await postFeedback(abusive.client, form({ productId: product._id, rating: '1' })))
      .body;
    const productNow = async () =>
      (await t.client().get<Product>(`/api/products/${product._id}`)).body;
    expect(await productNow()).toMatchObject({ reviewCount: 2, averageRating: 2.5 });

    const { socket } = await sockets.open(t.url);
    await socket.emitWithAck(realtimeRequests.watchProduct, product._id);
    const removed = new Promise<unknown>((resolve) =>
      socket.once(realtimeEvents.feedbackRemoved, resolve),
    );
    const hidden = await admin.patch<AdminReview>(`/api/admin/feedback/${bad._id}`, {
      hidden: true,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ _id: bad._id, hidden: true });
    expect(await removed).toEqual({ _id: bad._id, productId: product._id });
    expect((await feedbackOf(product._id)).body.map((r) => r._id)).not.toContain(bad._id);
    expect(await productNow()).toMatchObject({ reviewCount: 1, averageRating: 4 });
    // Hiding twice counts once.
    await admin.patch(`/api/admin/feedback/${bad._id}`, { hidden: true });
    expect(await productNow()).toMatchObject({ reviewCount: 1, averageRating: 4 });
    // Staff still see it, marked hidden.
    const listed = (await admin.get<AdminReview[]>('/api/admin/feedback')).body;
    expect(listed.find((r) => r._id === bad._id)).toMatchObject({ hidden: true });

    const added = new Promise<unknown>((resolve) =>
      socket.once(realtimeEvents.feedbackAdded, resolve),
    );
    const shown = await admin.patch<AdminReview>(`/api/admin/feedback/${bad._id}`, {
      hidden: false,
    });
    expect(shown.body).toMatchObject({ hidden: false });
    expect(await added).toMatchObject({ _id: bad._id });
    expect((await feedbackOf(product._id)).body.map((r) => r._id)).toContain(bad._id);
    expect(await productNow()).toMatchObject({ reviewCount: 2, averageRating: 2.5 });

    const url = `/api/admin/feedback/${bad._id}`;
    expect((await admin.patch(url, { hidden: 'yes' })).status).toBe(400);
    expect(
      await admin.patch('/api/admin/feedback/00000000-0000-4000-8000-000000000000', {
        hidden: true,
      }),
    ).toMatchObject({ status: 404, body: { message: m.reviewNotFound } });
    expect((await abusive.client.patch(url, { hidden: true })).status).toBe(403);
  });
});

describe('the review rate limit', () => {
  it('refuses a customer’s 21st review form in 10 minutes with a clear message', async () => {
    const customer = await signedInCustomer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await postFeedback(
        customer.client,
        form({ productId: catalogue[0]!._id, rating: '9' }),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(20).fill(400));
    const limited = await postFeedback(
      customer.client,
      form({ productId: catalogue[0]!._id, rating: '5' }),
    );
    expect(limited).toMatchObject({
      status: 429,
      body: { message: m.tooManyReviews, code: 'RATE_LIMITED' },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another customer is not held back.
    const other = await signedInCustomer(t);
    const fine = await postFeedback(
      other.client,
      form({ productId: catalogue[0]!._id, rating: '9' }),
    );
    expect(fine.status).toBe(400);
  });
});
