/**
 * The soak: two compiled shop processes sharing one PostgreSQL database, one Redis and one
 * S3-compatible bucket, with a real SMTP inbox, under a steady rate of mixed shopper traffic for
 * BENCH_MINUTES (10) from another process, spread over both in turn as a load balancer would.
 * Reports the errors (goal 0), each route's p50/p99, each instance's memory at the start, every
 * minute and at the end (goal flat), and the outbox (its waiting e-mails and the oldest one's age)
 * from each instance's /metrics, and the e-mails that arrived.
 *
 * Needs PostgreSQL (DATABASE_URL, default the machine's) and `redis-server`. Run by hand:
 * `npm run bench:soak` (BENCH_MINUTES, BENCH_RATE requests a second, 40).
 */
import os from 'node:os';
import { signedInCustomer } from '../apps/api/test/accounts-helpers';
import { HttpClient } from '../apps/api/test/http-client';
import { products } from '../apps/api/src/db/schema/index';
import { startRedis, stopRedis } from '../apps/api/test/redis-server';
import { startS3Server } from '../apps/api/test/s3-server';
import { freePort, startServerProcess } from '../apps/api/test/server-process';
import { startSmtpInbox } from '../apps/api/test/smtp-inbox';
import { runLoadScript, saveResults } from './load';
import type { SoakLoadResult, SoakPlan } from './soak-load';

const minutes = Number(process.env.BENCH_MINUTES ?? 10);
const perSecond = Number(process.env.BENCH_RATE ?? 40);
const shoppers = 20;
const METRICS_TOKEN = 'soak-metrics-token-0123456789';
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

interface Sample {
  minute: number;
  instance: string;
  rssMb: number;
  heapMb: number;
  outboxPending: number;
  outboxOldestSeconds: number;
}

/** A figure of a Prometheus text answer, the first series of that name (summed over labels). */
function figure(text: string, name: string, labels?: string): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (!(rest.startsWith(' ') || rest.startsWith('{'))) continue;
    if (labels && !rest.includes(labels)) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

async function sample(url: string, instance: string, minute: number): Promise<Sample> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  return {
    minute,
    instance,
    rssMb: Math.round(figure(text, 'process_resident_memory_bytes') / 1048576),
    heapMb: Math.round(figure(text, 'nodejs_heap_size_used_bytes') / 1048576),
    outboxPending: figure(text, 'circuitkart_outbox_jobs', 'status="pending"'),
    outboxOldestSeconds: figure(text, 'circuitkart_outbox_oldest_pending_seconds'),
  };
}

const inbox = await startSmtpInbox();
const redisPort = await freePort();
const redis = await startRedis(redisPort);
const s3 = await startS3Server();
const bucket = await s3.newBucket();
const env = {
  SMTP_URL: inbox.url,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  METRICS_TOKEN,
  LOG_LEVEL: 'warn',
  // Twenty shoppers check out for minutes from one address: the limits on what one customer may
  // hold are not what this measures.
  ORDER_MAX_OPEN_PER_CUSTOMER: '1000000',
  ORDER_PLACEMENTS_PER_HOUR_PER_CUSTOMER: '1000000',
  ORDER_PLACEMENTS_PER_HOUR_PER_IP: '1000000',
  ...bucket.env,
};
const a = await startServerProcess(env);
const b = await startServerProcess(env, { existing: a.data });
try {
  // Customers made in the database and signed in: the OTP e-mails are not what this measures.
  const database = await a.openDatabase();
  const cookies: string[] = [];
  for (let n = 0; n < shoppers; n++) {
    const { client } = await signedInCustomer(
      { database, client: () => new HttpClient(a.url) },
      { firstName: 'Soak', lastName: `Shopper ${n}` },
    );
    cookies.push(client.cookieHeader());
  }
  // Stock for ten minutes of checkouts: a sold-out product is the shop answering right, not
  // what this measures.
  await database.db.update(products).set({ quantity: 1_000_000 });
  await database.close();
  const catalogue = (await (await fetch(`${a.url}/api/products?limit=100`)).json()) as Array<{
    _id: string;
    quantity: number;
  }>;
  const categories = (await (await fetch(`${a.url}/api/categories`)).json()) as Array<{
    _id: string;
  }>;
  const mailsBefore = inbox.messages.length;

  const samples: Sample[] = [];
  const take = async (minute: number) => {
    samples.push(await sample(a.url, 'A', minute), await sample(b.url, 'B', minute));
  };
  await take(0);
  let minute = 0;
  const sampler = setInterval(() => void take(++minute), 60_000);
  const plan: SoakPlan = {
    urls: [a.url, b.url],
    cookies,
    products: catalogue.filter((p) => p.quantity > 0).map((p) => p._id),
    categories: categories.map((c) => c._id),
    seconds: minutes * 60,
    perSecond,
  };
  const load = await runLoadScript<SoakPlan, SoakLoadResult>('soak-load.ts', 'SOAK_PLAN', plan);
  clearInterval(sampler);
  // The e-mails of the last checkouts, then the last figures.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  await take(minutes);

  const requests = Object.values(load.kinds).reduce((sum, kind) => sum + kind.requests, 0);
  const failed = Object.values(load.kinds).reduce((sum, kind) => sum + kind.failures, 0);
  const confirmations = load.kinds['checkout: cash on delivery']?.requests ?? 0;
  const mails = inbox.messages.length - mailsBefore;
  const loadAvg = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const title = `Soak: ${minutes} min at ${perSecond} requests/s over two instances (PostgreSQL, Redis, S3), ${os.cpus().length} cores, load ${loadAvg} (${new Date().toISOString()})`;
  console.log(`\n${title}`);
  console.log(
    `${requests} requests, ${failed} failed, ${load.late} started late; ${confirmations} cash-on-delivery confirmations, ${mails} e-mails arrived`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(load.kinds).map(([kind, figures]) => [
        kind,
        {
          requests: figures.requests,
          failures: figures.failures,
          'p50 ms': figures.p50Ms,
          'p99 ms': figures.p99Ms,
          'max ms': figures.maxMs,
        },
      ]),
    ),
  );
  console.table(samples);
  if (load.failureSamples.length > 0) console.log('Failures:', load.failureSamples);
  console.log(
    `Saved ${saveResults('soak', { title, requests, failed, confirmations, mails, load, samples })}`,
  );
  if (failed > 0) process.exitCode = 1;
} finally {
  await b.cleanup();
  await a.cleanup();
  await s3.close();
  await stopRedis(redis);
  await inbox.close();
}
