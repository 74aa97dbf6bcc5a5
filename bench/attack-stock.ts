/**
 * Scenario 1, stock hoarding: one registered account orders every product's whole stock, many
 * lines an order, as many orders as the shop takes, leaving some unpaid and switching the others
 * to cash on delivery. It adapts as an attacker would: an order refused for its size is tried
 * again with smaller lines, a 429 is waited out when the wait is short. Then ten other shoppers
 * each try to buy one unit of a product that was in stock before: does the shop still sell?
 * The attacker's orders are cancelled by staff afterwards, so the stock comes back for the
 * scenarios that follow.
 */
import { MAX_ORDER_TOTAL_PAISE } from '@shop/shared/orders/status';
import type { HttpClient } from '../apps/api/test/http-client';
import {
  catalogue,
  registeredAccount,
  setting,
  signedInShoppers,
  sleep,
  tally,
  type Product,
  type Shop,
  type ScenarioResult,
} from './attack-shop';
import { benchAddress } from './load';

/** What the order schema accepts at most: units a line, lines an order. */
const MAX_LINE_UNITS = 10_000;
const MAX_LINES = 100;
const BUYERS = 10;

interface Answer {
  status: number;
  body: { code?: string; message?: string; _id?: string };
  headers: Headers;
}

const outcomeOf = (answer: Answer) =>
  answer.status < 300 ? String(answer.status) : `${answer.status} ${answer.body.code ?? ''}`.trim();

/** Refusals that say the stock moved under the order (the shown stock a moment old). */
const staleStock = (answer: Answer) =>
  answer.status === 409 && /^Only \d+ available|is out of stock$/.test(answer.body.message ?? '');

const paise = (rupees: number) => Math.round(rupees * 100);

/** The attacker's next order: the whole stock of each product, within the limits tried. */
function hoardingOrder(products: Product[], perLine: number, lines: number) {
  const items: Array<{ product: string; quantity: number; price: number; name: string }> = [];
  let totalPaise = 0;
  for (const product of products) {
    if (items.length >= lines) break;
    const quantity = Math.min(product.quantity, perLine, MAX_LINE_UNITS);
    const linePaise = paise(product.price) * quantity;
    if (quantity <= 0 || totalPaise + linePaise > MAX_ORDER_TOTAL_PAISE) continue;
    items.push({ product: product._id, quantity, price: product.price, name: product.name });
    totalPaise += linePaise;
  }
  return {
    orderItems: items,
    billingAddress: benchAddress,
    shippingAddress: benchAddress,
    totalAmount: totalPaise / 100,
  };
}

async function hoard(attacker: HttpClient, url: string) {
  const maxAttempts = setting('BENCH_ATTACK_STOCK_ORDERS', 40);
  const deadline = Date.now() + setting('BENCH_ATTACK_STOCK_SECONDS', 120) * 1000;
  let perLine = MAX_LINE_UNITS;
  let lines = MAX_LINES;
  let refusedInARow = 0;
  const placed: Array<{ id: string; units: number; cod: boolean }> = [];
  const orderOutcomes: string[] = [];
  const codOutcomes: string[] = [];
  const messages = new Map<string, string>();
  let attempts = 0;
  let stopped = 'attempts used up';
  while (attempts < maxAttempts) {
    if (Date.now() > deadline) {
      stopped = 'time budget used up';
      break;
    }
    const inStock = (await catalogue(url)).filter((p) => p.quantity > 0);
    const body = hoardingOrder(inStock, perLine, lines);
    if (body.orderItems.length === 0) {
      stopped = 'nothing left in stock';
      break;
    }
    attempts++;
    // Checkout orders from a cart that is not empty; what the order lists is the body's.
    await attacker.post('/api/cart/add', { productId: body.orderItems[0]!.product, quantity: 1 });
    const answer: Answer = await attacker.post('/api/orders', body);
    const outcome = outcomeOf(answer);
    orderOutcomes.push(outcome);
    if (answer.status !== 201 && !messages.has(outcome))
      messages.set(outcome, answer.body.message ?? '');
    if (answer.status === 201) {
      refusedInARow = 0;
      const cod = placed.length % 2 === 1;
      const units = body.orderItems.reduce((sum, item) => sum + item.quantity, 0);
      placed.push({ id: answer.body._id!, units, cod });
      if (cod) {
        const switched: Answer = await attacker.patch(`/api/orders/${answer.body._id}/status`, {
          paymentMethod: 'COD',
          paymentStatus: 'PENDING',
          status: 'PROCESSING',
        });
        codOutcomes.push(outcomeOf(switched));
        if (switched.status !== 200 && !messages.has(`COD ${outcomeOf(switched)}`))
          messages.set(`COD ${outcomeOf(switched)}`, switched.body.message ?? '');
        placed.at(-1)!.cod = switched.status === 200;
      }
      continue;
    }
    if (staleStock(answer)) {
      await sleep(300);
      continue;
    }
    if (answer.status === 429) {
      const wait = Number(answer.headers.get('retry-after') ?? 60) * 1000;
      if (wait <= 15_000 && Date.now() + wait < deadline) {
        await sleep(wait);
        continue;
      }
      stopped = `429 with Retry-After ${wait / 1000} s`;
      break;
    }
    // A refusal that names the most a line may hold: the next lines hold exactly that.
    const named = /more than (\d+) units/.exec(answer.body.message ?? '');
    if (named && Number(named[1]) < perLine) {
      perLine = Number(named[1]);
      continue;
    }
    // Refused for its size, perhaps: smaller lines next, then fewer of them.
    const largest = Math.max(...body.orderItems.map((item) => item.quantity));
    if (largest > 1) perLine = Math.max(1, Math.floor(Math.min(perLine, largest) / 2));
    else lines = Math.max(1, Math.floor(lines / 2));
    if (++refusedInARow >= 8) {
      stopped = '8 refusals in a row';
      break;
    }
  }
  return { placed, orderOutcomes, codOutcomes, messages, attempts, stopped };
}

/** Ten other shoppers each buy one unit of a different product that was in stock before. */
async function buyers(shop: Shop, inStockBefore: Product[]) {
  const clients = await signedInShoppers(shop, BUYERS);
  const picks = [...inStockBefore].sort(() => Math.random() - 0.5).slice(0, BUYERS);
  const outcomes = await Promise.all(
    picks.map(async (product, i) => {
      const client = clients[i]!;
      const added: Answer = await client.post('/api/cart/add', {
        productId: product._id,
        quantity: 1,
      });
      if (added.status !== 200) return `add to cart ${outcomeOf(added)}`;
      const order: Answer = await client.post('/api/orders', {
        orderItems: [{ product: product._id, quantity: 1, price: product.price }],
        billingAddress: benchAddress,
        shippingAddress: benchAddress,
        totalAmount: product.price,
      });
      if (order.status !== 201) return `order ${outcomeOf(order)}`;
      const cod: Answer = await client.patch(`/api/orders/${order.body._id}/status`, {
        paymentMethod: 'COD',
        paymentStatus: 'PENDING',
        status: 'PROCESSING',
      });
      return cod.status === 200 ? 'bought' : `cash on delivery ${outcomeOf(cod)}`;
    }),
  );
  return { tried: picks.length, bought: outcomes.filter((o) => o === 'bought').length, outcomes };
}

export async function stockHoarding(shop: Shop): Promise<ScenarioResult> {
  const before = await catalogue(shop.url);
  const inStockBefore = before.filter((p) => p.quantity > 0);
  const stockBefore = before.reduce((sum, p) => sum + p.quantity, 0);
  const attacker = await registeredAccount(shop, 'hoarder');
  const started = Date.now();
  const run = await hoard(attacker, shop.url);
  const seconds = Math.round((Date.now() - started) / 100) / 10;

  const after = new Map((await catalogue(shop.url)).map((p) => [p._id, p.quantity]));
  const stockAfter = [...after.values()].reduce((sum, q) => sum + q, 0);
  const stillPurchasable = inStockBefore.filter((p) => (after.get(p._id) ?? 0) > 0).length;
  const purchasableShare = Math.round((stillPurchasable / inStockBefore.length) * 100);
  const held = stockBefore - stockAfter;
  const purchases = await buyers(shop, inStockBefore);

  // Staff cancel the hoard, so the stock is back for what follows.
  const cancelled = await Promise.all(
    run.placed.map(async ({ id }) => {
      const answer = await shop.admin.patch(`/api/orders/${id}/status`, { status: 'CANCELLED' });
      return answer.status;
    }),
  );

  const accepted = run.placed.length;
  const selling = purchases.bought === purchases.tried && purchasableShare >= 90;
  return {
    name: 'stock hoarding',
    rows: [
      { measure: 'order attempts (stopped: ' + run.stopped + ')', value: run.attempts },
      { measure: 'orders accepted', value: accepted },
      {
        measure: '… left unpaid / switched to COD',
        value: `${run.placed.filter((o) => !o.cod).length} / ${run.placed.filter((o) => o.cod).length}`,
      },
      { measure: 'order answers by status and code', value: tally(run.orderOutcomes) },
      { measure: 'COD switches by status and code', value: tally(run.codOutcomes) },
      ...[...run.messages].map(([outcome, message]) => ({
        measure: `  message of ${outcome}`,
        value: message.slice(0, 90),
      })),
      {
        measure: 'units held by the attacker / stock before',
        value: `${held} / ${stockBefore} (${Math.round((held / stockBefore) * 100)}%)`,
      },
      {
        measure: 'products still purchasable / in stock before',
        value: `${stillPurchasable} / ${inStockBefore.length} (${purchasableShare}%)`,
      },
      {
        measure: 'other shoppers buying 1 unit: bought / tried',
        value: `${purchases.bought} / ${purchases.tried}`,
      },
      { measure: '  their outcomes', value: tally(purchases.outcomes) },
      { measure: 'attack duration (s)', value: seconds },
      { measure: 'hoard cancelled by staff afterwards', value: tally(cancelled.map(String)) },
    ],
    verdict: {
      target: 'shop still selling',
      met: selling,
      detail: `${purchases.bought}/${purchases.tried} purchases by other shoppers went through; ${purchasableShare}% of the products in stock before still purchasable (needs all purchases and ≥ 90%)`,
    },
    figures: {
      attempts: run.attempts,
      stopped: run.stopped,
      accepted,
      unpaid: run.placed.filter((o) => !o.cod).length,
      cod: run.placed.filter((o) => o.cod).length,
      orderOutcomes: Object.fromEntries(countBy(run.orderOutcomes)),
      codOutcomes: Object.fromEntries(countBy(run.codOutcomes)),
      refusalMessages: Object.fromEntries(run.messages),
      unitsHeld: held,
      stockBefore,
      productsInStockBefore: inStockBefore.length,
      productsStillPurchasable: stillPurchasable,
      purchasableSharePercent: purchasableShare,
      purchases,
      seconds,
    },
  };
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
