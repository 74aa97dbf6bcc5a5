/**
 * Rate limits key on the client's real address (forwarded headers trusted only from configured
 * proxies) and, for sign-in and OTP e-mails, on the e-mail and the whole shop too.
 */
import { randomInt } from 'node:crypto';
import { accountMessages as m } from '@shop/shared/accounts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { emailOtps } from '../db/schema/index';
import { signedInCustomer, uniqueEmail, VALID_PASSWORD } from '../../test/accounts-helpers';
import type { HttpAnswer } from '../../test/http-client';
import { startTestApp, type TestApp } from '../../test/test-app';

const randomAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
/** A documentation address (TEST-NET-3) of its own for each call site, so counts never mix. */
let nextHost = 1;
const proxyAppended = () => `203.0.113.${nextHost++}`;

const wrongLogin = (t: TestApp, email: string, forwardedFor?: string) =>
  t
    .client()
    .post(
      '/api/auth/login',
      { email, password: 'Wrong@1234' },
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    );

function expectLimited(answer: HttpAnswer, message: string) {
  expect(answer).toMatchObject({ status: 429, body: { message, code: 'RATE_LIMITED' } });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('TRUST_PROXY', () => {
  it('is a number of proxy hops or a list of addresses and ranges; anything else stops the start', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.in', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the client address without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For, in production too: a made-up address per call does not escape the login limit', async () => {
    const production = await startTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://shop.example.in',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'Owner#Pass2024',
      RAZORPAY_KEY_ID: 'rzp_test_limits',
      RAZORPAY_KEY_SECRET: 'limits-test-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'limits-test-webhook-secret',
      SHOP_LEGAL_NAME: 'CircuitKart Electronics Private Limited',
      SHOP_ADDRESS: 'Secunderabad, Telangana 500003',
      SHOP_GSTIN: '36AABCC1234D1ZC',
      SHOP_STATE: 'Telangana',
      SHOP_EMAIL: 'hello@shop.example.in',
      METRICS_TOKEN: 'limits-test-metrics-token',
    });
    try {
      const email = uniqueEmail('spoofer');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await wrongLogin(production, email, randomAddress())).status);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    } finally {
      await production.close();
    }
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keys on the address the proxy appended, not on what the client wrote before it', async () => {
    const email = uniqueEmail('hopper');
    const client = proxyAppended();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await wrongLogin(t, email, `${randomAddress()}, ${client}`)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expectLimited(await wrongLogin(t, email, client), m.tooManyLogins);
    // Another client behind the same proxy has its own count.
    expect((await wrongLogin(t, email, `${randomAddress()}, ${proxyAppended()}`)).status).toBe(401);
  });

  it('limits sign-in attempts on one e-mail whatever the address', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 20; i++) {
      expect((await wrongLogin(t, email, proxyAppended())).status).toBe(401);
    }
    expectLimited(await wrongLogin(t, email, proxyAppended()), m.tooManyLogins);
  });

  it('limits OTP e-mails to one address whatever the client address', async () => {
    const email = uniqueEmail('flooded');
    const send = () =>
      t.client().post('/api/auth/send-otp', { email }, { 'x-forwarded-for': proxyAppended() });
    for (let i = 0; i < 5; i++) {
      expect((await send()).status).toBe(200);
      await t.inbox.waitFor(email);
      // Past the one-minute wait between two codes, so only the hourly limit can refuse.
      await t.database.db
        .update(emailOtps)
        .set({ createdAt: new Date(Date.now() - 120_000) })
        .where(eq(emailOtps.email, email));
    }
    expectLimited(await send(), m.tooManyOtpRequests);
    expect(t.inbox.messages.filter((mail) => mail.to.includes(email))).toHaveLength(5);
  });
});

describe('OTP e-mails across the shop', () => {
  it('sends at most 30 a minute, whoever asks', async () => {
    const t = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const answer = await t
          .client()
          .post(
            '/api/auth/send-otp',
            { email: uniqueEmail('wave') },
            { 'x-forwarded-for': proxyAppended() },
          );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual(Array(30).fill(200));
      const email = uniqueEmail('late');
      const reset = await t
        .client()
        .post('/api/auth/forgot-password', { email }, { 'x-forwarded-for': proxyAppended() });
      expectLimited(reset, m.tooManyOtpRequests);
      const more = await t
        .client()
        .post('/api/auth/send-otp', { email }, { 'x-forwarded-for': proxyAppended() });
      expectLimited(more, m.tooManyOtpRequests);
    } finally {
      await t.close();
    }
  });
});

describe('password spraying', () => {
  it('throttles one address trying many e-mails; successful sign-ins do not count', async () => {
    const t = await startTestApp();
    try {
      for (let i = 0; i < 29; i++) {
        expect((await wrongLogin(t, uniqueEmail('sprayed'))).status).toBe(401);
      }
      // Shoppers behind one address (an office, a mobile network) who sign in are not held back.
      for (let i = 0; i < 5; i++) await signedInCustomer(t);
      expect((await wrongLogin(t, uniqueEmail('sprayed'))).status).toBe(401);
      expectLimited(await wrongLogin(t, uniqueEmail('sprayed')), m.tooManyLogins);
      const rightPassword = await t
        .client()
        .post('/api/auth/login', { email: uniqueEmail('sprayed'), password: VALID_PASSWORD });
      expect(rightPassword.status).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('password checks that cost a hash', () => {
  // Each test counts from zero in an app of its own.
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(async () => {
    await t?.close();
  });

  /** A profile change that asks for the current password. */
  const newPassword = (
    { client, user }: Awaited<ReturnType<typeof signedInCustomer>>,
    currentPassword: string,
  ) =>
    client.put('/api/user/profile', {
      name: 'Ravi Teja',
      email: user.email,
      currentPassword,
      newPassword: 'Fresh#Pass99',
    });

  it('counts sign-ins that succeed against a cap on all attempts of one account from one address', async () => {
    const { user } = await signedInCustomer(t);
    const signIn = () =>
      t.client().post('/api/auth/login', { email: user.email, password: VALID_PASSWORD });
    // signedInCustomer signed in once already.
    for (let i = 1; i < 20; i++) expect((await signIn()).status).toBe(200);
    expectLimited(await signIn(), m.tooManyLogins);
    // Another shopper behind the same address signs in as usual.
    const other = await signedInCustomer(t);
    const again = await t
      .client()
      .post('/api/auth/login', { email: other.user.email, password: VALID_PASSWORD });
    expect(again.status).toBe(200);
  });

  it('limits wrong current passwords on the profile per account, then checks none', async () => {
    const customer = await signedInCustomer(t);
    for (let i = 0; i < 10; i++) {
      expect(await newPassword(customer, `Wrong@${1000 + i}`)).toMatchObject({
        status: 400,
        body: { message: m.currentPasswordWrong },
      });
    }
    expectLimited(await newPassword(customer, 'Wrong@2000'), m.tooManyPasswordAttempts);
    // A stolen session cannot go on guessing: the right password is not even checked now.
    expectLimited(await newPassword(customer, customer.password), m.tooManyPasswordAttempts);
    // Another account from the same address is not held back by this one's count.
    const other = await signedInCustomer(t);
    expect((await newPassword(other, other.password)).status).toBe(200);
  });

  it('limits wrong current passwords on the profile per address across accounts', async () => {
    for (let i = 0; i < 3; i++) {
      const customer = await signedInCustomer(t);
      for (let j = 0; j < 10; j++) {
        expect((await newPassword(customer, `Wrong@${1000 + j}`)).status).toBe(400);
      }
    }
    const fourth = await signedInCustomer(t);
    expectLimited(await newPassword(fourth, 'Wrong@1234'), m.tooManyPasswordAttempts);
  });
});

describe('parallel attempts', () => {
  it('lets no more through than the limit, on one instance or two sharing Redis', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const alone = await startTestApp({ TRUST_PROXY: '1' });
    const one = await startTestApp({ TRUST_PROXY: '1', REDIS_URL: redisUrl });
    const two = await startTestApp({ TRUST_PROXY: '1', REDIS_URL: redisUrl });
    try {
      for (const instances of [[alone], [one, two]]) {
        // An address of this run's own: the counts in Redis outlive a run.
        const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            wrongLogin(instances[i % instances.length]!, uniqueEmail('racer'), address),
          ),
        );
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses).toEqual([...Array(30).fill(401), ...Array(10).fill(429)]);
      }
    } finally {
      await Promise.all([alone.close(), one.close(), two.close()]);
    }
  });
});
