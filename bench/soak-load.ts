/**
 * The soak's traffic, in a process of its own so that it never takes a server's event loop: an
 * open model at a steady rate (requests start on a schedule, whatever the answers' speed), spread
 * over the instances in turn as a load balancer would, a shopper's mix: catalogue pages, product
 * pages, searches, the session check, cart adds, and now and then a cash-on-delivery checkout.
 * Prints one JSON line: per kind, the requests, failures and latency percentiles.
 * Started by `soak.ts` with SOAK_PLAN.
 */
import { asCustomer, checkoutCashOnDelivery } from './load';

export interface SoakPlan {
  urls: string[];
  cookies: string[];
  products: string[];
  categories: string[];
  seconds: number;
  perSecond: number;
}

export interface SoakKind {
  requests: number;
  failures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface SoakLoadResult {
  kinds: Record<string, SoakKind>;
  failureSamples: string[];
  started: number;
  /** Requests that were due but could not start on time (the load process itself fell behind). */
  late: number;
}

const plan = JSON.parse(process.env.SOAK_PLAN ?? '') as SoakPlan;
const searches = ['arduino', 'sensor', 'esp32', 'relay', 'raspberry', 'led', 'motor', 'ardiuno'];
const sorts = ['newest', 'price-asc', 'price-desc'];
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

const latencies = new Map<string, number[]>();
const failures = new Map<string, number>();
const failureSamples: string[] = [];
let turn = 0;

async function call(kind: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const url = plan.urls[turn++ % plan.urls.length]!;
  const started = performance.now();
  let ok = false;
  let text = '';
  try {
    const answer = await fetch(url + path, init);
    text = await answer.text();
    ok = answer.ok;
    if (!ok && failureSamples.length < 10)
      failureSamples.push(`${kind} ${url}${path}: ${answer.status} ${text.slice(0, 160)}`);
  } catch (error) {
    if (failureSamples.length < 10) failureSamples.push(`${kind} ${url}${path}: ${String(error)}`);
  }
  const list = latencies.get(kind) ?? [];
  list.push(performance.now() - started);
  latencies.set(kind, list);
  if (!ok) {
    failures.set(kind, (failures.get(kind) ?? 0) + 1);
    return undefined;
  }
  return text ? JSON.parse(text) : undefined;
}

/** One shopper's step, by the mix. */
function step(): Promise<unknown> {
  const cookie = pick(plan.cookies);
  const roll = Math.random();
  if (roll < 0.3)
    return call(
      'catalogue page',
      `/api/products?category=${pick(plan.categories)}&sort=${pick(sorts)}&limit=24&page=1`,
    );
  if (roll < 0.4) return call('categories', '/api/categories');
  if (roll < 0.62) return call('product', `/api/products/${pick(plan.products)}`);
  if (roll < 0.75) return call('search', `/api/products?q=${pick(searches)}&limit=24`);
  if (roll < 0.85) return call('session', '/api/auth/session', asCustomer(cookie, 'GET'));
  if (roll < 0.98)
    return call(
      'cart add',
      '/api/cart/add',
      asCustomer(cookie, 'POST', { productId: pick(plan.products), quantity: 1 }),
    );
  return checkoutCashOnDelivery(call, cookie);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const intervalMs = 1000 / plan.perSecond;
const start = performance.now();
const end = start + plan.seconds * 1000;
const inFlight = new Set<Promise<unknown>>();
let started = 0;
let late = 0;
while (performance.now() < end) {
  const due = start + started * intervalMs;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  else if (wait < -intervalMs) late++;
  started++;
  const request = step().catch(() => undefined);
  inFlight.add(request);
  void request.finally(() => inFlight.delete(request));
}
await Promise.all(inFlight);

const kinds: Record<string, SoakKind> = {};
for (const [kind, list] of latencies) {
  const sorted = [...list].sort((a, b) => a - b);
  kinds[kind] = {
    requests: list.length,
    failures: failures.get(kind) ?? 0,
    p50Ms: Math.round(percentile(sorted, 0.5) * 10) / 10,
    p99Ms: Math.round(percentile(sorted, 0.99) * 10) / 10,
    maxMs: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
  };
}
const result: SoakLoadResult = { kinds, failureSamples, started, late };
console.log(JSON.stringify(result));
