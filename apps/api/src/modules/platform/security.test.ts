/**
 * The shop's outer defences as an attacker meets them: cross-site writes however the path is
 * spelled, websocket handshakes from other sites, the browser's connect-src list, and error
 * answers that give nothing away.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../../test/accounts-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const EVIL = 'https://evil.example';

describe('cross-site writes', () => {
  it('refuses a cross-site write however its path is spelled, and changes nothing', async () => {
    const { client } = await signedInCustomer(t);
    const product = (await t.client().get<Product[]>('/api/products?limit=1')).body[0]!;
    for (const path of [
      '/api/cart/add',
      '/%61pi/cart/add',
      '/%61%70%69/cart/add',
      '//api/cart/add',
    ]) {
      const answer = await client.post(
        path,
        { productId: product._id, quantity: 1 },
        { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      );
      expect(answer.status, path).not.toBe(200);
      expect(answer.status, path).not.toBe(201);
    }
    const cart = await client.get<{ items?: unknown[] }>('/api/cart');
    expect(cart.status).toBe(200);
    expect(cart.body.items ?? []).toHaveLength(0);
  });

  it('still takes the same write from the shop itself', async () => {
    const { client } = await signedInCustomer(t);
    const product = (await t.client().get<Product[]>('/api/products?limit=1')).body[0]!;
    const answer = await client.post(
      '/api/cart/add',
      { productId: product._id, quantity: 1 },
      { origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' },
    );
    expect(answer.status).toBe(200);
  });
});

describe('websocket handshakes', () => {
  const handshake = (origin?: string) =>
    new Promise<'connected' | 'refused'>((resolve) => {
      const socket = io(t.url, {
        transports: ['websocket'],
        extraHeaders: origin ? { origin } : {},
        reconnection: false,
        timeout: 5000,
      });
      socket.once('connect', () => {
        socket.disconnect();
        resolve('connected');
      });
      socket.once('connect_error', () => {
        socket.disconnect();
        resolve('refused');
      });
    });

  it('refuses an upgrade from another site and accepts the shop and non-browser clients', async () => {
    expect(await handshake(EVIL)).toBe('refused');
    expect(await handshake(t.config.publicUrl)).toBe('connected');
    expect(await handshake()).toBe('connected');
  });
});

describe('content security policy', () => {
  it("lets pages open websockets only to the shop's own origin", async () => {
    const csp = (await t.client().get('/api/health')).headers.get('content-security-policy')!;
    const connectSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('connect-src'))!
      .split(/\s+/)
      .slice(1);
    expect(connectSrc).not.toContain('ws:');
    expect(connectSrc).not.toContain('wss:');
    const own = new URL(t.config.publicUrl);
    expect(connectSrc).toContain(`ws://${own.host}`);
  });
});

describe('error answers', () => {
  it('never carry a stack trace or SQL, even when the database fails', async () => {
    const broken = await startTestApp();
    try {
      await broken.database.close();
      const answer = await broken.client().get<Record<string, unknown>>('/api/products?limit=3');
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        message: 'Something went wrong. Please try again.',
        code: 'INTERNAL',
        requestId: expect.any(String),
      });
      const text = JSON.stringify(answer.body);
      expect(text).not.toMatch(/select|from "|\bat \S+:\d+|node_modules/i);
    } finally {
      await broken.app.close();
      await broken.inbox.close();
    }
  });
});
