/**
 * Catalogue benchmark. Loads GET /api/products, GET /api/products/{id}, a category's products,
 * /api/ready (a database round trip) and GET /api/cart next to the ceiling measured in the same run, on PGlite, or on
 * PostgreSQL when DATABASE_URL is set. Run by hand: `npm run bench:catalog` (BENCH_SECONDS,
 * BENCH_CONNECTIONS).
 */
import { load, printTable, saveResults } from './load';
import { signedInCookie, startBenchServer } from './server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const server = await startBenchServer();
try {
  const cookie = await signedInCookie(server.url);
  const list = (await (await fetch(`${server.url}/api/products?limit=3`)).json()) as Array<{
    _id: string;
    category: { slug: string };
  }>;
  const productId = list[0]!._id;
  for (const item of list) {
    await fetch(`${server.url}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ productId: item._id, quantity: 1 }),
    });
  }
  const opts = { seconds, connections };
  // Warm up every route once so the first measured one does not pay for compilation.
  await load('warm-up', `${server.url}/api/products`, { seconds: 2, connections });
  const ceiling = await load('ceiling: one PK SELECT', server.ceilingUrl, opts);
  const results = [
    await load('GET /api/products (newest 100)', `${server.url}/api/products`, opts),
    await load('GET /api/products?limit=24', `${server.url}/api/products?limit=24`, opts),
    await load('GET /api/products/{id}', `${server.url}/api/products/${productId}`, opts),
    await load(
      'GET /api/products/category/{slug}',
      `${server.url}/api/products/category/${list[0]!.category.slug}`,
      opts,
    ),
    await load('GET /api/ready (select 1)', `${server.url}/api/ready`, opts),
    await load('GET /api/cart (3 items)', `${server.url}/api/cart`, {
      ...opts,
      headers: { cookie },
    }),
  ];
  const title = `Catalogue on ${server.kind}, ${connections} connections, ${seconds} s each (${new Date().toISOString()})`;
  printTable(title, ceiling, results);
  console.log(`Saved ${saveResults(`catalog-${server.kind}`, { title, ceiling, results })}`);
} finally {
  await server.close();
}
