/**
 * Proof: who may do what. Every route the app registers is called by a visitor, customer A (whose
 * data it is), customer B and an administrator, with real requests on real data, and each answer
 * is held against the row of `authorisation-table.ts`; a route without a row, or a row without a
 * route, fails. No answer to a visitor or to B carries A's e-mail, phone or orders. Then the
 * websocket rooms: who hears an order's events, a product's reviews, and who may connect at all.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Category, Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { realtimeEvents, realtimeRequests } from '@shop/shared/realtime/events';
import type { Review } from '@shop/shared/reviews/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../test/accounts-helpers';
import { HttpClient, type HttpAnswer } from '../../test/http-client';
import { deliverOrder, statusBody } from '../../test/orders-helpers';
import { otpFrom } from '../../test/smtp-inbox';
import { barrier } from '../../test/sockets';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { products } from '../db/schema/index';
import { hashPassword } from '../lib/secrets';
import { insertAdmin } from '../modules/admin/admin.repository';
import { insertUser } from '../modules/accounts/accounts.repository';
import {
  httpTable,
  identities,
  METRICS_TOKEN,
  roomTable,
  SHIPROCKET_TOKEN,
  type Call,
  type Customer,
  type Expected,
  type Identity,
  type RoomAnswer,
  type Row,
  type World,
} from './authorisation-table';

const PASSWORD = 'Circuit@2024';
/** A built web app in miniature, so the pages for shared links are registered too. */
const INDEX_HTML = '<!doctype html><html><head><title>Shop</title></head><body></body></html>';

let t: TestApp;
/** The same shop in development without SMTP: it registers the e-mail outbox. */
let development: { app: FastifyInstance; url: string };
let world: World;
/** Each customer's e-mail, phone and order ids, which nobody else may be shown. */
const privateValues = new Map<string, string>();

const unique = () => randomBytes(4).toString('hex');

async function signIn(client: HttpClient, email: string, password: string) {
  const answer = await client.post('/api/auth/login', { email, password });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
}

let passwordHash: Promise<string> | undefined;
/** A signed-in customer with an e-mail and phone of their own, which are then private. */
async function newCustomer(label: string): Promise<Customer> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `${label}.${unique()}@example.in`;
  const mobile = `7${randomInt(100_000_000, 999_999_999)}`;
  await insertUser(t.database.db, {
    email,
    firstName: 'Ravi',
    lastName: 'Teja',
    mobile,
    passwordHash: await passwordHash,
  });
  const client = t.client();
  await signIn(client, email, PASSWORD);
  const id = (await client.get<{ user: { _id: string } }>('/api/auth/check')).body.user._id;
  privateValues.set(email, id);
  privateValues.set(mobile, id);
  return { client, id, email, mobile, password: PASSWORD };
}

function copyOf(client: HttpClient, baseUrl = client.baseUrl): HttpClient {
  const copy = new HttpClient(baseUrl);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  Object.assign(copy.headers, client.headers);
  return copy;
}

function multipart(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

async function succeeded<T>(answer: Promise<HttpAnswer<T>>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

async function buildWorld(): Promise<World> {
  const admin = await adminClient(t);
  const categories = (await t.client().get<Category[]>('/api/categories')).body;
  const seeded = (await t.client().get<Product[]>('/api/products')).body;
  const category = categories.find((c) => c.productCount > 0)!;
  // Made as drafts by the form, then put on sale straight in the table: their pictures are not
  // what this proof is about.
  const newProduct = async (name = `Authz Board ${unique()}`, quantity = '20') => {
    const made = await succeeded(
      admin.request<Product>('POST', '/api/products', {
        body: multipart({ name, price: '100', quantity, category: category._id }),
      }),
      'a new product',
    );
    await t.database.db.update(products).set({ status: 'ACTIVE' }).where(eq(products.id, made._id));
    return { ...made, status: 'ACTIVE' as const };
  };
  const product = await newProduct('Authz Stocked Board', '5000');
  const aSaved = await newProduct('Authz Saved Board', '50');

  const orderOf = async (owner: Customer, options: { cod?: boolean } = {}) => {
    await succeeded(
      owner.client.post('/api/cart/add', { productId: product._id, quantity: 1 }),
      'cart/add',
    );
    const address = {
      firstName: 'Asha',
      lastName: 'Rao',
      email: owner.email,
      phone: owner.mobile,
      street: '12 MG Road',
      city: 'Hyderabad',
      state: 'Telangana',
      pin: '500001',
    };
    const cart = (await owner.client.get<{ totalAmount: number }>('/api/cart')).body;
    const order = await succeeded(
      owner.client.post<Order>('/api/orders', {
        orderItems: [{ product: product._id, quantity: 1, price: product.price }],
        billingAddress: address,
        shippingAddress: address,
        totalAmount: cart.totalAmount,
      }),
      'an order',
    );
    privateValues.set(order._id, owner.id);
    if (!options.cod) return order;
    return succeeded(
      owner.client.patch<Order>(`/api/orders/${order._id}/status`, {
        paymentMethod: 'COD',
        paymentStatus: 'PENDING',
        status: 'PROCESSING',
      }),
      'cash on delivery',
    );
  };
  const deliveredOrderOf = async (owner: Customer) => {
    const order = await orderOf(owner);
    await deliverOrder(admin, order._id);
    return order;
  };
  const reviewBy = async (owner: Customer) => {
    await deliveredOrderOf(owner);
    return succeeded(
      owner.client.request<Review>('POST', '/api/feedback', {
        body: multipart({ productId: product._id, rating: '5', feedback: 'Solid board.' }),
      }),
      'a review',
    );
  };
  const onlineOrderOf = async (owner: Customer) => {
    const order = await orderOf(owner);
    await succeeded(
      owner.client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' }),
      'Razorpay chosen',
    );
    const payment = await succeeded(
      owner.client.post<{ id: string }>('/api/payments/create', { orderId: order._id }),
      'payments/create',
    );
    return { order, providerOrderId: payment.id };
  };

  const a = await newCustomer('customer-a');
  const b = await newCustomer('customer-b');
  const order = await orderOf(a);
  // The tax invoice is issued on dispatch; a shipped order is cancelled by the back office.
  const ship = (id: string) =>
    succeeded(admin.patch(`/api/orders/${id}/status`, statusBody('SHIPPED')), 'ship');
  const invoiced = await orderOf(a, { cod: true });
  await ship(invoiced._id);
  const credited = await orderOf(a, { cod: true });
  await ship(credited._id);
  await succeeded(
    admin.patch(`/api/orders/${credited._id}/status`, {
      status: 'CANCELLED',
      reason: 'Out of stock at the warehouse',
    }),
    'cancel',
  );
  const review = await reviewBy(a);
  // Last: an order takes the cart with it.
  await succeeded(a.client.post('/api/cart/add', { productId: aSaved._id, quantity: 1 }), 'cart');
  await succeeded(a.client.post('/api/wishlist', { productId: aSaved._id }), 'wishlist');
  const reviewToHide = await reviewBy(await newCustomer('reviewer'));
  const { providerOrderId } = await onlineOrderOf(await newCustomer('sandbox-payer'));
  const enquiry = await succeeded(
    t.client().post<{ _id: string }>('/api/enquiry', {
      firstName: 'Lakshmi',
      email: `enquirer.${unique()}@example.in`,
      phone: '+91 98480 12345',
      company: 'Govt. Polytechnic, Warangal',
      sector: 'Government',
      message: 'A robotics lab for 60 students.',
    }),
    'an enquiry',
  );
  // Anyone holding its password may sign in as it: what it is shown is its own.
  const loginTarget = await newCustomer('login-target');
  privateValues.delete(loginTarget.email);
  privateValues.delete(loginTarget.mobile);
  const secret = t.config.razorpay.webhookSecret ?? t.config.razorpay.sandboxKeySecret;

  return {
    a,
    b,
    admin,
    as: (who: Identity) =>
      who === 'anonymous'
        ? t.client()
        : copyOf(who === 'customerA' ? a.client : who === 'customerB' ? b.client : admin),
    product,
    category,
    aSaved,
    order,
    invoiced,
    credited,
    review,
    reviewToHide,
    providerOrderId,
    enquiryId: enquiry._id,
    upload: seeded.flatMap((p) => p.imageUrls).find((url) => url.startsWith('/uploads/'))!,
    loginTarget,
    webOrigin: t.config.allowedOrigins[0]!,
    adminCredentials: { username: t.config.admin.username, password: t.config.admin.password },
    async admin2() {
      const username = `staff-${unique()}`;
      const password = 'Second@2024';
      await insertAdmin(t.database.db, { username, passwordHash: await hashPassword(password) });
      const client = t.client();
      const login = await succeeded(
        client.post<{ token: string }>('/api/admin/login', { username, password }),
        'second admin login',
      );
      client.headers.authorization = `Bearer ${login.token}`;
      return { client, password };
    },
    freshCustomer: () => newCustomer('fresh'),
    orderOf,
    deliveredOrderOf,
    async paidOnline(owner) {
      const { order, providerOrderId: id } = await onlineOrderOf(owner);
      const paid = await succeeded(
        t
          .client()
          .post<{ razorpay_payment_id: string; razorpay_signature: string }>(
            '/sandbox/razorpay/pay',
            { order_id: id },
          ),
        'sandbox pay',
      );
      const now = await succeeded(owner.client.get<Order>(`/api/orders/${order._id}`), 'order');
      return {
        order: now,
        providerOrderId: id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      };
    },
    signedWebhook(providerOrderId, paymentId) {
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: { entity: { id: paymentId, order_id: providerOrderId, status: 'captured' } },
        },
      });
      return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
    },
    async otpSentTo(email, route) {
      await succeeded(t.client().post(`/api/auth/${route}`, { email }), route);
      return otpFrom(await t.inbox.waitFor(email));
    },
    newCategory: () =>
      succeeded(
        admin.request<Category>('POST', '/api/categories', {
          body: multipart({ CategoryName: `Authz Category ${unique()}` }),
        }),
        'a new category',
      ),
    newProduct: () => newProduct(),
    orderNow: (owner, id) => succeeded(owner.client.get<Order>(`/api/orders/${id}`), 'the order'),
    uniqueEmail: (prefix) => `${prefix}.${unique()}@example.in`,
    currentMonth: new Date().toISOString().slice(0, 7),
  };
}

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'circuitkart-authz-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  // Ten URLs a sitemap file, so the numbered sitemap files exist.
  t = await startTestApp({
    WEB_DIST_DIR: webDist,
    SITEMAP_URLS_PER_FILE: '10',
    SHIPROCKET_WEBHOOK_TOKEN: SHIPROCKET_TOKEN,
    METRICS_TOKEN,
  });
  const app = await buildApp({
    // Its outbox stays idle: the shop's e-mails are the shop's to send, not this instance's.
    config: { ...t.config, smtpUrl: undefined, outbox: { work: false } },
    database: t.database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  development = { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  world = await buildWorld();
});
afterAll(async () => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
  await development?.app.close();
  await t?.close();
});

const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const rowName = (row: Row) => (row.case ? `${row.route} (${row.case})` : row.route);
const registered = (app: FastifyInstance) => new Set(app.registeredRoutes().map(routeName));
const getOf = (route: string) => route.replace(/^HEAD /, 'GET ');

describe('the authorisation table', () => {
  it('has a row for every registered route, and every row is a registered route', () => {
    const shop = registered(t.app);
    const developmentOnly = [...registered(development.app)].filter((route) => !shop.has(route));
    const rowsOf = (development: boolean) =>
      new Set(
        httpTable.filter((row) => Boolean(row.development) === development).map((r) => r.route),
      );
    const covered = (rows: Set<string>) => (route: string) =>
      rows.has(route) || (route.startsWith('HEAD ') && rows.has(getOf(route)));

    const shopRows = rowsOf(false);
    const developmentRows = rowsOf(true);
    expect([...shop].filter((route) => !covered(shopRows)(route))).toEqual([]);
    expect(developmentOnly.filter((route) => !covered(developmentRows)(route))).toEqual([]);
    expect([...shopRows].filter((route) => !shop.has(route))).toEqual([]);
    expect([...developmentRows].filter((route) => !developmentOnly.includes(route))).toEqual([]);
  });

  for (const row of httpTable) {
    it(`${rowName(row)}: ${describeExpectations(row)}`, async () => {
      expect(await wrongAnswers(row)).toEqual([]);
    });
  }
});

const describeExpectations = (row: Row) =>
  identities.map((who) => `${who} ${row.expect[who]}`).join(', ');

/** Calls the row's route as each caller (and as HEAD, for a GET with a HEAD twin). */
async function wrongAnswers(row: Row): Promise<string[]> {
  const wrong: string[] = [];
  const baseUrl = row.development ? development.url : t.url;
  const withHead =
    row.route.startsWith('GET ') && registered(t.app).has(row.route.replace(/^GET /, 'HEAD '));
  for (const who of identities) {
    for (const head of withHead ? [false, true] : [false]) {
      const label = `${head ? 'as HEAD ' : ''}to ${who}`;
      try {
        const call: Call = await row.call(world, who);
        const client = copyOf(call.client ?? world.as(who), baseUrl);
        const method = head ? 'HEAD' : (call.method ?? row.route.slice(0, row.route.indexOf(' ')));
        const answer = await client.request<unknown>(method, call.path, {
          json: call.json,
          body: call.body,
          headers: call.headers,
        });
        if (!matches(answer.status, row.expect[who])) {
          wrong.push(`${label}: ${answer.status}, expected ${row.expect[who]} ${brief(answer)}`);
          continue;
        }
        const leaked = leaks(answer, who);
        if (leaked.length > 0) wrong.push(`${label}: shows ${leaked.join(', ')}`);
        if (!head) await call.after?.(answer);
      } catch (error) {
        wrong.push(`${label}: ${(error as Error).message}`);
      }
    }
  }
  return wrong;
}

function matches(status: number, expected: Expected): boolean {
  return expected === '2xx' ? status >= 200 && status < 300 : status === expected;
}

function brief(answer: HttpAnswer<unknown>): string {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '');
  return text.slice(0, 160);
}

/**
 * What an answer shows that is not the caller's: another customer's e-mail, phone or order ids.
 * A visitor sees nobody's, B nobody's but B's own, A never B's (A's caller is sometimes a fresh
 * customer, whose own values are among the others); staff see customers' details by design.
 */
function leaks(answer: HttpAnswer<unknown>, who: Identity): string[] {
  if (who === 'admin') return [];
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? '');
  const forbidden = (owner: string) =>
    who === 'anonymous' || (who === 'customerB' ? owner !== world.b.id : owner === world.b.id);
  return [...privateValues]
    .filter(([value, owner]) => forbidden(owner) && text.includes(value))
    .map(([value]) => value);
}

// ---------------------------------------------------------------------------------------------
// Websocket rooms

const sockets: Socket[] = [];

/** A socket as a page opens it, with the caller's cookies; `origin` as a browser would send it. */
function openSocket(
  client: HttpClient | undefined,
  origin?: string,
): Promise<{ socket: Socket; authenticated: boolean } | 'refused'> {
  const cookie = client?.cookieHeader();
  const socket = io(t.url, {
    transports: ['websocket'],
    extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('ready', (ready: { authenticated: boolean }) =>
      resolve({ socket, authenticated: ready.authenticated }),
    );
    socket.once('connect_error', () => resolve('refused'));
  });
}

async function connected(client: HttpClient | undefined) {
  const opened = await openSocket(client);
  if (opened === 'refused') throw new Error('the socket was refused');
  return opened;
}

/** Everything a socket hears, by event name. */
function recorder(socket: Socket): Array<{ event: string; payload: unknown }> {
  const heard: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  return heard;
}

const orderEvents = [
  realtimeEvents.orderUpdated,
  realtimeEvents.orderTrackingUpdate,
  realtimeEvents.locationUpdate,
] as string[];

/** Every way a page could ask to be let into another customer's room. */
async function tryToJoin(socket: Socket, ownerId: string, orderId: string) {
  for (const id of [ownerId, orderId, `user:${ownerId}`]) {
    await socket.emitWithAck(realtimeRequests.watchProduct, id).catch(() => undefined);
  }
  for (const request of ['join', 'subscribe', 'joinRoom', 'watchOrder']) {
    socket.emit(request, `user:${ownerId}`);
    socket.emit(request, orderId);
  }
}

/** Ships the owner's order and tells which of the sockets heard its events. */
async function shipAndListen(owner: Customer, order: Order, listeners: Record<Identity, Socket>) {
  const heard = Object.fromEntries(
    identities.map((who) => [who, recorder(listeners[who])]),
  ) as Record<Identity, ReturnType<typeof recorder>>;
  const shipped = await world.admin.patch(`/api/orders/${order._id}/status`, statusBody('SHIPPED'));
  expect(shipped.status).toBe(200);
  await barrier(t.app, Object.values(listeners));
  return Object.fromEntries(
    identities.map((who) => {
      const events = heard[who].filter((e) => orderEvents.includes(e.event)).map((e) => e.event);
      const all = orderEvents.every((event) => events.includes(event));
      return [who, all ? 'hears' : events.length === 0 ? 'hears nothing' : `heard ${events}`];
    }),
  ) as Record<Identity, RoomAnswer>;
}

const roomScenarios: Record<string, () => Promise<Record<Identity, RoomAnswer>>> = {
  async 'user:<id>'() {
    const owner = await world.freshCustomer();
    const order = await world.orderOf(owner, { cod: true });
    const opened = {
      anonymous: await connected(undefined),
      customerA: await connected(owner.client),
      customerB: await connected(world.b.client),
      admin: await connected(world.admin),
    };
    // Only a customer's own session makes a socket theirs; the administrator's cookie does not.
    expect(Object.values(opened).map((o) => o.authenticated)).toEqual([false, true, true, false]);
    for (const who of ['anonymous', 'customerB', 'admin'] as const) {
      await tryToJoin(opened[who].socket, owner.id, order._id);
    }
    return shipAndListen(owner, order, {
      anonymous: opened.anonymous.socket,
      customerA: opened.customerA.socket,
      customerB: opened.customerB.socket,
      admin: opened.admin.socket,
    });
  },

  async 'session:<hash>'() {
    const owner = await world.freshCustomer();
    const order = await world.orderOf(owner, { cod: true });
    const ending = t.client();
    await signIn(ending, owner.email, owner.password);
    const kept = await connected(owner.client);
    const ended = await connected(ending);
    const closed = new Promise((resolve) => ended.socket.once('disconnect', resolve));
    expect((await ending.post('/api/auth/logout')).status).toBe(200);
    await closed;
    const keptHeard = recorder(kept.socket);
    const answers = await shipAndListen(owner, order, {
      anonymous: (await connected(undefined)).socket,
      customerA: ended.socket,
      customerB: (await connected(world.b.client)).socket,
      admin: (await connected(world.admin)).socket,
    });
    // The customer's other session still hears: only the ended one was closed.
    expect(keptHeard.map((e) => e.event)).toEqual(expect.arrayContaining(orderEvents));
    return answers;
  },

  async 'product:<id>'() {
    const opened = {
      anonymous: await connected(undefined),
      customerA: await connected(world.a.client),
      customerB: await connected(world.b.client),
      admin: await connected(world.admin),
    };
    const heard = Object.fromEntries(
      identities.map((who) => [who, recorder(opened[who].socket)]),
    ) as Record<Identity, ReturnType<typeof recorder>>;
    for (const who of identities) {
      const ack = await opened[who].socket.emitWithAck(
        realtimeRequests.watchProduct,
        world.product._id,
      );
      expect(ack).toEqual({ watching: true });
    }
    const reviewer = await world.freshCustomer();
    await world.deliveredOrderOf(reviewer);
    const posted = await reviewer.client.request<Review>('POST', '/api/feedback', {
      body: multipart({ productId: world.product._id, rating: '3', feedback: 'Fine.' }),
    });
    expect(posted.status).toBe(201);
    await barrier(
      t.app,
      identities.map((who) => opened[who].socket),
    );
    return Object.fromEntries(
      identities.map((who) => {
        const added = heard[who].filter((e) => e.event === realtimeEvents.feedbackAdded);
        const text = JSON.stringify(added);
        expect(text).not.toContain(reviewer.email);
        expect(text).not.toContain(reviewer.mobile);
        return [
          who,
          added.some((e) => (e.payload as Review)._id === posted.body._id)
            ? 'hears'
            : 'hears nothing',
        ];
      }),
    ) as Record<Identity, RoomAnswer>;
  },

  async '(handshake)'() {
    const clients: Record<Identity, HttpClient | undefined> = {
      anonymous: undefined,
      customerA: world.a.client,
      customerB: world.b.client,
      admin: world.admin,
    };
    const answers = {} as Record<Identity, RoomAnswer>;
    for (const who of identities) {
      const opened = await openSocket(clients[who], 'https://another-site.example');
      answers[who] = opened === 'refused' ? 'refused' : 'hears nothing';
    }
    return answers;
  },
};

describe('the websocket rooms', () => {
  it('has a scenario for every room of the table', () => {
    expect(Object.keys(roomScenarios).sort()).toEqual(roomTable.map((row) => row.room).sort());
  });

  for (const row of roomTable) {
    it(`${row.room}: ${row.how}`, async () => {
      expect(await roomScenarios[row.room]!()).toEqual(row.expect);
    });
  }
});
