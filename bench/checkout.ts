/**
 * Checkout benchmark (issue: checkout, payment and orders): many virtual customers, each looping
 * add-to-cart → create order → cash on delivery, for a fixed time. The customers run in a process
 * of their own (`checkout-customers.ts`); this one runs the server, logging at BENCH_LOG_LEVEL.
 * Prints checkouts per second, p50 and p99 of one whole checkout, the failures, the statements
 * the server sent per checkout (BEGIN and COMMIT included) and whether the stock adds up and every
 * outbox job (the e-mails, the socket messages) was done afterwards, next to the ceiling measured in the same run; saves it as JSON under
 * bench/results/.
 * Run by hand: `npm run bench:checkout` (BENCH_SECONDS, BENCH_CUSTOMERS, BENCH_POOL;
 * BENCH_WARMUP_SECONDS, 2, of checkouts first that are not measured; DATABASE_URL for PostgreSQL;
 * BENCH_STATEMENTS=1 lists the statements by how often they ran; BENCH_CPU_PROF=<dir> profiles
 * the server's threads with `node --cpu-prof` and summarises the measured checkouts' part of the
 * profiles with `cpu-profile-summary.ts`).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/api/src/db/client';
import { insertUser } from '../apps/api/src/modules/accounts/accounts.repository';
import { hashPassword } from '../apps/api/src/lib/secrets';
import type { CheckoutPlan, CustomersResult } from './checkout-customers';
import { summariseProfiles } from './cpu-profile-summary';
import { load, runLoadScript, saveResults } from './load';
import { startBenchServer } from './server';

const profileDir = process.env.BENCH_CPU_PROF && path.resolve(process.env.BENCH_CPU_PROF);
if (profileDir && !process.execArgv.some((arg) => arg.startsWith('--cpu-prof'))) {
  // The server runs in this process: run it again under the profiler, whose flags its worker
  // threads (the invoice PDFs) inherit, so that every thread writes its own profile.
  fs.mkdirSync(profileDir, { recursive: true });
  const child = spawn(
    process.execPath,
    ['--cpu-prof', '--cpu-prof-dir', profileDir, '--import', 'tsx', import.meta.filename],
    { stdio: 'inherit' },
  );
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  if (code === 0) await summariseProfiles(profileDir);
  process.exit(code);
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const customers = Number(process.env.BENCH_CUSTOMERS ?? 20);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const INITIAL_STOCK = 1_000_000;
/** Linux's clock ticks per second, the unit of the times in /proc/<pid>/stat. */
const CLOCK_TICKS = 100;

let statements = 0;
const byText = new Map<string, number>();
const server = await startBenchServer({
  // Counted as sent and tidied for the table once at the end: this runs in the server's process,
  // and tidying every statement's text as it went cost that process 3% of its main thread.
  onStatement(statement) {
    statements++;
    byText.set(statement, (byText.get(statement) ?? 0) + 1);
  },
});

/** One number from a query answered by either driver. */
async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await server.database.db.execute(query));
  return Number(Object.values(row ?? {})[0] ?? 0);
}

/**
 * CPU time (ms) the PostgreSQL backends serving this database have used so far, read from /proc
 * (the server runs on this machine); undefined on PGlite, whose work is this process's own.
 */
async function databaseCpuMs(): Promise<Map<number, number> | undefined> {
  if (server.kind !== 'postgres') return undefined;
  const result = (await server.database.db.execute(
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
  )) as unknown as Array<{ pid: number }>;
  const used = new Map<number, number>();
  for (const { pid } of result) {
    try {
      // utime and stime, in clock ticks: fields 14 and 15, counted after the command's ')'.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    } catch {
      // A backend that has gone since the query: nothing to count.
    }
  }
  return used;
}

/** CPU time (ms) each of this process's threads has used so far, by thread id. */
function threadCpuMs(): Map<number, number> {
  const used = new Map<number, number>();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(Number(tid), ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    } catch {
      // A thread that has ended since the listing: its time is lost to both readings.
    }
  }
  return used;
}

/**
 * The server's CPU by thread: the main thread (answering requests), the busiest other thread
 * (the invoice PDF thread: Node names no thread, but no other comes near it) and the rest
 * together (the garbage collector's helpers, libuv's pool compressing answers).
 */
function threadsUsed(before: Map<number, number>, after: Map<number, number>) {
  const used = [...after].map(([tid, ms]) => ({ tid, ms: ms - (before.get(tid) ?? 0) }));
  const main = used.find(({ tid }) => tid === process.pid)?.ms ?? 0;
  const others = used.filter(({ tid }) => tid !== process.pid).sort((a, b) => b.ms - a.ms);
  const busiest = others[0]?.ms ?? 0;
  const rest = others.slice(1).reduce((total, { ms }) => total + ms, 0);
  return { main, busiest, rest };
}

/** Now on the clock the profiler stamps its samples with, in microseconds. */
const profilerClock = () => Number(process.hrtime.bigint() / 1000n);

const usedSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((total, [pid, ms]) => total + ms - (before.get(pid) ?? 0), 0);

/** Counts the e-mails the shop sends and notes when it sent the last one. */
const mails = { sent: 0, lastAt: 0 };
const send = server.app.mailer.send.bind(server.app.mailer);
server.app.mailer.send = async (message) => {
  await send(message);
  mails.sent++;
  mails.lastAt = performance.now();
};

/**
 * Waits until every checkout's confirmation e-mail has gone and the server has sent no statement
 * for a moment.
 */
async function settled(confirmations: number): Promise<void> {
  const giveUp = Date.now() + 300_000;
  let seen = -1;
  while ((seen !== statements || mails.sent < confirmations) && Date.now() < giveUp) {
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

  /** The customers checking out for `forSeconds`, in a process of their own. */
  const checkOut = (forSeconds: number) =>
    runLoadScript<CheckoutPlan, CustomersResult>('checkout-customers.ts', 'CHECKOUT_PLAN', {
      url: server.url,
      cookies,
      products,
      seconds: forSeconds,
    });

  // A shop's server has long since started its PDF thread and compiled its hot code: a short
  // round of checkouts first keeps those one-off costs out of the figures.
  if (warmUpSeconds > 0) {
    mails.sent = 0;
    const warmUp = await checkOut(warmUpSeconds);
    await settled(warmUp.durations.length);
  }

  statements = 0;
  byText.clear();
  const databaseBefore = await databaseCpuMs();
  const serverBefore = process.cpuUsage();
  const threadsBefore = threadCpuMs();
  const windowStart = profilerClock();
  mails.sent = 0;
  const run = await checkOut(seconds);
  const customersDone = performance.now();
  await settled(run.durations.length);
  const counted = statements;
  const serverCpu = process.cpuUsage(serverBefore);
  const threads = threadsUsed(threadsBefore, threadCpuMs());
  const windowEnd = profilerClock();
  const databaseAfter = await databaseCpuMs();
  const checkouts = run.durations.length;
  const msPerCheckout = (ms: number) => (checkouts ? Math.round((ms / checkouts) * 10) / 10 : 0);
  const durations = [...run.durations].sort((a, b) => a - b);
  const percentile = (p: number) => Math.round(durations[Math.floor(durations.length * p)] ?? 0);

  const stockLeft = await scalar(sql`SELECT coalesce(sum(quantity), 0) FROM products`);
  const sold = await scalar(sql`
    SELECT coalesce(sum(i.quantity), 0) FROM order_items i
    JOIN orders o ON o.id = i.order_id WHERE o.status <> 'CANCELLED'`);
  const stockExact = stockLeft + sold === productCount * INITIAL_STOCK;
  // Everything the checkouts owed after their commits (e-mails, socket messages) was done.
  await server.app.settled();
  const outboxEmpty =
    (await scalar(sql`SELECT count(*) FROM outbox_jobs WHERE status <> 'done'`)) === 0;

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
    // The work a checkout costs, which other load on the machine moves far less than the rate.
    cpuMsPerCheckout: {
      server: msPerCheckout((serverCpu.user + serverCpu.system) / 1000),
      serverMainThread: msPerCheckout(threads.main),
      serverPdfThread: msPerCheckout(threads.busiest),
      serverOtherThreads: msPerCheckout(threads.rest),
      database:
        databaseBefore && databaseAfter
          ? msPerCheckout(usedSince(databaseBefore, databaseAfter))
          : 'in the server',
      customers: msPerCheckout(run.cpuMs),
    },
    /** How long after the last checkout the last confirmation e-mail went. */
    mailsDoneAfterSeconds: Math.max(0, Math.round((mails.lastAt - customersDone) / 100) / 10),
    stockExact,
    outboxEmpty,
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
    { measure: 'server CPU per checkout (ms)', value: figures.cpuMsPerCheckout.server },
    {
      measure: '… of which the main thread (ms)',
      value: figures.cpuMsPerCheckout.serverMainThread,
    },
    {
      measure: '… the PDF thread (the busiest other) (ms)',
      value: figures.cpuMsPerCheckout.serverPdfThread,
    },
    {
      measure: '… the other threads: GC, libuv (ms)',
      value: figures.cpuMsPerCheckout.serverOtherThreads,
    },
    { measure: 'PostgreSQL CPU per checkout (ms)', value: figures.cpuMsPerCheckout.database },
    { measure: "customers' CPU per checkout (ms)", value: figures.cpuMsPerCheckout.customers },
    {
      measure: 'last e-mail sent, s after the last checkout',
      value: figures.mailsDoneAfterSeconds,
    },
    { measure: 'stock + sold = initial', value: stockExact },
    { measure: 'every outbox job done (e-mails, sockets)', value: outboxEmpty },
  ]);
  for (const sample of run.failureSamples) console.log(`failure: ${sample}`);
  const tidied = new Map<string, number>();
  for (const [statement, count] of byText) {
    const text = statement.replace(/\s+/g, ' ').slice(0, 160);
    tidied.set(text, (tidied.get(text) ?? 0) + count);
  }
  const perCheckout = [...tidied]
    .filter(([text]) => !text.includes('coalesce(') && !text.startsWith('SELECT count(*)'))
    .sort((a, b) => b[1] - a[1])
    .map(([text, count]) => ({ perCheckout: Math.round((count / checkouts) * 100) / 100, text }));
  if (process.env.BENCH_STATEMENTS) console.table(perCheckout.slice(0, 40));
  console.log(
    `Saved ${saveResults(`checkout-${server.kind}`, { ...figures, statements: perCheckout })}`,
  );
  if (profileDir) {
    // The profiles cover the setup too: the summary keeps the samples of this window only.
    fs.writeFileSync(
      path.join(profileDir, 'checkout-window.json'),
      JSON.stringify({ startMicros: windowStart, endMicros: windowEnd, checkouts }),
    );
  }
  if (!stockExact || !outboxEmpty) process.exitCode = 1;
} finally {
  await server.close();
}
