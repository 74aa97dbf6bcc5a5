/**
 * The newsletter: an address is stored once however often (and however at once) it is sent, the
 * answer never changes, bad addresses are refused with the field named, sign-ups are limited per
 * address, and the checkout's box signs the billing e-mail up with the order.
 */
import { newsletterMessages } from '@shop/shared/newsletter/messages';
import type { Product } from '@shop/shared/catalog/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/index';
import { signedInCustomer, uniqueEmail } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { address, payloadFromCart } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { SIGN_UPS_PER_HOUR } from './newsletter.routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t?.close();
});

let nextAddress = 1;
function visitor(): HttpClient {
  const client = t.client();
  client.headers['x-forwarded-for'] = `198.51.100.${nextAddress++}`;
  return client;
}

const rowsFor = async (email: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
  )[0]!.n;
const allRows = async () =>
  (await t.database.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n;

describe('POST /api/newsletter', () => {
  it('stores the address once: the same address again, in any case, gets the same answer', async () => {
    const email = uniqueEmail('reader');
    const client = visitor();
    const first = await client.post('/api/newsletter', { email });
    expect(first).toMatchObject({ status: 200, body: { message: newsletterMessages.subscribed } });
    const again = await client.post('/api/newsletter', { email: `  ${email.toUpperCase()} ` });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowsFor(email)).toBe(1);
  });

  it('keeps one row when the same address arrives many times at once', async () => {
    const email = uniqueEmail('double-click');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => visitor().post('/api/newsletter', { email })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await rowsFor(email)).toBe(1);
  });

  it('refuses a missing or malformed address with 400 naming the e-mail, storing nothing', async () => {
    const before = await allRows();
    for (const body of [{}, { email: '' }, { email: 'reader@' }, { email: 'not an email' }]) {
      const answer = await visitor().post<{ details: Record<string, string[]> }>(
        '/api/newsletter',
        body,
      );
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.details)).toEqual(['email']);
    }
    expect(await allRows()).toBe(before);
  });

  it(`takes ${SIGN_UPS_PER_HOUR} sign-ups an hour from one address, then answers 429 with a clear message`, async () => {
    const client = visitor();
    for (let i = 0; i < SIGN_UPS_PER_HOUR; i++) {
      expect((await client.post('/api/newsletter', { email: uniqueEmail() })).status).toBe(200);
    }
    const refused = await client.post('/api/newsletter', { email: uniqueEmail() });
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED', message: newsletterMessages.tooMany },
    });
  });
});

describe('the checkout’s newsletter box', () => {
  it('signs the billing e-mail up with the order when ticked, and not otherwise', async () => {
    const product = (await t.client().get<Product[]>('/api/products')).body.find(
      (p) => p.quantity > 2,
    )!;
    // Each order from its own shopper: one holds at most 3 unpaid orders at once.
    const order = async (billingEmail: string, subscribe?: boolean) => {
      const { client } = await signedInCustomer(t);
      await client.post('/api/cart/add', { productId: product._id, quantity: 1 });
      const payload = await payloadFromCart(client);
      const answer = await client.post('/api/orders', {
        ...payload,
        billingAddress: { ...address, email: billingEmail },
        ...(subscribe === undefined ? {} : { subscribe }),
      });
      expect(answer.status).toBe(201);
    };
    const ticked = uniqueEmail('ticked');
    await order(ticked, true);
    expect(await rowsFor(ticked)).toBe(1);
    // Already subscribed: the next order with the box ticked changes nothing.
    await order(ticked, true);
    expect(await rowsFor(ticked)).toBe(1);

    const before = await allRows();
    await order(uniqueEmail('unticked'), false);
    await order(uniqueEmail('unticked'));
    expect(await allRows()).toBe(before);
  });
});
