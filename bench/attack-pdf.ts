/**
 * Scenario 3, PDF flood: 5,000 downloads of one order's tax invoice (about 50 at once, from one or
 * several loopback addresses) while about ten shoppers keep checking out with cash on delivery
 * and wait for their confirmation e-mails. The same checkouts run first without the
 * flood, in the same run, as the baseline: checkout times and the delay from the order placed
 * (the cash-on-delivery answer) to its confirmation e-mail in the inbox are compared.
 */
import { sql } from 'drizzle-orm';
import type { CheckoutRecord, CheckoutsResult, DownloadsResult } from './attack-client';
import {
  catalogue,
  percentile,
  runClient,
  setting,
  signedInShoppers,
  sleep,
  type Shop,
  type ScenarioResult,
} from './attack-shop';
import { benchAddress } from './load';

/** Room in stock for every checkout the phases can make. */
const STOCK_FOR_CHECKOUTS = 1_000_000;
/** A checkout a shopper does not wait for, and a confirmation e-mail that arrives while they look. */
const CHECKOUT_ON_TIME_MS = 1_000;
const MAIL_ON_TIME_MS = 5_000;

interface PhaseFigures {
  checkouts: number;
  failures: number;
  failureSamples: string[];
  p50Ms: number;
  p99Ms: number;
  mailP50Ms: number;
  mailP99Ms: number;
  mailsMissing: number;
  lanesOutOfShoppers: number;
}

/** The confirmation e-mail of each checkout, found by its order number in the subject. */
async function mailDelays(shop: Shop, records: CheckoutRecord[]) {
  const arrivedAt = () => {
    const at = new Map<string, number>();
    for (const mail of shop.mails) {
      const number = /Order #([0-9A-F]{8}) placed/.exec(mail.subject)?.[1];
      if (number && !at.has(number)) at.set(number, mail.at);
    }
    return at;
  };
  const giveUp = Date.now() + 120_000;
  while (records.some((r) => !arrivedAt().has(r.orderNumber)) && Date.now() < giveUp)
    await sleep(250);
  const at = arrivedAt();
  const delays = records
    .filter((r) => at.has(r.orderNumber))
    .map((r) => at.get(r.orderNumber)! - r.placedAt);
  return { delays, missing: records.length - delays.length };
}

async function phase(
  shop: Shop,
  run: CheckoutsResult,
  records = run.checkouts,
): Promise<PhaseFigures> {
  const durations = records.map((r) => r.durationMs);
  const mails = await mailDelays(shop, records);
  return {
    checkouts: records.length,
    failures: run.failures,
    failureSamples: run.failureSamples,
    p50Ms: percentile(durations, 0.5),
    p99Ms: percentile(durations, 0.99),
    mailP50Ms: percentile(mails.delays, 0.5),
    mailP99Ms: percentile(mails.delays, 0.99),
    mailsMissing: mails.missing,
    lanesOutOfShoppers: run.lanesOutOfShoppers,
  };
}

/** An order of the invoice's owner, paid on delivery and shipped, so that its tax invoice is issued. */
async function invoicedOrder(shop: Shop, productId: string, price: number) {
  const [owner] = await signedInShoppers(shop, 1);
  const added = await owner!.post('/api/cart/add', { productId, quantity: 1 });
  if (added.status !== 200) throw new Error(`cart/add answered ${added.status}`);
  const order = await owner!.post<{ _id: string }>('/api/orders', {
    orderItems: [{ product: productId, quantity: 1, price }],
    billingAddress: benchAddress,
    shippingAddress: benchAddress,
    totalAmount: price,
  });
  if (order.status !== 201) throw new Error(`the order answered ${order.status}`);
  const cod = await owner!.patch(`/api/orders/${order.body._id}/status`, {
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    status: 'PROCESSING',
  });
  if (cod.status !== 200) throw new Error(`cash on delivery answered ${cod.status}`);
  // The invoice is issued at dispatch, and dispatch names the courier and its AWB number.
  const shipped = await shop.admin.patch(`/api/orders/${order.body._id}/status`, {
    status: 'SHIPPED',
    courier: 'DELHIVERY',
    trackingNumber: `DLBENCH${Date.now()}`,
  });
  if (shipped.status !== 200) throw new Error(`shipping answered ${shipped.status}`);
  const path = `/api/orders/${order.body._id}/invoice`;
  const first = await owner!.request('GET', path);
  if (first.status !== 200) throw new Error(`the invoice answered ${first.status}`);
  return { owner: owner!, path };
}

export async function pdfFlood(shop: Shop): Promise<ScenarioResult> {
  const seconds = setting('BENCH_ATTACK_PDF_SECONDS', 20);
  const lanes = setting('BENCH_ATTACK_SHOPPERS', 10);
  const thinkMs = setting('BENCH_ATTACK_THINK_MS', 1000);
  const ordersPerShopper = setting('BENCH_ATTACK_ORDERS_PER_SHOPPER', 2);
  const downloads = setting('BENCH_ATTACK_DOWNLOADS', 5000);
  const concurrency = setting('BENCH_ATTACK_DOWNLOAD_CONCURRENCY', 50);
  const clients = Math.max(1, setting('BENCH_ATTACK_DOWNLOAD_CLIENTS', 4));

  const products = (await catalogue(shop.url)).slice(0, 20);
  await shop.database.db.execute(
    sql`UPDATE products SET quantity = quantity + ${STOCK_FOR_CHECKOUTS}
        WHERE id IN (${sql.join(
          products.map((p) => sql`${p._id}`),
          sql`, `,
        )})`,
  );
  const { owner, path } = await invoicedOrder(shop, products[0]!._id, products[0]!.price);

  // Enough accounts for each lane to check out for the whole phase, a few orders each, as
  // shoppers do (and under any cap on one customer's open orders).
  const perLane = Math.ceil((seconds * 1000) / (thinkMs + 200) / ordersPerShopper) + 1;
  const laneCookies = async () => {
    const shoppers = await signedInShoppers(shop, lanes * perLane);
    return Array.from({ length: lanes }, (_, lane) => ({
      // Each lane its own address, as separate households are.
      localAddress: `127.0.0.${100 + lane}`,
      cookies: shoppers.slice(lane * perLane, (lane + 1) * perLane).map((c) => c.cookieHeader()),
    }));
  };
  const checkoutPlan = async () => ({
    job: 'checkouts' as const,
    url: shop.url,
    lanes: await laneCookies(),
    products: products.map((p) => ({ _id: p._id, price: p.price })),
    seconds,
    ordersPerShopper,
    thinkMs,
  });

  const basePlan = await checkoutPlan();
  const floodPlan = await checkoutPlan();
  const baseRun = await runClient<CheckoutsResult>(basePlan);
  const baseline = await phase(shop, baseRun);
  await sleep(2000);

  const [floodRun, flood] = await Promise.all([
    runClient<CheckoutsResult>(floodPlan),
    runClient<DownloadsResult>({
      job: 'downloads',
      url: shop.url,
      path,
      cookie: owner.cookieHeader(),
      total: downloads,
      concurrency,
      localAddresses: Array.from({ length: clients }, (_, i) => `127.0.0.${11 + i}`),
    }),
  ]);
  const during = await phase(shop, floodRun);
  const whileDownloading = floodRun.checkouts.filter(
    (r) => r.startedAt >= flood.startedAt && r.startedAt <= flood.endedAt,
  );
  const overlap = await phase(shop, floodRun, whileDownloading);
  const floodSeconds = Math.round((flood.endedAt - flood.startedAt) / 100) / 10;

  // On time as a shopper sees it: the order placed within a second and its e-mail within five,
  // none failed or lost. The ratio to the quiet baseline is shown beside it: for the second or
  // two the flood lasts it keeps both cores busy answering refusals, which any request competes
  // with, PDFs or not.
  const onTime =
    during.failures === 0 &&
    during.mailsMissing === 0 &&
    during.p99Ms <= CHECKOUT_ON_TIME_MS &&
    during.mailP99Ms <= MAIL_ON_TIME_MS;
  const ratio = (value: number, base: number) => `${Math.round((value / base) * 10) / 10}×`;
  const pair = (a: number, b: number) => `${a} / ${b}`;
  const statuses = Object.entries(flood.statuses)
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ');
  return {
    name: 'PDF flood',
    rows: [
      { measure: `checkout lanes / pause between checkouts (ms)`, value: `${lanes} / ${thinkMs}` },
      {
        measure: 'baseline: checkouts, failures',
        value: pair(baseline.checkouts, baseline.failures),
      },
      { measure: 'baseline: checkout p50 / p99 (ms)', value: pair(baseline.p50Ms, baseline.p99Ms) },
      {
        measure: 'baseline: placed → e-mail p50 / p99 (ms)',
        value: pair(baseline.mailP50Ms, baseline.mailP99Ms),
      },
      { measure: 'flood: checkouts, failures', value: pair(during.checkouts, during.failures) },
      { measure: 'flood: checkout p50 / p99 (ms)', value: pair(during.p50Ms, during.p99Ms) },
      {
        measure: 'flood: placed → e-mail p50 / p99 (ms)',
        value: pair(during.mailP50Ms, during.mailP99Ms),
      },
      { measure: 'flood: e-mails missing after 2 min', value: during.mailsMissing },
      { measure: '… checkouts started while downloads ran', value: overlap.checkouts },
      { measure: '… their checkout p50 / p99 (ms)', value: pair(overlap.p50Ms, overlap.p99Ms) },
      {
        measure: '… their placed → e-mail p50 / p99 (ms)',
        value: pair(overlap.mailP50Ms, overlap.mailP99Ms),
      },
      {
        measure: `downloads (${concurrency} at once, ${clients} addresses): statuses`,
        value: statuses,
      },
      {
        measure: 'downloads took (s) / p50 / p99 of one (ms)',
        value: `${floodSeconds} / ${flood.p50Ms} / ${flood.p99Ms}`,
      },
      { measure: 'Retry-After seen', value: flood.retryAfter.join(', ') || 'none' },
      ...during.failureSamples.map((sample) => ({
        measure: '  checkout failure',
        value: sample.slice(0, 100),
      })),
    ],
    verdict: {
      target: 'checkouts and e-mails on time',
      met: onTime,
      detail: `during the flood checkout p99 ${during.p99Ms} ms (${ratio(during.p99Ms, baseline.p99Ms)} the baseline's ${baseline.p99Ms}), e-mail p99 ${during.mailP99Ms} ms (${ratio(during.mailP99Ms, baseline.mailP99Ms)} the baseline's ${baseline.mailP99Ms}), ${during.failures} failures, ${during.mailsMissing} e-mails missing (needs checkout p99 ≤ ${CHECKOUT_ON_TIME_MS} ms, e-mail p99 ≤ ${MAIL_ON_TIME_MS} ms, no failures, none missing)`,
    },
    figures: {
      seconds,
      lanes,
      thinkMs,
      ordersPerShopper,
      baseline,
      flood: during,
      whileDownloading: overlap,
      downloads: { ...flood, total: downloads, concurrency, clients, seconds: floodSeconds },
    },
  };
}
