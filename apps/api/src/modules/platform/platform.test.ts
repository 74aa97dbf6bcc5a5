/** Cross-cutting behaviour of the API: health, errors, headers, OpenAPI. */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@shop/shared/http/errors';
import { eq } from 'drizzle-orm';
import { quoteRequests, sessions } from '../../db/schema/index';
import { signedInCustomer } from '../../../test/accounts-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('platform', () => {
  it('reports health with the database kind and a request id', async () => {
    const answer = await t.client().get('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'ok',
      database: t.database.kind,
      listener: { listening: true, drops: 0, reconnects: 0 },
      catalogCache: {
        live: true,
        hits: expect.any(Number),
        misses: expect.any(Number),
        entries: expect.any(Number),
        bytes: expect.any(Number),
        evictions: expect.any(Number),
      },
    });
    expect(answer.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const answer = await t.client().get('/api/no-such-thing');
    expect(answer).toMatchObject({
      status: 404,
      body: { message: 'Not found', code: 'NOT_FOUND' },
    });
  });

  it('sends security headers and limits CORS to the web origin', async () => {
    const client = t.client();
    const own = await client.get('/api/health', { origin: t.config.publicUrl });
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(own.headers.get('access-control-allow-origin')).toBe(t.config.publicUrl);
    const other = await client.get('/api/health', { origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('publishes an OpenAPI document generated from the schemas, and its docs page', async () => {
    const doc = await t
      .client()
      .get<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
        '/api/openapi.json',
      );
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/register',
        '/api/admin/login',
        '/api/user/profile',
        '/api/categories',
      ]),
    );
    const login = doc.body.paths['/api/auth/login']?.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(Object.keys(login.requestBody.content['application/json']!.schema.properties)).toEqual([
      'email',
      'password',
    ]);
    const page = await t.client().get('/api/docs/');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<html');
  });

  it('lists the seeded categories with product counts', async () => {
    const answer = await t
      .client()
      .get<Array<{ _id: string; CategoryName: string; slug: string; productCount: number }>>(
        '/api/categories',
      );
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThanOrEqual(8);
    for (const category of answer.body) {
      expect(category.slug).toMatch(/^[a-z0-9-]+$/);
      expect(category.productCount).toBeGreaterThan(0);
    }
  });
});

describe('e-mail without SMTP', () => {
  it('keeps messages in the development outbox, readable from this machine', async () => {
    const dev = await startTestApp({ SMTP_URL: '' });
    try {
      const email = 'outbox.reader@example.in';
      expect((await dev.client().post('/api/auth/send-otp', { email })).status).toBe(200);
      const outbox = await dev.client().get<Array<{ to: string; text: string }>>('/api/dev/outbox');
      expect(outbox.status).toBe(200);
      expect(outbox.body[0]).toMatchObject({
        to: email,
        text: expect.stringMatching(/Your OTP is \d{6}/),
      });
      expect(dev.inbox.messages).toHaveLength(0);
    } finally {
      await dev.close();
    }
  });

  it('has no outbox when e-mail goes through SMTP', async () => {
    expect((await t.client().get('/api/dev/outbox')).status).toBe(404);
  });
});

describe('rate limits in Redis', () => {
  it('counts in Redis when REDIS_URL is set, so every instance shares the limit', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    // Behind a proxy, with a client address of this run's own: the counts in Redis outlive a run.
    const one = await startTestApp({ REDIS_URL: redisUrl, TRUST_PROXY: '1' });
    const two = await startTestApp({ REDIS_URL: redisUrl, TRUST_PROXY: '1' });
    const client = {
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
    };
    try {
      const email = `limited.${Date.now()}@example.in`;
      const statuses: number[] = [];
      // Alternate between two instances: the limit (10 per 15 minutes) is shared.
      for (let i = 0; i < 11; i++) {
        const instance = i % 2 === 0 ? one : two;
        const answer = await instance
          .client()
          .post('/api/auth/login', { email, password: 'Wrong@1234' }, client);
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('housekeeping', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    const { user } = await signedInCustomer(t);
    await t.database.db.insert(sessions).values([
      { tokenHash: 'expired-one', userId: user._id, expiresAt: new Date(Date.now() - 1000) },
      { tokenHash: 'still-live', userId: user._id, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await t.app.housekeeping();
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(left.map((s) => s.tokenHash)).not.toContain('expired-one');
    expect(left.map((s) => s.tokenHash)).toContain('still-live');
  });
});

describe('input PostgreSQL cannot store', () => {
  it('refuses a NUL character anywhere with 400, never 500', async () => {
    const client = t.client();
    for (const path of [
      '/api/products/%00',
      '/api/products?q=%00',
      '/api/products?category=a%00',
    ]) {
      const answer = await client.get(path);
      expect(answer, path).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    }
    const body = await client.post('/sandbox/razorpay/pay', { order_id: 'order_\u0000' });
    expect(body.status).toBe(400);
    const nested = await client.post('/api/auth/login', { email: 'a@b.in', password: 'x\u0000y' });
    expect(nested.status).toBe(400);
  });
  it('refuses half of a surrogate pair (no character, no UTF-8 form) with 400 and stores nothing', async () => {
    const email = `lone-${Date.now()}@example.com`;
    const body = JSON.stringify({
      kind: 'pcb',
      name: 'Ravi',
      email,
      phone: '9848022338',
      projectType: 'small-batch',
      quantity: 50,
      requirements: '4 layers',
    }).replace('"Ravi"', '"Ra\\udc00vi"');
    const answer = await fetch(`${t.url}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      body,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      message: genericMessages.nulCharacter,
      code: 'BAD_REQUEST',
      requestId: expect.any(String),
    });
    const stored = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.email, email));
    expect(stored).toEqual([]);
    // A whole pair is a character like any other.
    const emoji = await t.client().post('/api/quotes', {
      kind: 'pcb',
      name: 'Ravi 🔧',
      email,
      phone: '9848022338',
      projectType: 'small-batch',
      quantity: 50,
      requirements: '4 layers',
    });
    expect(emoji.status).toBe(201);
  });
});
