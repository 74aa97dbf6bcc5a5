/**
 * Scenario 4, cache pollution: the catalogue reads a real storefront makes (the home page's
 * lists, categories, category pages, product pages, a few searches, with the parameters the web
 * app sends) are read once to fill the cache, then once more for the hit rate "before"; then
 * 10,000 reads of catalogue URLs with a distinct `?x=N`; then the real reads again, "after".
 *
 * The hit rate comes from the shop's own counters when `GET /api/health` shows an object with
 * numeric `hits` and `misses`. Without them it is estimated from outside on PostgreSQL: the
 * database's committed transactions during a pass of the real reads, against those of the pass
 * that filled the cache (every read a miss). PostgreSQL publishes a connection's counts up to
 * ten seconds after it goes idle, hence the pauses around each pass; the real answers are older
 * by those pauses at the after pass (shown: past the cache's 60 s bound, expiry alone misses).
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/client';
import type { ReadsResult } from './attack-client';
import {
  catalogue,
  percentile,
  runClient,
  setting,
  sleep,
  type Shop,
  type ScenarioResult,
} from './attack-shop';

/** How long PostgreSQL may take to publish an idle connection's counts, and some room. */
const STATISTICS_DELAY_MS = 11_500;
/** The cache's own bound on an answer's age: an older one is computed again anyway. */
const CACHE_MAX_AGE_MS = 60_000;

interface Counters {
  hits: number;
  misses: number;
  /** Where in the health answer they were found. */
  at: string;
}

/** The first object in the health answer with numeric hits and misses, preferring a cache. */
function findCounters(value: unknown, at = 'health'): Counters | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.hits === 'number' && typeof record.misses === 'number')
    return { hits: record.hits, misses: record.misses, at };
  const keys = Object.keys(record).sort(
    (a, b) => Number(/cache/i.test(b)) - Number(/cache/i.test(a)),
  );
  for (const key of keys) {
    const found = findCounters(record[key], `${at}.${key}`);
    if (found) return found;
  }
  return undefined;
}

async function counters(url: string): Promise<Counters | undefined> {
  const answer = await fetch(`${url}/api/health`);
  return answer.ok ? findCounters(await answer.json()) : undefined;
}

async function committed(shop: Shop): Promise<number> {
  const [row] = rowsOf<{ commits: string }>(
    await shop.database.db.execute(
      sql`SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = current_database()`,
    ),
  );
  return Number(row?.commits ?? 0);
}

/** The storefront's catalogue reads, as the web app makes them. */
async function realReads(url: string): Promise<string[]> {
  const categories = (await (await fetch(`${url}/api/categories`)).json()) as Array<{
    _id: string;
    slug: string;
  }>;
  const products = await catalogue(url);
  const step = Math.max(1, Math.floor(products.length / 20));
  return [
    '/api/categories',
    '/api/products?sort=newest&limit=8',
    '/api/products?onSale=true&sort=discount&limit=8',
    '/api/products?onSale=true&sort=discount&limit=12',
    '/api/products?sort=newest&limit=24',
    '/api/products?sort=newest&page=1&limit=24',
    ...categories.slice(0, 6).map((c) => `/api/products/category/${c._id}`),
    ...categories
      .slice(0, 3)
      .map((c) => `/api/products?category=${c.slug}&sort=newest&page=1&limit=24`),
    ...products
      .filter((_, i) => i % step === 0)
      .slice(0, 20)
      .map((p) => `/api/products/${p._id}`),
    ...['arduino', 'sensor', 'esp32', 'relay'].map((q) => `/api/products?q=${q}&limit=48`),
  ];
}

/** One pass of the real reads, one at a time as a shopper's pages make them. */
async function pass(url: string, paths: string[]) {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const answer = await fetch(url + path, { headers: { 'accept-encoding': 'gzip' } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  return { p50Ms: percentile(times, 0.5), meanMs: times.reduce((a, b) => a + b, 0) / times.length };
}

/** A pass measured by the shop's counters, or by the database's transactions. */
async function measuredPass(shop: Shop, paths: string[], useCounters: boolean) {
  if (useCounters) {
    const before = (await counters(shop.url))!;
    const timing = await pass(shop.url, paths);
    const after = (await counters(shop.url))!;
    const hits = after.hits - before.hits;
    const misses = after.misses - before.misses;
    return { ...timing, hits, misses, transactions: undefined as number | undefined };
  }
  const before = await committed(shop);
  const timing = await pass(shop.url, paths);
  await sleep(STATISTICS_DELAY_MS);
  // Less the one of the reading itself.
  const transactions = (await committed(shop)) - before - 1;
  return {
    ...timing,
    hits: undefined as number | undefined,
    misses: undefined as number | undefined,
    transactions,
  };
}

/**
 * Catalogue URLs a real page never asks for, `{n}` standing for each read's own number: a tenth
 * the category list, a tenth a category's whole list (about a megabyte gzipped on a miss), three
 * tenths a page of products, the rest product pages.
 */
async function pollution(url: string): Promise<string[]> {
  const products = await catalogue(url);
  const categories = (await (await fetch(`${url}/api/categories`)).json()) as Array<{
    _id: string;
  }>;
  return Array.from({ length: 100 }, (_, n) => {
    const kind = n % 10;
    if (kind === 0) return '/api/categories?x={n}';
    if (kind === 1) return `/api/products/category/${categories[n % categories.length]!._id}?x={n}`;
    if (kind <= 4) return '/api/products?sort=newest&limit=24&x={n}';
    return `/api/products/${products[n % products.length]!._id}?x={n}`;
  });
}

export async function cachePollution(shop: Shop): Promise<ScenarioResult> {
  const count = setting('BENCH_ATTACK_CACHE_READS', 10_000);
  const concurrency = setting('BENCH_ATTACK_CACHE_CONCURRENCY', 20);
  const paths = await realReads(shop.url);
  const junk = await pollution(shop.url);
  const useCounters = (await counters(shop.url)) !== undefined;
  const counterPath = (await counters(shop.url))?.at;
  if (!useCounters) await sleep(STATISTICS_DELAY_MS);

  const filledAt = Date.now();
  const fill = await measuredPass(shop, paths, useCounters);
  const before = await measuredPass(shop, paths, useCounters);
  const pollutionStarted = Date.now();
  const polluted = await runClient<ReadsResult>({
    job: 'reads',
    url: shop.url,
    templates: junk,
    count,
    concurrency,
  });
  // The flood's own transactions are published up to ten seconds after it ends: not the pass's.
  if (!useCounters) await sleep(STATISTICS_DELAY_MS);
  const afterStarted = Date.now();
  const after = await measuredPass(shop, paths, useCounters);
  const ageSeconds = Math.round((afterStarted - filledAt) / 1000);

  const rate = (p: typeof fill) => {
    if (p.hits !== undefined && p.misses !== undefined)
      return Math.round((p.hits / Math.max(1, p.hits + p.misses)) * 100);
    // Every transaction of the filling pass was a miss's; fewer now means hits.
    return Math.max(0, Math.round((1 - p.transactions! / Math.max(1, fill.transactions!)) * 100));
  };
  const method = useCounters
    ? `the shop's counters (${counterPath})`
    : 'counters not available in /api/health: estimated from PostgreSQL transactions per pass';
  const beforeRate = rate(before);
  const afterRate = rate(after);
  const expired = afterStarted - filledAt > CACHE_MAX_AGE_MS;
  const unchanged = afterRate >= beforeRate - 5;
  const statuses = Object.entries(polluted.statuses)
    .map(([s, n]) => `${s} × ${n}`)
    .join(', ');
  const cost = (p: typeof fill) =>
    p.transactions !== undefined
      ? `${p.transactions} transactions`
      : `${p.hits} hits, ${p.misses} misses`;
  return {
    name: 'cache pollution',
    rows: [
      { measure: 'measured by', value: method },
      { measure: 'real reads per pass', value: paths.length },
      { measure: 'filling pass (all misses)', value: `${cost(fill)}, p50 ${fill.p50Ms} ms` },
      {
        measure: 'hit rate before',
        value: `${beforeRate}% (${cost(before)}, p50 ${before.p50Ms} ms)`,
      },
      { measure: `?x=N reads (${concurrency} at once): statuses`, value: statuses },
      { measure: '?x=N reads took (s)', value: polluted.seconds },
      { measure: 'hit rate after', value: `${afterRate}% (${cost(after)}, p50 ${after.p50Ms} ms)` },
      {
        measure: 'age of the real answers at the after pass (s)',
        value: `${ageSeconds}${expired ? " (past the cache's 60 s bound: expiry alone makes misses)" : ''}`,
      },
    ],
    verdict: {
      target: 'hit rate of real pages unchanged',
      met: unchanged,
      detail: `${beforeRate}% before, ${afterRate}% after (needs within 5 points), ${useCounters ? 'from the counters' : 'estimated: counters not available'}`,
    },
    figures: {
      method,
      paths,
      fill,
      before: { ...before, hitRatePercent: beforeRate },
      after: { ...after, hitRatePercent: afterRate },
      pollution: { count, concurrency, ...polluted, startedAt: pollutionStarted },
      ageSeconds,
    },
  };
}
