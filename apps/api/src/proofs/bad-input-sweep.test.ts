/**
 * The bad-input sweep: every route the app registered gets requests generated with fast-check
 * from its OpenAPI operation (the same zod schemas the server validates with), each with something
 * wrong in it, from an anonymous caller, a signed-in customer and an administrator. Whatever comes
 * in, the shop never answers 5xx, every refusal is `{message, code, requestId}` (the id of its
 * `x-request-id` header), and a refused request leaves
 * the database and the data directory exactly as they were (checked after every request).
 *
 * The seed is random; a failure prints it with the request that broke the property. Rerun one with
 * SWEEP_SEED=<seed>.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { errorCodes } from '@shop/shared/http/errors';
import type { Product } from '@shop/shared/catalog/schemas';
import { adminClient, signedInCustomer } from '../../test/accounts-helpers';
import {
  badRequests,
  type BadRequest,
  type Hints,
  type OpenApiOperation,
  type RouteUnderTest,
} from '../../test/bad-input';
import type { HttpClient } from '../../test/http-client';
import { placeOrder } from '../../test/orders-helpers';
import {
  differences,
  snapshotQuery,
  tableNames,
  takeSnapshot,
  type StateSnapshot,
} from '../../test/state-snapshot';
import { startTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../db/client';

/**
 * Routes left out of the sweep, and why. Keep it short: a route is swept unless there is a reason
 * it cannot be.
 */
const NOT_SWEPT: Record<string, string> = {};

/**
 * Columns a refused request may change, and why; the rest of their tables is checked as any other.
 * Rate-limit counts are not here: they live in memory or Redis, never in the database.
 */
const MAY_CHANGE_ON_REFUSAL: Record<string, { columns: string[]; why: string }> = {
  email_otps: {
    columns: ['failed_attempts'],
    why: 'a wrong code is refused and counted against its OTP, whose attempt limit lives in the row',
  },
};

type Role = 'anonymous' | 'customer' | 'administrator';
const ROLES: Role[] = ['anonymous', 'customer', 'administrator'];

/** Requests per route and caller: more where the caller gets past the guard to the validation. */
const RUNS = { open: 32, guarded: 6, head: 3 };

const SEED = Number(process.env.SWEEP_SEED ?? Math.floor(Math.random() * 2 ** 31));

let t: TestApp;
let dataDir: string;
let customer: HttpClient;
let admin: HttpClient;
let hints: Hints;
let query: string;
let current: StateSnapshot;
let routes: RouteUnderTest[];
let sent = 0;
const answers: Array<{ route: string; role: Role; status: number; code?: string }> = [];

const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const documentedPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

beforeAll(async () => {
  // A data directory of its own, so files written by other test files never look like ours.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sweep-'));
  fs.cpSync(inject('testUploadsDir'), path.join(dataDir, 'uploads'), { recursive: true });
  // Behind a trusted proxy, each generated request can claim an address of its own, so the
  // per-address limits of the sign-in routes hold back the sweep less (and forged addresses
  // are part of what it sends).
  t = await startTestApp({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
  customer = (await signedInCustomer(t)).client;
  admin = await adminClient(t);
  const products = await customer.get<Product[]>('/api/products?limit=5');
  const inStock = products.body.find((p) => p.quantity > 0)!;
  const order = await placeOrder(customer, inStock);
  hints = await shopValues(order._id);

  const doc = (await t.client().get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const seen = new Set<string>();
  routes = t.app
    .registeredRoutes()
    .filter((route) => !seen.has(routeName(route)) && seen.add(routeName(route)))
    .filter((route) => !(routeName(route) in NOT_SWEPT))
    .map((route) => {
      const ops = doc.paths[documentedPath(route.url)];
      // HEAD is GET's twin and takes the same parameters.
      const method = route.method === 'HEAD' ? 'get' : route.method.toLowerCase();
      return { method: route.method, url: route.url, operation: ops?.[method] };
    });

  query = snapshotQuery(
    await tableNames(t.database),
    Object.fromEntries(Object.entries(MAY_CHANGE_ON_REFUSAL).map(([k, v]) => [k, v.columns])),
  );
  current = await takeSnapshot(t.database, query, dataDir);
});

afterAll(async () => {
  await t?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Ids and names that exist, so generated requests reach past "not found" now and then. */
async function shopValues(orderId: string): Promise<Hints> {
  const ids = async (table: string, column = 'id') =>
    rowsOf<{ v: string }>(
      await t.database.db.execute(sql.raw(`SELECT ${column}::text AS v FROM ${table} LIMIT 3`)),
    ).map((row) => row.v);
  const productIds = await ids('products');
  const productSlugs = await ids('products', 'slug');
  const categoryIds = await ids('categories');
  const categorySlugs = await ids('categories', 'slug');
  const reviewIds = await ids('reviews');
  const enquiryIds = await ids('enquiries');
  return {
    productId: [...productIds, ...productSlugs],
    product: productIds,
    categoryId: [...categoryIds, ...categorySlugs],
    category: [...categoryIds, ...categorySlugs],
    CategoryName: ['Sensors', 'New shelf'],
    orderId: [orderId],
    id: [orderId, ...productIds, ...categoryIds, ...reviewIds, ...enquiryIds],
  };
}

/** Who may get past a route's guard: administrators to the back office, anyone elsewhere. */
function runsFor(route: RouteUnderTest, role: Role): number {
  if (route.method === 'HEAD') return RUNS.head;
  const backOffice = t.app
    .registeredRoutes()
    .some((r) => r.backOffice && routeName(r) === routeName(route));
  if (backOffice) return role === 'administrator' ? RUNS.open : RUNS.guarded;
  return role === 'administrator' ? RUNS.guarded : RUNS.open;
}

function credentials(role: Role): Record<string, string> {
  if (role === 'customer') return { cookie: customer.cookieHeader() };
  if (role === 'administrator') return { authorization: admin.headers.authorization! };
  return {};
}

/** Signs the customer and the administrator in again if a generated request ended a session. */
async function keepSessions(): Promise<void> {
  const check = await customer.get('/api/auth/check');
  if (check.status !== 200) customer = (await signedInCustomer(t)).client;
  const me = await admin.get('/api/admin/me');
  if (me.status !== 200) admin = await adminClient(t);
  // Signing in again writes sessions: that is the sweep's doing, not a refused request's.
  current = await takeSnapshot(t.database, query, dataDir);
}

interface Answer {
  status: number;
  contentType: string;
  /** The answer's x-request-id header. */
  requestId: string | null;
  text: string;
}

async function send(role: Role, request: BadRequest): Promise<Answer> {
  // Forged credentials are the anonymous caller's; a signed-in caller keeps its own. Each request
  // comes from an address of its own unless it forges one, so its failures never count against
  // the loopback address the sweep signs in from again after a generated logout.
  sent += 1;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
    ...request.headers,
    ...credentials(role),
  };
  // A text body with no content type at all: fetch would label a string text/plain.
  const body =
    typeof request.body === 'string' && !headers['content-type']
      ? new TextEncoder().encode(request.body)
      : request.body;
  const path = request.path.startsWith('/') ? request.path : `/${request.path}`;
  const response = await fetch(t.url + path, {
    method: request.method,
    headers,
    body,
    redirect: 'manual',
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    requestId: response.headers.get('x-request-id'),
    text: await response.text(),
  };
}

/** What is wrong with an answer, if anything. */
function problemsWith(request: BadRequest, answer: Answer): { problems: string[]; code?: string } {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer.status < 400 || request.method === 'HEAD') return { problems };
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    problems.push(`answered ${answer.status} with a body that is not JSON`);
    return { problems };
  }
  const { message, code, requestId } = (body ?? {}) as {
    message?: unknown;
    code?: unknown;
    requestId?: unknown;
  };
  if (!answer.contentType.startsWith('application/json'))
    problems.push(`answered ${answer.status} as ${answer.contentType || 'no content type'}`);
  if (typeof message !== 'string' || message === '')
    problems.push(`answered ${answer.status} without a message`);
  if (typeof code !== 'string' || !(errorCodes as readonly string[]).includes(code))
    problems.push(`answered ${answer.status} without a known code`);
  if (typeof requestId !== 'string' || requestId !== answer.requestId)
    problems.push(`answered ${answer.status} without the request id of its x-request-id header`);
  return { problems, code: typeof code === 'string' ? code : undefined };
}

async function sweep(route: RouteUnderTest, role: Role, seed: number): Promise<string | undefined> {
  const property = fc.asyncProperty(badRequests(route, hints), async (request) => {
    const answer = await send(role, request);
    const { problems, code } = problemsWith(request, answer);
    answers.push({ route: routeName(route), role, status: answer.status, code });
    // What the request set off (events, e-mails) is finished before the state is compared.
    await t.app.settled();
    const after = await takeSnapshot(t.database, query, dataDir);
    if (answer.status >= 400 && answer.status < 500) {
      const changed = differences(current, after);
      if (changed.length > 0)
        problems.push(`refused with ${answer.status} but changed ${changed.join(', ')}`);
    }
    current = after;
    if (problems.length > 0) {
      throw new Error(`${problems.join('; ')}\n  answer: ${answer.text.slice(0, 300)}`);
    }
  });
  const details = await fc.check(property, { numRuns: runsFor(route, role), seed });
  await keepSessions();
  if (!details.failed) return undefined;
  const [request] = details.counterexample ?? [];
  return [
    `${role} → ${routeName(route)} (seed ${details.seed}, path ${details.counterexamplePath})`,
    `  request: ${request?.label ?? '?'}`,
    `  ${String((details.errorInstance as Error | undefined)?.message ?? details.errorInstance)}`,
  ].join('\n');
}

describe('the bad-input sweep', () => {
  it('covers every route the app registered, and only exclusions that still exist', async () => {
    const registered = new Set(t.app.registeredRoutes().map(routeName));
    const swept = new Set(routes.map(routeName));
    const missing = [...registered].filter((name) => !swept.has(name) && !(name in NOT_SWEPT));
    expect(missing).toEqual([]);
    expect(Object.keys(NOT_SWEPT).filter((name) => !registered.has(name))).toEqual([]);
    // Every route the document shows is one the sweep reads its schemas from.
    const undocumented = routes.filter(
      (route) =>
        !route.operation &&
        !t.app.registeredRoutes().some((r) => r.hidden && routeName(r) === routeName(route)),
    );
    expect(undocumented.map(routeName)).toEqual([]);
    // The columns a refusal may change still exist: a renamed one would hide nothing silently.
    const columns = rowsOf<{ name: string }>(
      await t.database.db.execute(
        sql`SELECT table_name || '.' || column_name AS name FROM information_schema.columns
            WHERE table_schema = 'public'`,
      ),
    ).map((row) => row.name);
    const ignored = Object.entries(MAY_CHANGE_ON_REFUSAL).flatMap(([table, { columns: c }]) =>
      c.map((column) => `${table}.${column}`),
    );
    expect(columns).toEqual(expect.arrayContaining(ignored));
  });

  for (const role of ROLES) {
    it(`never answers 5xx, refuses with {message, code} and changes nothing: ${role}`, async () => {
      const failures: string[] = [];
      for (const [index, route] of routes.entries()) {
        // A seed of its own per route and caller, all drawn from the one logged.
        const seed = (SEED + index * 7919 + ROLES.indexOf(role) * 104_729) | 0;
        const failure = await sweep(route, role, seed);
        if (failure) failures.push(failure);
      }
      if (failures.length > 0)
        console.error(`bad-input sweep, seed ${SEED}:\n${failures.join('\n')}`);
      expect(failures).toEqual([]);
    }, 240_000);
  }

  it('got most requests as far as the validation or the route’s own checks, not just to the rate limits', () => {
    // Refused for what it carried, by the validation or the route's own checks.
    const reached = (a: (typeof answers)[number]) =>
      [400, 404, 409, 413, 414, 415, 422].includes(a.status);
    const byRoute = new Map<string, number>();
    for (const a of answers) if (reached(a)) byRoute.set(a.route, (byRoute.get(a.route) ?? 0) + 1);
    const withInput = routes.filter(
      (route) =>
        route.method !== 'HEAD' &&
        route.operation &&
        (route.operation.requestBody || route.operation.parameters?.length),
    );
    const neverValidated = withInput.filter((route) => !byRoute.has(routeName(route)));
    // Of the answers to routes that take input, past the guards (whose refusals the authorisation
    // suite checks): most must be the validation's or the route's own.
    const takesInput = new Set(withInput.map(routeName));
    const pastGuards = answers.filter(
      (a) => takesInput.has(a.route) && ![401, 403].includes(a.status),
    );
    const validated = pastGuards.filter(reached).length;
    const limited = answers.filter((a) => a.status === 429).length;
    const statuses = Object.entries(
      answers.reduce<Record<number, number>>(
        (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
        {},
      ),
    );
    console.info(
      `bad-input sweep (seed ${SEED}): ${routes.length} routes, ${answers.length} requests; ` +
        `statuses ${statuses.map(([s, n]) => `${s}×${n}`).join(' ')}; ` +
        `refused on their input ${validated} of ${pastGuards.length} past the guards`,
    );
    expect(neverValidated.map(routeName)).toEqual([]);
    expect(validated / pastGuards.length).toBeGreaterThan(0.6);
    expect(limited / answers.length).toBeLessThan(0.1);
  });
});
