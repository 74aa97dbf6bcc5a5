/**
 * The plans and times of forgiving searches on the 100,000-product catalogue of the scale
 * benchmark (docs/decisions/060): fills a kept PostgreSQL database once (BENCH_SCALE_DATABASE,
 * default shop_bench_search), then runs each search as the shop's repository writes it, under
 * EXPLAIN ANALYZE, and prints the database time of each statement and the plan's index use.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/search-plans.ts
 */
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { count, sql } from 'drizzle-orm';
import { openDatabase, type Executor } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema/index';
import { categories, products } from '../apps/api/src/db/schema/index';
import { productSearchText } from '../apps/api/src/db/product-search-text';
import { listProducts } from '../apps/api/src/modules/catalog/catalog.repository';
import { categorySizes, makeProducts, scaleCategories } from './scale-catalogue';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const BATCH = 1000;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.env.BENCH_SCALE_DATABASE ?? 'shop_bench_search';
const searches = (
  process.env.BENCH_SEARCHES ?? 'ardiuno|rasberry pi|resistr 10k|hcsr04|ESP32|qwertyuiop'
).split('|');

async function prepare(): Promise<string> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
  if (!exists) await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
  try {
    await handle.migrate();
    const [existing] = await handle.db.select({ n: count() }).from(products);
    if (existing!.n === 0) {
      const scale = scaleCategories();
      const sizes = categorySizes(scale, PRODUCTS);
      const inserted = await handle.db
        .insert(categories)
        .values(scale.map((c) => ({ name: c.name, slug: c.slug, description: c.description })))
        .returning({ id: categories.id, slug: categories.slug });
      const ids = new Map(inserted.map((row) => [row.slug, row.id]));
      let serial = 0;
      for (const [i, category] of scale.entries()) {
        const made = makeProducts(category, sizes[i]!, serial, Date.now());
        serial += made.length;
        for (let start = 0; start < made.length; start += BATCH) {
          await handle.db.insert(products).values(
            made.slice(start, start + BATCH).map((p) => ({
              ...p,
              categoryId: ids.get(category.slug)!,
              searchText: productSearchText(p),
            })),
          );
        }
      }
      console.log(`Filled ${serial} products`);
    }
    await handle.db.execute(sql`VACUUM (ANALYZE) products, search_words`);
    return url.toString();
  } finally {
    await handle.close();
  }
}

const url = await prepare();
const client = postgres(url, { max: 1, onnotice: () => {} });
const statements: Array<{ query: string; params: unknown[] }> = [];
const db = drizzle({
  client,
  schema,
  logger: { logQuery: (query, params) => statements.push({ query, params }) },
}) as unknown as Executor;

for (const q of searches) {
  statements.length = 0;
  const started = performance.now();
  const { total } = await listProducts(db, { q, sort: 'relevance', limit: 48, offset: 0 });
  const wall = performance.now() - started;
  console.log(`\n"${q}": ${total} matches, ${wall.toFixed(1)} ms for the whole search`);
  for (const { query, params } of statements) {
    const plan = await client.unsafe<Array<{ 'QUERY PLAN': string }>>(
      `EXPLAIN (ANALYZE, BUFFERS) ${query}`,
      params as never[],
    );
    const lines = plan.map((row) => row['QUERY PLAN']);
    const time = lines.find((line) => line.startsWith('Execution Time'));
    const scans = lines
      .filter((line) => /Scan|Seq/.test(line))
      .map((line) => line.trim().replace(/\s+\(cost.*$/, ''));
    console.log(`  ${time}\n    ${[...new Set(scans)].join('\n    ')}`);
  }
}
await client.end();
