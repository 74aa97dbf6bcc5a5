/**
 * Two shops behind one load balancer, as `npm start` runs them: two compiled server processes on
 * two ports sharing one PostgreSQL database, one Redis and one S3-compatible bucket. What one
 * instance does, the other knows: a session, a customer's socket, a product page's socket, a price,
 * the rate limits, a picture. And when one is killed with `kill -9` in the middle of checkouts, no
 * order it acknowledged is lost and the e-mails it owed are sent by the other.
 *
 * PostgreSQL only: PGlite is one process's database. The housekeeping that two instances both run
 * on a timer is proven on both databases below, with two apps in this process.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { orderNumber } from '@shop/shared/orders/status';
import { realtimeEvents, realtimeRequests } from '@shop/shared/realtime/events';
import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '../config';
import type { DatabaseHandle } from '../db/client';
import { orders, products } from '../db/schema/index';
import { signedInCustomer, uniqueEmail } from '../../test/accounts-helpers';
import { HttpClient } from '../../test/http-client';
import { deliverOrder, payloadFromCart } from '../../test/orders-helpers';
import { startRedis, stopRedis } from '../../test/redis-server';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { freePort, startServerProcess, type ServerProcess } from '../../test/server-process';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { SocketPool } from '../../test/sockets';
import { startAnotherInstance, startTestApp, type TestApp } from '../../test/test-app';

const COD = { paymentMethod: 'COD', paymentStatus: 'PENDING', status: 'PROCESSING' };

/** The same cookies, sent to another instance. */
function sameShopperAt(url: string, client: HttpClient): HttpClient {
  const there = new HttpClient(url);
  for (const [name, value] of client.cookies) there.cookies.set(name, value);
  return there;
}

async function until<T>(what: () => Promise<T | undefined>, ms: number): Promise<T | undefined> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await what();
    if (found !== undefined || Date.now() > end) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'two instances on one PostgreSQL, Redis and bucket',
  () => {
    let inbox: SmtpInbox;
    let redis: ChildProcess;
    let s3: S3TestServer;
    let a: ServerProcess;
    let b: ServerProcess;
    let database: DatabaseHandle;
    let admin: HttpClient;
    let product: Product;
    const sockets = new SocketPool();

    /** A customer made in the database, signed in on `url`. */
    async function customerAt(url: string, firstName = 'Kiran') {
      const { client, user } = await signedInCustomer(
        { database, client: () => new HttpClient(url) },
        { firstName },
      );
      return { client, email: user.email };
    }

    beforeAll(async () => {
      inbox = await startSmtpInbox();
      const redisPort = await freePort();
      redis = await startRedis(redisPort);
      s3 = await startS3Server();
      const bucket = await s3.newBucket();
      const env = {
        SMTP_URL: inbox.url,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        OUTBOX_LEASE_SECONDS: '5',
        ...bucket.env,
      };
      // A's mail server never answers: every e-mail that arrives was sent by B.
      a = await startServerProcess({ ...env, SMTP_URL: 'smtp://127.0.0.1:9' });
      b = await startServerProcess(env, { existing: a.data });
      database = await a.openDatabase();
      admin = new HttpClient(a.url);
      const login = await admin.post<{ token: string }>('/api/admin/login', DEV_ADMIN);
      expect(login.status).toBe(200);
      admin.headers.authorization = `Bearer ${login.body.token}`;
      const catalogue = (await admin.get<Product[]>('/api/products?limit=100')).body;
      product = catalogue.find((p) => p.quantity > 0 && p.price >= 100)!;
      await database.db
        .update(products)
        .set({ quantity: 10_000 })
        .where(eq(products.id, product._id));
    }, 240_000);

    afterAll(async () => {
      sockets.closeAll();
      await database?.close();
      await b?.cleanup();
      await a?.cleanup();
      await s3?.close();
      if (redis) await stopRedis(redis);
      await inbox?.close();
    });

    it('a session made on one is a session on the other', async () => {
      const { client, email } = await customerAt(a.url);
      const there = sameShopperAt(b.url, client);
      const session = await there.get<{ user: { email: string } | null }>('/api/auth/session');
      expect(session.status).toBe(200);
      expect(session.body.user?.email).toBe(email);
    });

    it('rate limits count the attempts made on both', async () => {
      const email = uniqueEmail('guess');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const instance = attempt % 2 === 0 ? a : b;
        const answer = await new HttpClient(instance.url).post('/api/auth/login', {
          email,
          password: `Wrong@${attempt}guess`,
        });
        statuses.push(answer.status);
      }
      // Ten wrong guesses for one account from one address, five on each instance: the eleventh
      // is refused, wherever it lands.
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('a price changed on one is served by the other within a second', async () => {
      const path = `/api/products/${product.slug}`;
      const reader = new HttpClient(b.url);
      expect((await reader.get<Product>(path)).body.price).toBe(product.price);
      const newPrice = product.price + 11;
      const form = new FormData();
      form.append('price', String(newPrice));
      const changed = await admin.request('PUT', `/api/products/${product._id}`, { body: form });
      expect(changed.status).toBe(200);
      const started = Date.now();
      const seen = await until(async () => {
        const answer = await reader.get<Product>(path);
        return answer.body.price === newPrice ? Date.now() - started : undefined;
      }, 1000);
      expect(seen).toBeDefined();
      product = { ...product, price: newPrice };
    });

    it("a status change on one reaches the owner's socket on the other, and a review a product page", async () => {
      const { client } = await customerAt(a.url, 'Sunita');
      expect(
        (await client.post('/api/cart/add', { productId: product._id, quantity: 1 })).status,
      ).toBe(200);
      const placed = await client.post<Order>('/api/orders', await payloadFromCart(client));
      expect(placed.status).toBe(201);
      const order = placed.body;
      expect((await client.patch(`/api/orders/${order._id}/status`, COD)).status).toBe(200);

      const { socket } = await sockets.open(b.url, sameShopperAt(b.url, client));
      const heard = new Promise<{ _id: string; status: string }>((resolve) =>
        socket.on(realtimeEvents.orderUpdated, (update: { _id: string; status: string }) => {
          if (update._id === order._id && update.status === 'DELIVERED') resolve(update);
        }),
      );
      await deliverOrder(admin, order._id);
      expect((await heard).status).toBe('DELIVERED');

      const visitor = await sockets.open(b.url);
      const watching = await new Promise<{ watching: boolean }>((resolve) =>
        visitor.socket.emit(realtimeRequests.watchProduct, product._id, resolve),
      );
      expect(watching.watching).toBe(true);
      const review = new Promise<{ productId: string; feedback: string }>((resolve) =>
        visitor.socket.on(realtimeEvents.feedbackAdded, resolve),
      );
      const form = new FormData();
      form.append('productId', product._id);
      form.append('rating', '5');
      form.append('feedback', 'Worked first time with the Arduino IDE.');
      const posted = await client.request('POST', '/api/feedback', { body: form });
      expect(posted.status).toBe(201);
      expect(await review).toMatchObject({
        productId: product._id,
        feedback: 'Worked first time with the Arduino IDE.',
      });
    });

    it('a picture uploaded through one is served by the other', async () => {
      const picture = await sharp({
        create: { width: 640, height: 480, channels: 3, background: '#087a97' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('images', new Blob([picture], { type: 'image/png' }), 'board.png');
      const changed = await admin.request<Product>('PUT', `/api/products/${product._id}`, {
        body: form,
      });
      expect(changed.status).toBe(200);
      const url = changed.body.imageUrls.at(-1)!;
      const served = await fetch(new URL(url, b.url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    });

    it('killed with kill -9 in the middle of checkouts, one loses no order it acknowledged, and the other sends its e-mails', async () => {
      const shoppers = await Promise.all(
        Array.from({ length: 6 }, (_, n) => customerAt(a.url, `Buyer${n}`)),
      );
      for (const { client } of shoppers) {
        expect(
          (await client.post('/api/cart/add', { productId: product._id, quantity: 1 })).status,
        ).toBe(200);
      }
      const acknowledged: Array<{ email: string; orderId: string }> = [];
      const checkouts = shoppers.map(async ({ client, email }) => {
        try {
          const placed = await client.post<Order>('/api/orders', await payloadFromCart(client));
          if (placed.status !== 201) return;
          const confirmed = await client.patch(`/api/orders/${placed.body._id}/status`, COD);
          if (confirmed.status === 200) acknowledged.push({ email, orderId: placed.body._id });
        } catch {
          // The connection died with the instance: nothing was acknowledged.
        }
      });
      // Killed once the first confirmation is acknowledged, with the others on their way.
      await until(async () => (acknowledged.length > 0 ? true : undefined), 30_000);
      a.child.kill('SIGKILL');
      await Promise.all(checkouts);
      await a.exited;
      expect(acknowledged.length).toBeGreaterThan(0);

      // Every acknowledged order is there, as the other instance reads it, confirmed.
      for (const { orderId } of acknowledged) {
        const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
        expect(row?.status).toBe('PROCESSING');
      }
      // And each one's confirmation reaches its customer, from the instance still running (A
      // could send none: its mail server never answered), once A's claim on it has run out.
      for (const { email, orderId } of acknowledged) {
        const mail = await inbox.waitFor(email, 30_000);
        expect(mail.subject).toContain(`Order #${orderNumber(orderId)} placed`);
      }
      expect(b.child.exitCode).toBeNull();
    }, 120_000);
  },
);

describe('housekeeping on two instances', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof startAnotherInstance>>;
  beforeAll(async () => {
    t = await startTestApp();
    other = await startAnotherInstance(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('runs on one at a time when both timers fire together: an unpaid order expires once', async () => {
    const { client } = await signedInCustomer(t, { firstName: 'Late' });
    const [listed] = (await client.get<Product[]>('/api/products?limit=1')).body;
    expect(
      (await client.post('/api/cart/add', { productId: listed!._id, quantity: 1 })).status,
    ).toBe(200);
    const placed = await client.post<Order>('/api/orders', await payloadFromCart(client));
    expect(placed.status).toBe(201);
    // Its payment window long past.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 24 * 3_600_000) })
      .where(eq(orders.id, placed.body._id));

    const runs = await Promise.all([t.app.housekeeping(), other.app.housekeeping()]);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect(runs.reduce((sum, run) => sum + run.expiredOrders, 0)).toBe(1);
    const order = (await client.get<Order>(`/api/orders/${placed.body._id}`)).body;
    expect(order.status).toBe('CANCELLED');
    expect(order.tracking.filter((entry) => entry.status === 'CANCELLED')).toHaveLength(1);
  });
});
