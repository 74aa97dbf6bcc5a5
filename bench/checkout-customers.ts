/**
 * The checkout benchmark's virtual customers, in a process of their own so that they never take
 * the server's event loop: each loops add to cart → create order → cash on delivery until the
 * deadline, then the process prints one JSON line with every checkout's duration and the failures.
 * Started by `checkout.ts` with CHECKOUT_PLAN (the server's URL, the customers' cookies, the
 * products and the seconds to run).
 */
import { benchAddress } from './load';

export interface CheckoutPlan {
  url: string;
  cookies: string[];
  products: Array<{ _id: string; price: number }>;
  seconds: number;
}

export interface CustomersResult {
  durations: number[];
  failures: number;
  /** CPU time this process used while the customers ran, in milliseconds. */
  cpuMs: number;
  /** The first few failures' statuses and bodies, to tell what went wrong. */
  failureSamples: string[];
}

const plan = JSON.parse(process.env.CHECKOUT_PLAN ?? '') as CheckoutPlan;

const result: CustomersResult = { durations: [], failures: 0, cpuMs: 0, failureSamples: [] };
const call = (cookie: string, method: string, path: string, body: unknown) =>
  fetch(plan.url + path, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

async function failed(step: string, answer: Response | undefined) {
  result.failures++;
  if (result.failureSamples.length < 5)
    result.failureSamples.push(`${step}: ${answer?.status} ${await answer?.text()}`);
}

const cpuBefore = process.cpuUsage();
const deadline = Date.now() + plan.seconds * 1000;
await Promise.all(
  plan.cookies.map(async (cookie, index) => {
    let round = 0;
    while (Date.now() < deadline) {
      const product = plan.products[(index + round++) % plan.products.length]!;
      const started = performance.now();
      const added = await call(cookie, 'POST', '/api/cart/add', {
        productId: product._id,
        quantity: 1,
      });
      if (!added.ok) {
        await failed('add to cart', added);
        continue;
      }
      await added.arrayBuffer();
      const order = await call(cookie, 'POST', '/api/orders', {
        orderItems: [{ product: product._id, quantity: 1, price: product.price }],
        billingAddress: benchAddress,
        shippingAddress: benchAddress,
        totalAmount: product.price,
      });
      if (order.status !== 201) {
        await failed('create order', order);
        continue;
      }
      const { _id } = (await order.json()) as { _id: string };
      const cod = await call(cookie, 'PATCH', `/api/orders/${_id}/status`, {
        paymentMethod: 'COD',
        paymentStatus: 'PENDING',
        status: 'PROCESSING',
      });
      if (!cod.ok) {
        await failed('cash on delivery', cod);
        continue;
      }
      await cod.arrayBuffer();
      result.durations.push(performance.now() - started);
    }
  }),
);
const cpu = process.cpuUsage(cpuBefore);
result.cpuMs = (cpu.user + cpu.system) / 1000;
console.log(JSON.stringify(result));
