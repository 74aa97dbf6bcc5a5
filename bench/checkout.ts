/**
 * Checkout benchmark (issue: checkout, payment and orders): many virtual customers, each looping
 * add-to-cart → create order → cash on delivery, for a fixed time. The customers run in a process
 * of their own (`checkout-customers.ts`); this one runs the server, logging at BENCH_LOG_LEVEL.
 * Prints checkouts per second, p50 and p99 of one whole checkout, the failures, the statements
 * the server sent per checkout (BEGIN and COMMIT included) and whether the stock and the invoice
 * numbers add up afterwards, next to the ceiling measured in the same run; saves it as JSON under
 * bench/results/.
 * Run by hand: `npm run bench:checkout` (BENCH_SECONDS, BENCH_CUSTOMERS, BENCH_POOL; DATABASE_URL
 * for PostgreSQL; BENCH_STATEMENTS=1 lists the statements by how often they ran).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { insertUser } from '../apps/api/src/modules/accounts/accounts.repository';
import { hashPassword } from '../apps/api/src/lib/secrets';
import type { CheckoutPlan, CustomersResult } from './checkout-customers';
import { load, saveResults } from './load';
import { startBenchServer } from './server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const customers = Number(process.env.BENCH_CUSTOMERS ?? 20);
const INITIAL_STOCK = 1_000_000;

let statements = 0;
const byText = new Map<string, number>();
const server = await startBenchServer({
  onStatement(statement) {
    statements++;
    const text = statement.replace(/\s+/g, ' ').slice(0, 160);
    byText.set(text, (byText.get(text) ?? 0) + 1);
  },
});

/** One number from a query answered by either driver. */
async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await server.database.db.execute(query)) as unknown;
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return Number(Object.values(rows[0] as Record<string, unknown>)[0] ?? 0);
}

function runCustomers(plan: CheckoutPlan): Promise<CustomersResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'checkout-customers.ts')],
    {
      env: { ...process.env, CHECKOUT_PLAN: JSON.stringify(plan) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!) as CustomersResult)
        : reject(new Error(`the customers' process exited ${code}`)),
    );
  });
}

/** Waits until the server has sent no statement for a moment (the e-mails after the last order). */
async function settled(): Promise<void> {
  let seen = -1;
  while (seen !== statements) {
    seen = statements;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

try {
  await server.database.db.execute(sql`UPDATE products SET quantity = ${INITIAL_STOCK}`);
  const productCount = await scalar(sql`SELECT count(*) FROM products`);
  const products = (await (await fetch(`${server.url}/api/products?limit=20`)).json()) as Array<{
    _id: string;
    price: number;
  }>;
  const passwordHash = await hashPassword('Bench@2024x');
  const cookies: string[] = [];
  for (let i = 0; i < customers; i++) {
    const email = `bench.${randomBytes(4).toString('hex')}@example.in`;
    await insertUser(server.database.db, {
      email,
      firstName: 'Bench',
      lastName: 'Buyer',
      mobile: '9876543210',
      passwordHash,
    });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench@2024x' }),
    });
    cookies.push(login.headers.getSetCookie()[0]!.split(';')[0]!);
  }

  const ceiling = await load('ceiling', server.ceilingUrl, {
    seconds: Math.min(seconds, 5),
    connections: customers,
  });

  statements = 0;
  byText.clear();
  const run = await runCustomers({ url: server.url, cookies, products, seconds });
  await settled();
  const counted = statements;
  const checkouts = run.durations.length;
  const durations = [...run.durations].sort((a, b) => a - b);
  const percentile = (p: number) => Math.round(durations[Math.floor(durations.length * p)] ?? 0);

  const stockLeft = await scalar(sql`SELECT coalesce(sum(quantity), 0) FROM products`);
  const sold = await scalar(sql`
    SELECT coalesce(sum(i.quantity), 0) FROM order_items i
    JOIN orders o ON o.id = i.order_id WHERE o.status <> 'CANCELLED'`);
  const confirmed = await scalar(sql`SELECT count(*) FROM orders WHERE status = 'PROCESSING'`);
  const invoiced = await scalar(sql`SELECT count(*) FROM invoices WHERE kind = 'INVOICE'`);
  const lastNumber = await scalar(
    sql`SELECT coalesce(max(sequence), 0) FROM invoices WHERE kind = 'INVOICE'`,
  );
  const stockExact = stockLeft + sold === productCount * INITIAL_STOCK;
  const invoicesGapless = invoiced === confirmed && lastNumber === invoiced;

  const figures = {
    database: server.kind,
    customers,
    seconds,
    at: new Date().toISOString(),
    ceilingRequestsPerSecond: ceiling.requestsPerSecond,
    checkoutsPerSecond: Math.round((checkouts / seconds) * 10) / 10,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    failures: run.failures,
    statementsPerCheckout: checkouts ? Math.round((counted / checkouts) * 10) / 10 : 0,
    stockExact,
    invoicesGapless,
  };
  console.log(`\nCheckout on ${server.kind}, ${customers} customers, ${seconds} s (${figures.at})`);
  console.table([
    { measure: 'ceiling: one PK SELECT (req/s)', value: figures.ceilingRequestsPerSecond },
    { measure: 'checkouts per second (add → order → COD)', value: figures.checkoutsPerSecond },
    { measure: 'p50 of one checkout (ms)', value: figures.p50Ms },
    { measure: 'p99 of one checkout (ms)', value: figures.p99Ms },
    { measure: 'failed checkouts', value: figures.failures },
    {
      measure: 'statements per checkout (BEGIN, COMMIT too)',
      value: figures.statementsPerCheckout,
    },
    { measure: 'stock + sold = initial', value: stockExact },
    { measure: 'one invoice per confirmed order, numbers 1..n', value: invoicesGapless },
  ]);
  for (const sample of run.failureSamples) console.log(`failure: ${sample}`);
  const perCheckout = [...byText]
    .filter(([text]) => !text.includes('coalesce(') && !text.startsWith('SELECT count(*)'))
    .sort((a, b) => b[1] - a[1])
    .map(([text, count]) => ({ perCheckout: Math.round((count / checkouts) * 100) / 100, text }));
  if (process.env.BENCH_STATEMENTS) console.table(perCheckout.slice(0, 40));
  console.log(
    `Saved ${saveResults(`checkout-${server.kind}`, { ...figures, statements: perCheckout })}`,
  );
  if (!stockExact || !invoicesGapless) process.exitCode = 1;
} finally {
  await server.close();
}
