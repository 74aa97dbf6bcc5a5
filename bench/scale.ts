/**
 * Scale benchmark (issue: performance, "a big catalogue"): the catalogue's queries at 100,000
 * products in 200 categories on PostgreSQL, with the catalogue cache keeping nothing
 * (CATALOG_CACHE_ENTRIES=0), so every request runs its queries. The shop runs as `npm start`
 * runs it, in a process of its own, logging at info; autocannon loads it from another.
 *
 * Run by hand: `npm run bench:scale`. DATABASE_URL names the server (default the local one);
 * a database `shop_bench_scale_<random>` is made, migrated, filled and dropped at the end.
 * BENCH_SCALE_DATABASE=<name> keeps the filled database under that name and uses it again next
 * time (the fill takes a while); migrations still run on it. BENCH_EXPLAIN=1 also prints
 * `EXPLAIN (ANALYZE, BUFFERS)` of every query the measured routes run (=only: no load).
 * BENCH_SECONDS (10), BENCH_CONNECTIONS (20), BENCH_PRODUCTS (100000) change the run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { productListQuerySchema } from '@shop/shared/catalog/schemas';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema/index';
import { categories, products } from '../apps/api/src/db/schema/index';
import { createUploads } from '../apps/api/src/lib/uploads';
import { createDiskStorage } from '../apps/api/src/lib/storage';
import { createCatalogService } from '../apps/api/src/modules/catalog/catalog.service';
import { productSearchText } from '../apps/api/src/db/product-search-text';
import { createScratchDatabase } from '../apps/api/test/scratch-database';
import { freePort } from '../apps/api/test/server-process';
import { load, saveResults, type LoadResult } from './load';
import { startCeiling } from './server';
import { categorySizes, makeProducts, scaleCategories } from './scale-catalogue';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const keptName = process.env.BENCH_SCALE_DATABASE;
const explainMode = process.env.BENCH_EXPLAIN ?? '';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_P99_MS = 50;
const BATCH = 1000;

/** What shoppers type: part numbers, kinds, values, brands, and a word half typed. */
const searchTerms = [
  'arduino',
  'esp32',
  'esp8266',
  'raspberry pi',
  'bme280',
  'dht22',
  'ultrasonic',
  'hc-sr04',
  'relay module',
  'oled',
  '16x2 lcd',
  'servo',
  'stepper motor',
  'nema 17',
  '10k resistor',
  'capacitor',
  'ceramic capacitor',
  'mosfet',
  'irf540n',
  'lm317',
  'ne555',
  '74hc595',
  'l298n',
  'buck converter',
  'lipo battery',
  '18650',
  'tp4056',
  'jumper wires',
  'breadboard',
  'soldering iron',
  'multimeter',
  'ws2812b',
  'rgb led strip',
  'ir receiver',
  'optocoupler',
  'lora',
  'gps module',
  'sim800l',
  'rfid',
  'nrf24l01',
  'jst connector',
  'pin header',
  'terminal block',
  'type-c',
  'heat shrink',
  'robot car kit',
  'mecanum wheel',
  '16mhz crystal',
  'ardu',
  'senso',
];
/** The searches whose plans BENCH_EXPLAIN shows: broad, narrow, two words, a half word. */
const explainedTerms = ['capacitor', 'arduino', 'bme280', '10k resistor', 'ardu'];

interface Route {
  name: string;
  paths: string[];
  /** Why the route is left out of the target, when it is. */
  outside?: string;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-scale-'));
const database = await prepareDatabase();
try {
  const { largest, smallest } = await fillIfEmpty(database.url);
  const routes: Route[] = [
    {
      name: `search ?q= (${searchTerms.length} terms, 48)`,
      paths: searchTerms.map((t) => `/api/products?q=${encodeURIComponent(t)}&limit=48`),
    },
    {
      name: `category page 1 (${largest.size} products)`,
      paths: [`/api/products?category=${largest.slug}&sort=newest&page=1&limit=24`],
    },
    {
      name: 'category page 100',
      paths: [`/api/products?category=${largest.slug}&sort=newest&page=100&limit=24`],
    },
    {
      name: `small category page 1 (${smallest.size})`,
      paths: [`/api/products?category=${smallest.slug}&sort=newest&page=1&limit=24`],
    },
    { name: 'shop page 100 (all, newest)', paths: ['/api/products?sort=newest&page=100&limit=24'] },
    { name: 'shop by price, low to high', paths: ['/api/products?sort=price-asc&page=1&limit=24'] },
    {
      name: 'shop by price, high to low',
      paths: ['/api/products?sort=price-desc&page=1&limit=24'],
    },
    { name: 'home: categories with counts', paths: ['/api/categories'] },
    { name: 'home: new arrivals (8)', paths: ['/api/products?sort=newest&limit=8'] },
    { name: 'home: on sale (8)', paths: ['/api/products?onSale=true&sort=discount&limit=8'] },
    {
      name: 'category page, whole list',
      paths: [`/api/products/category/${largest.slug}`],
      outside: 'whole list: up to 1000 products',
    },
  ];

  if (explainMode) await explainRoutes(database.url, routes);
  if (explainMode !== 'only') await measure(database.url, routes);
} finally {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** A new database (dropped at the end), or the kept one named by BENCH_SCALE_DATABASE. */
async function prepareDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!keptName) return createScratchDatabase(serverUrl, `shop_bench_scale_${Date.now()}_`);
  if (!/^[a-z_][a-z0-9_]*$/.test(keptName)) {
    throw new Error('BENCH_SCALE_DATABASE must be a plain lower-case database name');
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${keptName}`;
  if (!exists) await admin.unsafe(`CREATE DATABASE ${keptName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${keptName}`;
  return { url: url.toString(), drop: async () => {} };
}

/**
 * Migrates the database and, when it has no products, fills it: the categories, then the
 * products in multi-row INSERTs of 1000, each with the search text the repository writes.
 * Then VACUUM ANALYZE, as autovacuum would have done on a shop's long-lived table.
 */
async function fillIfEmpty(url: string) {
  const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 2 });
  try {
    await handle.migrate();
    const db = handle.db;
    const scale = scaleCategories();
    const sizes = categorySizes(scale, productCount);
    const [existing] = await db.select({ n: count() }).from(products);
    if (existing!.n === 0) {
      const started = Date.now();
      const inserted = await db
        .insert(categories)
        .values(
          scale.map((c) => ({
            name: c.name,
            slug: c.slug,
            description: c.description,
            sortOrder: c.sortOrder,
          })),
        )
        .returning({ id: categories.id, slug: categories.slug });
      const ids = new Map(inserted.map((row) => [row.slug, row.id]));
      const now = Date.now();
      let serial = 0;
      for (const [i, category] of scale.entries()) {
        const made = makeProducts(category, sizes[i]!, serial, now);
        serial += made.length;
        for (let start = 0; start < made.length; start += BATCH) {
          await db.insert(products).values(
            made.slice(start, start + BATCH).map((p) => ({
              ...p,
              categoryId: ids.get(category.slug)!,
              searchText: productSearchText(p),
              updatedAt: p.createdAt,
            })),
          );
        }
      }
      console.log(`Filled ${serial} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else if (existing!.n !== productCount) {
      throw new Error(
        `${keptName} holds ${existing!.n} products, not ${productCount}: drop it or name another`,
      );
    } else {
      console.log(`Using ${keptName}: ${existing!.n} products`);
    }
    await db.execute(sql`VACUUM (ANALYZE) products, categories`);
    return {
      largest: { slug: scale[0]!.slug, size: sizes[0]! },
      smallest: { slug: scale.at(-1)!.slug, size: sizes.at(-1)! },
    };
  } finally {
    await handle.close();
  }
}

/** Starts the shop as `npm start` does, in its own process; its request log is read and dropped. */
async function startShop(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../apps/api/src/server.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: '',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        CATALOG_CACHE_ENTRIES: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('CircuitKart is running')) return;
      child.stdout.off('data', read);
      child.stdout.resume();
      resolve();
    };
    child.stdout.on('data', read);
    void exited.then(() => reject(new Error(`the shop exited before listening:\n${out}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function measure(databaseUrl: string, routes: Route[]) {
  const shop = await startShop(databaseUrl);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 1 });
  const [first] = await handle.db.select({ id: products.id }).from(products).limit(1);
  const ceiling = await startCeiling(handle, databaseUrl, first!.id, dataDir);
  try {
    const opts = { seconds, connections };
    // Every route once, so the first one measured does not pay for compilation and cold pages.
    await load(
      'warm-up',
      routes.flatMap((r) => r.paths.map((p) => shop.url + p)),
      { seconds: 3, connections },
    );
    // The most any route can hope for on this machine at this moment: a bare process doing one
    // primary-key SELECT (other work on the machine moves both alike).
    const results: Array<LoadResult & { outside?: string }> = [
      {
        ...(await load('ceiling: one PK SELECT', `${ceiling.url}/ceiling`, opts)),
        outside: 'reference',
      },
    ];
    for (const route of routes) {
      const result = await load(
        route.name,
        route.paths.map((p) => shop.url + p),
        opts,
      );
      results.push({ ...result, outside: route.outside });
    }
    const title = `Catalogue at ${productCount} products on PostgreSQL, uncached, ${connections} connections, ${seconds} s each (${new Date().toISOString()})`;
    console.log(`\n${title}`);
    console.table(
      results.map((r) => ({
        route: r.name,
        'req/s': r.requestsPerSecond,
        'p50 ms': r.p50Ms,
        'p99 ms': r.p99Ms,
        target: r.outside
          ? `(${r.outside})`
          : `p99 ≤ ${TARGET_P99_MS} ms ${r.p99Ms <= TARGET_P99_MS ? 'met' : 'MISSED'}`,
        'non-2xx': r.non2xx,
        errors: r.errors,
      })),
    );
    const file = saveResults('scale-postgres', {
      title,
      products: productCount,
      targetP99Ms: TARGET_P99_MS,
      routes: routes.map((r) => ({ name: r.name, paths: r.paths })),
      results,
    });
    console.log(`Saved ${file}`);
  } finally {
    await ceiling.close();
    await handle.close();
    await shop.stop();
  }
}

/**
 * Runs each route's service call on a connection that records its SQL, then EXPLAIN (ANALYZE,
 * BUFFERS) of every statement recorded, printed and saved under bench/results/.
 */
async function explainRoutes(databaseUrl: string, routes: Route[]) {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const recorded: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle({
    client,
    schema,
    logger: { logQuery: (query, params) => void recorded.push({ query, params }) },
  }) as unknown as Database;
  const catalog = createCatalogService({
    db,
    uploads: createUploads({ storage: createDiskStorage(path.join(dataDir, 'uploads')) }),
  });
  const explained = routes.flatMap((route) =>
    route.paths[0]!.includes('?q=')
      ? explainedTerms.map((term) => ({
          name: `search "${term}"`,
          path: `/api/products?q=${encodeURIComponent(term)}&limit=48`,
        }))
      : [{ name: route.name, path: route.paths[0]! }],
  );
  const out: string[] = [
    `# EXPLAIN (ANALYZE, BUFFERS) at ${productCount} products (${new Date().toISOString()})`,
  ];
  try {
    for (const { name, path: routePath } of explained) {
      recorded.length = 0;
      await callRoute(catalog, routePath);
      out.push('', `## ${name}: GET ${routePath}`);
      for (const { query, params } of [...recorded]) {
        const plan = await client.unsafe<Array<{ 'QUERY PLAN': string }>>(
          `EXPLAIN (ANALYZE, BUFFERS) ${query}`,
          params as postgres.ParameterOrJSON<never>[],
        );
        out.push('', '```sql', query, `-- ${JSON.stringify(params)}`, '```', '```');
        out.push(...plan.map((row) => row['QUERY PLAN']), '```');
      }
    }
  } finally {
    await client.end();
  }
  const text = `${out.join('\n')}\n`;
  console.log(text);
  const file = path.resolve(
    import.meta.dirname,
    'results',
    `scale-explain-${new Date().toISOString().replace(/[:.]/g, '-')}.md`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.log(`Saved ${file}`);
}

/** The service call a measured route makes (its queries; the cache's own is left out). */
async function callRoute(catalog: ReturnType<typeof createCatalogService>, routePath: string) {
  const url = new URL(routePath, 'http://shop.local');
  if (url.pathname === '/api/categories') return catalog.listCategories();
  const byCategory = /^\/api\/products\/category\/(.+)$/.exec(url.pathname);
  if (byCategory) return catalog.listCategoryProducts(byCategory[1]!);
  return catalog.listProducts(
    productListQuerySchema.parse(Object.fromEntries(url.searchParams.entries())),
  );
}
