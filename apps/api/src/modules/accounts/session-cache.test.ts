/**
 * Sessions kept in memory by several API instances on one database: a session that ends on one
 * instance ends on every other, and a customer's new details show everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../../test/accounts-helpers';
import { startAnotherInstance, startTestApp, type TestApp } from '../../../test/test-app';
import type { SessionCustomer } from './accounts.repository';
import { createSessionCache } from './session-cache';

let t: TestApp;
let other: Awaited<ReturnType<typeof startAnotherInstance>>;
beforeAll(async () => {
  t = await startTestApp();
  other = await startAnotherInstance(t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** The same browser's request, sent to the other instance. */
const onOther = (cookie: string, path: string) => other.client().get(path, { cookie });

describe('sessions on several instances', () => {
  it('ends a session everywhere when the customer signs out on one instance', async () => {
    const { client } = await signedInCustomer(t);
    const cookie = client.cookieHeader();
    expect((await onOther(cookie, '/api/cart')).status).toBe(200);
    expect((await onOther(cookie, '/api/cart')).status).toBe(200);

    expect((await client.post('/api/auth/logout', {})).status).toBe(200);

    expect((await t.client().get('/api/cart', { cookie })).status).toBe(401);
    await expect.poll(async () => (await onOther(cookie, '/api/cart')).status).toBe(401);
  });

  it("shows a customer's new name on every instance", async () => {
    const { client, user } = await signedInCustomer(t, { firstName: 'Kiran' });
    const cookie = client.cookieHeader();
    expect((await onOther(cookie, '/api/auth/check')).body).toMatchObject({
      user: { firstName: 'Kiran' },
    });

    const saved = await client.put('/api/user/profile', { name: 'Kavya Reddy', email: user.email });
    expect(saved.status).toBe(200);

    await expect
      .poll(async () => (await onOther(cookie, '/api/auth/check')).body)
      .toMatchObject({ user: { firstName: 'Kavya', lastName: 'Reddy' } });
  });
});

describe('the session cache itself', () => {
  const row = (id: string) => ({ id, firstName: 'Asha' }) as unknown as SessionCustomer;
  const later = () => new Date(Date.now() + 86_400_000);

  it('keeps nothing until it listens, then answers from memory until the entry is dropped', async () => {
    const cache = createSessionCache({ database: t.database });
    let reads = 0;
    const read = async () => {
      reads += 1;
      return { user: row('u1'), expiresAt: later() };
    };
    await cache.lookup('h1', read);
    await cache.lookup('h1', read);
    expect(reads).toBe(2);
    await cache.start();
    try {
      await cache.lookup('h1', read);
      await cache.lookup('h1', read);
      expect(reads).toBe(3);
      await cache.changed({ userId: 'u1' });
      await cache.lookup('h1', read);
      expect(reads).toBe(4);
    } finally {
      await cache.stop();
    }
  });

  it('does not keep a lookup that began before a drop', async () => {
    const cache = createSessionCache({ database: t.database });
    await cache.start();
    try {
      let reads = 0;
      // The session ends while its row is being read.
      const racing = async () => {
        reads += 1;
        if (reads === 1) await cache.changed({ tokenHash: 'h2' });
        return { user: row('u2'), expiresAt: later() };
      };
      await cache.lookup('h2', racing);
      await cache.lookup('h2', racing);
      expect(reads).toBe(2);
    } finally {
      await cache.stop();
    }
  });

  it('lets a kept session go at its own expiry and after its time in memory', async () => {
    let clock = Date.now();
    const cache = createSessionCache({
      database: t.database,
      ttlMs: 1_000,
      now: () => new Date(clock),
    });
    await cache.start();
    try {
      let reads = 0;
      const read = async () => {
        reads += 1;
        return { user: row('u3'), expiresAt: new Date(clock + 60_000) };
      };
      await cache.lookup('h3', read);
      clock += 500;
      await cache.lookup('h3', read);
      expect(reads).toBe(1);
      clock += 600;
      await cache.lookup('h3', read);
      expect(reads).toBe(2);

      const expiring = async () => {
        reads += 1;
        return { user: row('u3'), expiresAt: new Date(clock + 100) };
      };
      await cache.lookup('h4', expiring);
      clock += 200;
      expect(await cache.lookup('h4', async () => undefined)).toBeUndefined();
    } finally {
      await cache.stop();
    }
  });
});
