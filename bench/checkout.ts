/**
 * Checkout benchmark (issue: checkout, payment and orders): many virtual customers, each looping
 * add-to-cart → create order → cash on delivery, for a fixed time. Prints orders per second and
 * the p99 of one whole checkout, next to the catalogue ceiling measured in the same run.
 * Run by hand: `npm run bench:checkout` (BENCH_SECONDS, BENCH_CUSTOMERS; DATABASE_URL for PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { insertUser } from '../apps/api/src/modules/accounts/accounts.repository';
import { hashPassword } from '../apps/api/src/lib/secrets';
import { load } from './load';
import { startBenchServer } from './server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const customers = Number(process.env.BENCH_CUSTOMERS ?? 20);
const address = {
  firstName: 'Bench',
  lastName: 'Buyer',
  email: 'bench@example.in',
  phone: '9876543210',
  street: '1 Bench Road',
  city: 'Hyderabad',
  state: 'Telangana',
  pin: '500001',
};

const server = await startBenchServer();
try {
  await server.database.db.execute(sql`UPDATE products SET quantity = 1000000`);
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
  const durations: number[] = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  const call = (cookie: string, method: string, path: string, body: unknown) =>
    fetch(server.url + path, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  await Promise.all(
    cookies.map(async (cookie, index) => {
      let round = 0;
      while (Date.now() < deadline) {
        const product = products[(index + round++) % products.length]!;
        const started = performance.now();
        const added = await call(cookie, 'POST', '/api/cart/add', {
          productId: product._id,
          quantity: 1,
        });
        const order = await call(cookie, 'POST', '/api/orders', {
          orderItems: [{ product: product._id, quantity: 1, price: product.price }],
          billingAddress: address,
          shippingAddress: address,
          totalAmount: product.price,
        });
        const { _id } = (await order.json()) as { _id?: string };
        const cod = _id
          ? await call(cookie, 'PATCH', `/api/orders/${_id}/status`, {
              paymentMethod: 'COD',
              paymentStatus: 'PENDING',
              status: 'PROCESSING',
            })
          : undefined;
        if (added.ok && order.status === 201 && cod?.ok)
          durations.push(performance.now() - started);
        else failures++;
      }
    }),
  );
  durations.sort((a, b) => a - b);
  const p99 = durations[Math.floor(durations.length * 0.99)] ?? 0;
  console.log(
    `\nCheckout on ${server.kind}, ${customers} customers, ${seconds} s (${new Date().toISOString()})`,
  );
  console.table([
    { measure: 'ceiling: one PK SELECT (req/s)', value: ceiling.requestsPerSecond },
    {
      measure: 'checkouts per second (add → order → COD)',
      value: Math.round((durations.length / seconds) * 10) / 10,
    },
    {
      measure: 'requests per second in checkouts',
      value: Math.round(((durations.length * 3) / seconds) * 10) / 10,
    },
    { measure: 'p99 of one checkout (ms)', value: Math.round(p99) },
    { measure: 'failed checkouts', value: failures },
  ]);
} finally {
  await server.close();
}
