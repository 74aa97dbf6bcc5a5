/** Runs autocannon in its own process (the server keeps this process's core) and reads its JSON. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const autocannonBin = path.resolve(import.meta.dirname, '../node_modules/.bin/autocannon');

/**
 * Loads `url`, or every URL of a list in turn on each connection (written as a HAR file for
 * autocannon), so that a list of searches measures all of them.
 */
export function load(
  name: string,
  url: string | string[],
  options: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
  },
): Promise<LoadResult> {
  const args = ['-j', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [key, value] of Object.entries(options.headers ?? {}))
    args.push('-H', `${key}=${value}`);
  if (options.method) args.push('-m', options.method);
  if (options.body) args.push('-b', options.body);
  const urls = typeof url === 'string' ? [url] : url;
  const har = urls.length > 1 ? harFile(urls) : undefined;
  if (har) args.push('--har', har);
  args.push(urls[0]!);
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(autocannonBin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const json = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        name,
        requestsPerSecond: Math.round(json.requests.average),
        p50Ms: json.latency.p50,
        p99Ms: json.latency.p99,
        non2xx: json.non2xx,
        errors: json.errors,
      });
    });
  }).finally(() => har && fs.rmSync(path.dirname(har), { recursive: true, force: true }));
}

/** A HAR file of GET requests to `urls`, the form in which autocannon's command line takes a list. */
function harFile(urls: string[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-har-')), 'load.har');
  const entries = urls.map((url) => ({ request: { method: 'GET', url, headers: [] } }));
  fs.writeFileSync(file, JSON.stringify({ log: { entries } }));
  return file;
}

export function printTable(title: string, ceiling: LoadResult, results: LoadResult[]): void {
  console.log(`\n${title}`);
  const rows = [ceiling, ...results].map((r) => ({
    route: r.name,
    'req/s': r.requestsPerSecond,
    'p99 ms': r.p99Ms,
    'of ceiling': `${Math.round((r.requestsPerSecond / ceiling.requestsPerSecond) * 100)}%`,
    'non-2xx': r.non2xx,
    errors: r.errors,
  }));
  console.table(rows);
}

/** Keeps a run's figures as JSON under bench/results/ (not committed), to compare runs. */
export function saveResults(benchmark: string, results: unknown): string {
  const dir = path.resolve(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${benchmark}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

/**
 * Runs one of the benchmarks' load scripts (`bench/<script>`) in a process of its own, its plan
 * passed as JSON in the environment variable `planVariable`, and resolves to the JSON it prints
 * last.
 */
export function runLoadScript<Plan, Result>(
  script: string,
  planVariable: string,
  plan: Plan,
): Promise<Result> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, script)],
    {
      env: { ...process.env, [planVariable]: JSON.stringify(plan) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Result)
        : reject(new Error(`${script} exited ${code}`)),
    );
  });
}

/** The address the benchmarks' shoppers check out with. */
export const benchAddress = {
  firstName: 'Bench',
  lastName: 'Buyer',
  email: 'bench@example.in',
  phone: '9876543210',
  street: '1 Bench Road',
  city: 'Hyderabad',
  state: 'Telangana',
  pin: '500001',
};

/** A load script's request: counted under `kind`, answering the parsed body, or undefined when refused. */
export type LoadCall = (kind: string, path: string, init?: RequestInit) => Promise<unknown>;

/** A signed-in customer's request, as the shop's pages send it. */
export const asCustomer = (cookie: string, method: string, body?: unknown): RequestInit => ({
  method,
  headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** Cart to order to cash on delivery, as the checkout page does. */
export async function checkoutCashOnDelivery(call: LoadCall, cookie: string): Promise<void> {
  const cart = (await call('cart', '/api/cart', asCustomer(cookie, 'GET'))) as
    | {
        items: Array<{ quantity: number; product: { _id: string; price: number; name: string } }>;
        totalAmount: number;
      }
    | undefined;
  if (!cart?.items.length) return;
  const order = (await call(
    'checkout: order',
    '/api/orders',
    asCustomer(cookie, 'POST', {
      orderItems: cart.items.map((i) => ({
        product: i.product._id,
        quantity: i.quantity,
        price: i.product.price,
        name: i.product.name,
      })),
      billingAddress: benchAddress,
      shippingAddress: benchAddress,
      totalAmount: cart.totalAmount,
    }),
  )) as { _id: string } | undefined;
  if (!order) return;
  await call(
    'checkout: cash on delivery',
    `/api/orders/${order._id}/status`,
    asCustomer(cookie, 'PATCH', {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    }),
  );
}
