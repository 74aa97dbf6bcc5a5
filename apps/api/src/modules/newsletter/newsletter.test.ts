/**
 * The newsletter: a sign-up is pending until the link mailed to the address is confirmed; the
 * answer never tells whether an address is on the list; confirmation mails to one address are
 * limited however often (and however at once) it is sent; bad, expired and void links are
 * refused clearly; unsubscribing works from the page and with a mail client's one click; and
 * every mail to a customer or visitor carries an unsubscribe link (with the List-Unsubscribe
 * headers on mail to an address on the list).
 */
import { newsletterMessages } from '@shop/shared/newsletter/messages';
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/index';
import { adminClient, signedInCustomer, uniqueEmail } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { address, payloadFromCart, placeOrder } from '../../../test/orders-helpers';
import type { ReceivedMail } from '../../../test/smtp-inbox';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { BAD_LINKS_PER_HOUR, SIGN_UPS_PER_HOUR } from './newsletter.routes';
import { subscribedAddresses } from './newsletter.repository';
import { CONFIRMATION_MAILS_PER_DAY, CONFIRMATION_RESEND_MINUTES } from './newsletter.service';

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

const rowOf = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
  )[0];
const rowsFor = async (email: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
  )[0]!.n;
const allRows = async () =>
  (await t.database.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n;

/** Every mail received so far to `email`, once what requests set off has finished. */
async function mailsTo(email: string): Promise<ReceivedMail[]> {
  await t.app.settled();
  return t.inbox.messages.filter((m) => m.to.includes(email));
}

function confirmTokenIn(mail: ReceivedMail): string {
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`No confirmation link in "${mail.subject}"`);
  return token;
}

function unsubscribeTokenIn(mail: ReceivedMail): string {
  const token = /\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`No unsubscribe link in "${mail.subject}"`);
  return token;
}

/** A header of the mail as sent, its folded lines joined. */
function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Signs `email` up and returns the token of the confirmation mail it gets. */
async function signUp(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  expect((await visitor().post('/api/newsletter', { email })).status).toBe(200);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  return confirmTokenIn(mails.at(-1)!);
}

/** Moves the latest confirmation mail of `email` back in time, as if minutes had passed. */
async function confirmationSentMinutesAgo(email: string, minutes: number) {
  await t.database.db
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(newsletterSubscribers.email, email));
}

describe('POST /api/newsletter: double opt-in', () => {
  it('stores a sign-up as pending and mails a link; only confirming makes it a subscriber', async () => {
    const email = uniqueEmail('reader');
    const answer = await visitor().post('/api/newsletter', { email });
    expect(answer).toMatchObject({
      status: 200,
      body: { message: newsletterMessages.checkInbox },
    });
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('confirm your newsletter subscription');
    const token = confirmTokenIn(mail!);
    const pending = await rowOf(email);
    expect(pending).toMatchObject({ status: 'pending', confirmedAt: null });
    // Only the hash of the link is stored.
    expect(pending!.confirmTokenHash).not.toContain(token);
    expect(JSON.stringify(pending)).not.toContain(token);
    expect(await subscribedAddresses(t.database.db)).not.toContain(email);

    const confirmed = await visitor().post('/api/newsletter/confirm', { token });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { message: newsletterMessages.confirmed },
    });
    expect(await rowOf(email)).toMatchObject({ status: 'subscribed' });
    expect(await subscribedAddresses(t.database.db)).toContain(email);
    // The same link again (a double click, a second tab): the same success.
    expect(await visitor().post('/api/newsletter/confirm', { token })).toMatchObject({
      status: 200,
      body: { message: newsletterMessages.confirmed },
    });
  });

  it('answers an address already subscribed exactly as a new one, and mails it nothing', async () => {
    const email = uniqueEmail('already');
    await visitor().post('/api/newsletter/confirm', { token: await signUp(email) });
    // Long enough after the first mail that a pending address would get another.
    await confirmationSentMinutesAgo(email, CONFIRMATION_RESEND_MINUTES * 10);
    const fresh = await visitor().post('/api/newsletter', { email: uniqueEmail('fresh') });
    const again = await visitor().post('/api/newsletter', { email: `  ${email.toUpperCase()} ` });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await rowOf(email)).toMatchObject({ status: 'subscribed' });
    expect(await rowsFor(email)).toBe(1);
  });

  it(`re-sends to a pending address only after ${CONFIRMATION_RESEND_MINUTES} minutes, at most ${CONFIRMATION_MAILS_PER_DAY} a day, and only the latest link works`, async () => {
    const email = uniqueEmail('victim');
    const first = await signUp(email);
    // Again at once, from other addresses too: the same answer, no second mail.
    for (let i = 0; i < 3; i++) {
      const answer = await visitor().post('/api/newsletter', { email });
      expect(answer).toMatchObject({
        status: 200,
        body: { message: newsletterMessages.checkInbox },
      });
    }
    expect(await mailsTo(email)).toHaveLength(1);

    await confirmationSentMinutesAgo(email, CONFIRMATION_RESEND_MINUTES - 1);
    await visitor().post('/api/newsletter', { email });
    expect(await mailsTo(email)).toHaveLength(1);

    await confirmationSentMinutesAgo(email, CONFIRMATION_RESEND_MINUTES);
    const second = await signUp(email);
    expect(second).not.toBe(first);
    expect(await visitor().post('/api/newsletter/confirm', { token: first })).toMatchObject({
      status: 400,
      body: { code: 'LINK_INVALID', message: newsletterMessages.confirmLinkInvalid },
    });

    for (let sent = 2; sent < CONFIRMATION_MAILS_PER_DAY; sent++) {
      await confirmationSentMinutesAgo(email, CONFIRMATION_RESEND_MINUTES);
      await signUp(email);
    }
    await confirmationSentMinutesAgo(email, CONFIRMATION_RESEND_MINUTES * 10);
    expect((await visitor().post('/api/newsletter', { email })).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(CONFIRMATION_MAILS_PER_DAY);
    // Unsubscribing and signing up again does not open the way to more mails.
    const unsubscribe = unsubscribeTokenIn((await mailsTo(email)).at(-1)!);
    await visitor().post(`/api/newsletter/unsubscribe?token=${unsubscribe}`);
    await visitor().post('/api/newsletter', { email });
    expect(await mailsTo(email)).toHaveLength(CONFIRMATION_MAILS_PER_DAY);
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('sends one mail and keeps one row when the same address arrives many times at once', async () => {
    const email = uniqueEmail('double-click');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => visitor().post('/api/newsletter', { email })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await rowsFor(email)).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
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

describe('POST /api/newsletter/confirm', () => {
  it('refuses an unknown, a malformed and an expired link clearly, leaving the address pending', async () => {
    expect(
      await visitor().post('/api/newsletter/confirm', { token: 'A'.repeat(43) }),
    ).toMatchObject({
      status: 400,
      body: { code: 'LINK_INVALID', message: newsletterMessages.confirmLinkInvalid },
    });
    for (const body of [{}, { token: '' }, { token: 'not a token' }, { token: 'x'.repeat(500) }]) {
      const answer = await visitor().post('/api/newsletter/confirm', body);
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          details: { token: [newsletterMessages.confirmLinkInvalid] },
        },
      });
    }

    const email = uniqueEmail('late');
    const token = await signUp(email);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    expect(await visitor().post('/api/newsletter/confirm', { token })).toMatchObject({
      status: 400,
      body: { code: 'LINK_EXPIRED', message: newsletterMessages.confirmLinkExpired },
    });
    expect(await rowOf(email)).toMatchObject({ status: 'pending' });
  });

  it(`answers 429 after ${BAD_LINKS_PER_HOUR} refused links from one address; working links do not count`, async () => {
    const client = visitor();
    const email = uniqueEmail('counted');
    const token = await signUp(email);
    for (let i = 0; i < BAD_LINKS_PER_HOUR + 5; i++) {
      expect((await client.post('/api/newsletter/confirm', { token })).status).toBe(200);
    }
    for (let i = 0; i < BAD_LINKS_PER_HOUR; i++) {
      const bad = await client.post('/api/newsletter/confirm', { token: `${'B'.repeat(40)}${i}` });
      expect(bad.status).toBe(400);
    }
    expect(await client.post('/api/newsletter/confirm', { token })).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED', message: newsletterMessages.tooManyBadLinks },
    });
  });
});

describe('unsubscribing', () => {
  it('from the page’s button: the address leaves the list, again is the same answer, its old confirmation link is void', async () => {
    const email = uniqueEmail('leaving');
    const confirmToken = await signUp(email);
    await visitor().post('/api/newsletter/confirm', { token: confirmToken });
    const token = unsubscribeTokenIn((await mailsTo(email))[0]!);

    for (let i = 0; i < 2; i++) {
      const answer = await t.client().post(`/api/newsletter/unsubscribe?token=${token}`);
      expect(answer).toMatchObject({
        status: 200,
        body: { message: newsletterMessages.unsubscribed },
      });
    }
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    expect(await subscribedAddresses(t.database.db)).not.toContain(email);
    expect(await visitor().post('/api/newsletter/confirm', { token: confirmToken })).toMatchObject({
      status: 400,
      body: { code: 'LINK_INVALID' },
    });
    // The answer says nothing of the address, nor whether it was subscribed.
    expect(
      JSON.stringify((await t.client().post(`/api/newsletter/unsubscribe?token=${token}`)).body),
    ).not.toContain(email);

    expect(
      await t.client().post(`/api/newsletter/unsubscribe?token=${'C'.repeat(64)}`),
    ).toMatchObject({
      status: 400,
      body: { code: 'LINK_INVALID', message: newsletterMessages.unsubscribeLinkInvalid },
    });
    expect((await t.client().post('/api/newsletter/unsubscribe')).status).toBe(400);
  });

  it('with one click: the List-Unsubscribe headers of a subscriber’s mail, posted as a mail client does, unsubscribe without signing in', async () => {
    const email = uniqueEmail('one-click');
    await visitor().post('/api/newsletter/confirm', { token: await signUp(email) });
    // The next mail to this subscriber: a sign-up again sends none, so an OTP mail it asks for.
    expect((await visitor().post('/api/auth/send-otp', { email })).status).toBe(200);
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail.subject).not.toContain('confirm your newsletter');
    expect(mail.body).toContain('You are subscribed to the CircuitKart newsletter.');
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const header = headerOf(mail, 'List-Unsubscribe');
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(header ?? '')?.[1];
    expect(oneClick, header).toBeDefined();
    const target = new URL(oneClick!);
    expect(target.pathname).toBe('/api/newsletter/unsubscribe');

    // A link scanner's GET changes nothing: it is sent to the page with the button.
    const opened = await t.client().get(target.pathname + target.search);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/newsletter/unsubscribe${target.search}`);
    expect(await rowOf(email)).toMatchObject({ status: 'subscribed' });

    const clicked = await fetch(t.url + target.pathname + target.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });

    // As multipart, from a mail provider's own site: the same.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const again = await fetch(t.url + target.pathname + target.search, {
      method: 'POST',
      headers: { origin: 'https://mail.example.com' },
      body: form,
    });
    expect(again.status).toBe(200);
  });
});

describe('every mail to an address on the list carries an unsubscribe link', () => {
  it('the confirmation mail: its link cancels the sign-up, with one-click headers', async () => {
    const email = uniqueEmail('not-me');
    const confirmToken = await signUp(email);
    const mail = (await mailsTo(email))[0]!;
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(mail, 'List-Unsubscribe')).toContain(
      `/api/newsletter/unsubscribe?token=${unsubscribeTokenIn(mail)}`,
    );
    await t.client().post(`/api/newsletter/unsubscribe?token=${unsubscribeTokenIn(mail)}`);
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await visitor().post('/api/newsletter/confirm', { token: confirmToken })).status).toBe(
      400,
    );
  });

  it('an order mail to a subscriber; an account mail to an address never on the list gets no footer and stores nothing', async () => {
    const { client, user } = await signedInCustomer(t);
    await visitor().post('/api/newsletter/confirm', { token: await signUp(user.email) });
    const product = (await t.client().get<Product[]>('/api/products')).body.find(
      (p) => p.quantity > 2,
    )!;
    const order: Order = await placeOrder(client, product);
    const admin = await adminClient(t);
    expect(
      (
        await admin.patch(`/api/orders/${order._id}/status`, {
          status: 'CANCELLED',
          reason: 'Out of stock at the warehouse',
        })
      ).status,
    ).toBe(200);
    const orderMail = (await mailsTo(user.email)).at(-1)!;
    expect(orderMail.subject).toContain('cancelled');
    expect(orderMail.body).toContain('You are subscribed to the CircuitKart newsletter.');
    expect(orderMail.body).toMatch(/\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/);
    expect(headerOf(orderMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const stranger = uniqueEmail('stranger');
    expect((await visitor().post('/api/auth/send-otp', { email: stranger })).status).toBe(200);
    const otpMail = (await mailsTo(stranger))[0]!;
    expect(otpMail.body).not.toContain('/newsletter/unsubscribe');
    expect(headerOf(otpMail, 'List-Unsubscribe')).toBeUndefined();
    expect(await rowOf(stranger)).toBeUndefined();
  });

  it('but not the shop’s own copy of an enquiry, which goes to the shop’s inbox', async () => {
    const answer = await visitor().post('/api/quotes', {
      kind: 'support',
      name: 'Meera',
      email: uniqueEmail('asker'),
      subject: 'Board does not boot',
      description: 'The board does not boot after flashing.',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const mail = (await mailsTo(t.config.shopEmail.toLowerCase())).at(-1)!;
    expect(mail.body).not.toContain('/newsletter/unsubscribe');
  });
});

describe('the checkout’s newsletter box', () => {
  it('asks the billing e-mail to confirm when ticked, and does nothing otherwise', async () => {
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
    expect(await rowOf(ticked)).toMatchObject({ status: 'pending' });
    const mails = await mailsTo(ticked);
    expect(mails).toHaveLength(1);
    expect(await subscribedAddresses(t.database.db)).not.toContain(ticked);
    await visitor().post('/api/newsletter/confirm', { token: confirmTokenIn(mails[0]!) });
    expect(await rowOf(ticked)).toMatchObject({ status: 'subscribed' });
    // Already subscribed: the next order with the box ticked changes nothing and mails nothing.
    await order(ticked, true);
    expect(await rowsFor(ticked)).toBe(1);
    expect(await mailsTo(ticked)).toHaveLength(1);

    await t.app.settled();
    const before = await allRows();
    await order(uniqueEmail('unticked'), false);
    await order(uniqueEmail('unticked'));
    expect(await allRows()).toBe(before);
  });
});
