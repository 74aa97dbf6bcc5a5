/**
 * Mixed shop traffic for the start-up benchmark, in a process of its own so that it never takes
 * the server's event loop: virtual shoppers loop over catalogue pages, product pages, searches
 * and cart adds, and now and then one checks out with cash on delivery, until the deadline. Then
 * the process prints one JSON line: the requests made by kind, the failures and its own CPU.
 * Started by `startup.ts` with MIXED_LOAD_PLAN (the server's URL, signed-in customers' cookies,
 * the products and categories, the seconds and the number of shoppers).
 */
import { asCustomer, checkoutCashOnDelivery } from './load';

export interface MixedLoadPlan {
  url: string;
  cookies: string[];
  products: Array<{ _id: string; price: number; name: string }>;
  categories: string[];
  seconds: number;
  shoppers: number;
}

export interface MixedLoadResult {
  requests: Record<string, number>;
  failures: number;
  failureSamples: string[];
  seconds: number;
  /** CPU time this process used, in milliseconds. */
  cpuMs: number;
}

const plan = JSON.parse(process.env.MIXED_LOAD_PLAN ?? '') as MixedLoadPlan;
const searches = ['arduino', 'sensor', 'esp32', 'relay', 'raspberry', 'led', 'motor', 'usb'];
const sorts = ['newest', 'price-asc', 'price-desc'];

const result: MixedLoadResult = {
  requests: {},
  failures: 0,
  failureSamples: [],
  seconds: plan.seconds,
  cpuMs: 0,
};
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function call(kind: string, path: string, init: RequestInit = {}): Promise<unknown> {
  result.requests[kind] = (result.requests[kind] ?? 0) + 1;
  const answer = await fetch(plan.url + path, init);
  const text = await answer.text();
  if (!answer.ok) {
    result.failures++;
    if (result.failureSamples.length < 5)
      result.failureSamples.push(`${kind} ${path}: ${answer.status} ${text.slice(0, 200)}`);
    return undefined;
  }
  return text ? JSON.parse(text) : undefined;
}

const cpuBefore = process.cpuUsage();
const deadline = Date.now() + plan.seconds * 1000;
await Promise.all(
  Array.from({ length: plan.shoppers }, async (_, index) => {
    const cookie = plan.cookies[index % plan.cookies.length]!;
    while (Date.now() < deadline) {
      const roll = Math.random();
      if (roll < 0.3)
        await call(
          'catalogue page',
          `/api/products?category=${pick(plan.categories)}&sort=${pick(sorts)}&limit=24&page=1`,
        );
      else if (roll < 0.4) await call('categories', '/api/categories');
      else if (roll < 0.65) await call('product', `/api/products/${pick(plan.products)._id}`);
      else if (roll < 0.8) await call('search', `/api/products?q=${pick(searches)}&limit=24`);
      else if (roll < 0.98)
        await call(
          'cart add',
          '/api/cart/add',
          asCustomer(cookie, 'POST', { productId: pick(plan.products)._id, quantity: 1 }),
        );
      else await checkoutCashOnDelivery(call, cookie);
    }
  }),
);
const cpu = process.cpuUsage(cpuBefore);
result.cpuMs = (cpu.user + cpu.system) / 1000;
console.log(JSON.stringify(result));
