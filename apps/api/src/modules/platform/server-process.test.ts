/**
 * The shop as a real process. Production refuses to start on development defaults. Stopping the
 * shop loses nothing: a checkout in flight when SIGTERM arrives is answered, its
 * order is in the database and its e-mail goes out before the process ends; with a drain, the
 * readiness check says so first while the shop still serves.
 */
import http from 'node:http';
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../../test/accounts-helpers';
import { HttpClient } from '../../../test/http-client';
import { payloadFromCart, placeOrder, statusBody } from '../../../test/orders-helpers';
import { PRODUCTION_ENV } from '../../../test/production-env';
import { startServerProcess, type ServerProcess } from '../../../test/server-process';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import { DEV_ADMIN } from '../../config';
import { orders } from '../../db/schema/index';

let inbox: SmtpInbox;
let server: ServerProcess;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startServerProcess({ SMTP_URL: inbox.url });
}, 60_000);
afterAll(async () => {
  await server?.cleanup();
  await inbox?.close();
});

/**
 * Sends the request line, the headers and half the body, then waits for `release` before the
 * rest: the request is in flight, on the server, for as long as the test wants.
 */
function slowRequest(
  client: HttpClient,
  method: string,
  path: string,
  json: unknown,
  release: Promise<void>,
  headers: Record<string, string> = {},
) {
  const body = Buffer.from(JSON.stringify(json));
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request(
      `${client.baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          cookie: client.cookieHeader(),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    const half = Math.floor(body.length / 2);
    request.write(body.subarray(0, half));
    void release.then(() => request.end(body.subarray(half)));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  it('finishes a checkout in flight at SIGTERM, with its order and e-mail', async () => {
    const shop = { inbox, client: () => new HttpClient(server.url) };
    const { client: placing } = await registerCustomer(shop);
    const { client: confirming, user: confirmer } = await registerCustomer(shop);
    const products = (await placing.get<Product[]>('/api/products?limit=10')).body;
    const product = products.find((p) => p.quantity > 5)!;

    // One shopper is placing an order, another confirming hers with cash on delivery.
    expect(
      (await placing.post('/api/cart/add', { productId: product._id, quantity: 2 })).status,
    ).toBe(200);
    const placingPayload = await payloadFromCart(placing);
    const pending = await placeOrder(confirming, product);
    const confirmed = await confirming.patch(`/api/orders/${pending._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });
    expect(confirmed.status).toBe(200);
    const admin = new HttpClient(server.url);
    const login = await admin.post<{ token: string }>('/api/admin/login', DEV_ADMIN);
    expect(login.status).toBe(200);

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const place = slowRequest(placing, 'POST', '/api/orders', placingPayload, released);
    const ship = slowRequest(
      admin,
      'PATCH',
      `/api/orders/${pending._id}/status`,
      statusBody('SHIPPED'),
      released,
      { authorization: `Bearer ${login.body.token}` },
    );
    await pause(300);
    // A slow mail server: the SHIPPED e-mail is still being sent while the shop stops.
    inbox.delayMs = 1500;
    server.child.kill('SIGTERM');
    await pause(300);
    release();

    const [placed, shipped] = await Promise.all([place, ship]);
    expect(placed.status).toBe(201);
    expect(shipped).toMatchObject({ status: 200, body: { status: 'SHIPPED' } });
    expect(await server.exited).toBe(0);

    // The e-mail was accepted by the mail server before the process ended.
    const shippedMail = inbox.messages.filter(
      (m) => m.to.includes(confirmer.email.toLowerCase()) && /has shipped/.test(m.subject),
    );
    expect(shippedMail).toHaveLength(1);
    // With its tax invoice, drawn by the compiled server's PDF thread (a bundle of its own).
    expect(shippedMail[0]!.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(shippedMail[0]!.raw).toMatch(/filename=invoice-CK-\d{2}-\d{2}-\d{6}\.pdf/);
    const database = await server.openDatabase();
    try {
      const [row] = await database.db
        .select()
        .from(orders)
        .where(eq(orders.id, (placed.body as unknown as Order)._id));
      expect(row).toMatchObject({ status: 'PENDING', totalPaise: expect.any(Number) });
      const [confirmedRow] = await database.db
        .select()
        .from(orders)
        .where(eq(orders.id, pending._id));
      expect(confirmedRow?.status).toBe('SHIPPED');
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('a load balancer is told first', () => {
  it('answers /api/ready 503 from SIGTERM on, still serving the rest until the drain ends', async () => {
    const draining = await startServerProcess({
      SMTP_URL: inbox.url,
      SHUTDOWN_DRAIN_SECONDS: '5',
    });
    try {
      const client = new HttpClient(draining.url);
      expect((await client.get('/api/ready')).status).toBe(200);
      draining.child.kill('SIGTERM');
      // The signal is handled between requests: ask until it has been.
      let ready = await client.get<{ failing?: string[] }>('/api/ready');
      for (let asked = 1; ready.status === 200 && asked < 100; asked++) {
        await pause(20);
        ready = await client.get('/api/ready');
      }
      expect(ready).toMatchObject({ status: 503, body: { failing: ['shutdown'] } });
      expect((await client.get('/api/health')).status).toBe(200);
      expect((await client.get('/api/categories')).status).toBe(200);
      expect(await draining.exited).toBe(0);
    } finally {
      await draining.cleanup();
    }
  }, 60_000);
});

describe('starting in production', () => {
  it('refuses to start without SMTP, naming the variable, and never listens', async () => {
    const refused = startServerProcess({ ...PRODUCTION_ENV, SMTP_URL: '' });
    await expect(refused).rejects.toThrow(/SMTP_URL: is required in production/);
  }, 60_000);

  it('refuses to start on an http:// PUBLIC_URL or without SHOP_EMAIL, naming them', async () => {
    const refused = startServerProcess({
      ...PRODUCTION_ENV,
      PUBLIC_URL: 'http://shop.circuitkart.in',
      SHOP_EMAIL: '',
    });
    await expect(refused).rejects.toThrow(
      /PUBLIC_URL: must be https:\/\/ in production.*SHOP_EMAIL: is required in production|SHOP_EMAIL: is required in production.*PUBLIC_URL: must be https:\/\/ in production/,
    );
  }, 60_000);
});
