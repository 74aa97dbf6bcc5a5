/**
 * Start-up benchmark: how long the shop takes from being started to its first answer on an
 * existing database, and how much memory it holds after start and after a stretch of mixed
 * traffic. On PGlite (a data directory made by a first start that is not measured) and on
 * PostgreSQL (a scratch database on DATABASE_URL's server, by default the local one; skipped when
 * none answers). Each run spawns the server and polls /api/health until it answers 200: the
 * compiled server as `npm start` runs it, and the server from source under tsx as it ran before,
 * for comparison. Then the compiled server takes BENCH_MINUTES of mixed traffic from another
 * process (`mixed-load.ts`) and its resident memory (VmRSS) is read again.
 * Run by hand: `npm run bench:startup` (BENCH_RUNS, BENCH_MINUTES, BENCH_SHOPPERS,
 * BENCH_STARTUP_MODES=compiled,tsx, DATABASE_URL).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { freePort } from '../apps/api/test/server-process';
import { createScratchDatabase, type ScratchDatabase } from '../apps/api/test/scratch-database';
import { runLoadScript, saveResults } from './load';
import type { MixedLoadPlan, MixedLoadResult } from './mixed-load';
import { signedInCookie } from './server';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const minutes = Number(process.env.BENCH_MINUTES ?? 10);
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 10);
const modes = (process.env.BENCH_STARTUP_MODES ?? 'compiled,tsx').split(',') as Mode[];
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');
/** Linux's clock ticks per second, the unit of the times in /proc/<pid>/stat. */
const CLOCK_TICKS = 100;

type Mode = 'compiled' | 'tsx';
const commands: Record<Mode, string[]> = {
  compiled: ['--enable-source-maps', 'apps/api/dist/server.js'],
  tsx: ['--import', 'tsx', 'apps/api/src/server.ts'],
};

interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** Opens the shop's database from this process (on PGlite only while no server runs). */
  open(): ReturnType<typeof openDatabase>;
  cleanup(): Promise<void>;
}

interface Running {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning to the first 200 of /api/health. */
  firstAnswerMs: number;
  stop(): Promise<void>;
}

/** Resident memory of a process, in MB. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 102.4) / 10;
}

/** CPU time a process has used so far, in milliseconds. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // utime and stime: fields 14 and 15, counted after the command's ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

async function start(mode: Mode, target: Target): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let errors = '';
  const started = performance.now();
  const child = spawn(process.execPath, commands[mode], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      REDIS_URL: '',
      SMTP_URL: '',
      // The mixed traffic's shoppers check out for minutes from one address: the limits on what
      // one customer may hold are not what this measures.
      ORDER_MAX_OPEN_PER_CUSTOMER: '1000000',
      ORDER_PLACEMENTS_PER_HOUR_PER_CUSTOMER: '1000000',
      ORDER_PLACEMENTS_PER_HOUR_PER_IP: '1000000',
      ...target.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (;;) {
    const ok = await fetch(`${url}/api/health`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ok) return { url, child, firstAnswerMs: performance.now() - started, stop };
    if (child.exitCode !== null || performance.now() - started > 60_000) {
      await stop();
      throw new Error(`The ${mode} server did not start:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target | undefined> {
  let scratch: ScratchDatabase;
  try {
    scratch = await createScratchDatabase(postgresUrl, 'shop_startup_');
  } catch (error) {
    console.log(`PostgreSQL at ${postgresUrl} did not answer (${String(error)}): skipped`);
    return undefined;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    open: () => openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 1 }),
    cleanup: async () => {
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(target: Target) {
  // The first start migrates and seeds the database: not measured. Then every product gets
  // stock enough for the checkouts of the mixed load.
  await (await start('compiled', target)).stop();
  const database = await target.open();
  await database.db.execute(sql`UPDATE products SET quantity = 1000000`);
  await database.close();

  const coldStarts = Object.fromEntries(modes.map((mode) => [mode, [] as Running[]]));
  const rss: Record<string, number[]> = Object.fromEntries(modes.map((mode) => [mode, []]));
  for (let run = 0; run < runs; run++) {
    for (const mode of modes) {
      const running = await start(mode, target);
      rss[mode]!.push(rssMb(running.child.pid!));
      coldStarts[mode]!.push(running);
      await running.stop();
    }
  }
  const startRows = modes.map((mode) => {
    const times = coldStarts[mode]!.map((r) => Math.round(r.firstAnswerMs));
    return {
      mode,
      runs: times.length,
      'median ms': median(times),
      'max ms': Math.max(...times),
      'RSS after start MB': median(rss[mode]!),
      times,
    };
  });

  const server = await start('compiled', target);
  const pid = server.child.pid!;
  const rssAfterStart = rssMb(pid);
  const cookies = [];
  // One customer per shopper: a shopper's cart is never checked out by another at the same time.
  for (let i = 0; i < shoppers; i++) cookies.push(await signedInCookie(server.url));
  const products = (await (await fetch(`${server.url}/api/products?limit=100`)).json()) as Array<{
    _id: string;
    price: number;
    name: string;
  }>;
  const categories = (
    (await (await fetch(`${server.url}/api/categories`)).json()) as Array<{
      slug: string;
    }>
  ).map((c) => c.slug);
  let rssPeak = rssMb(pid);
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 2000);
  const cpuBefore = cpuMs(pid);
  const load = await runLoadScript<MixedLoadPlan, MixedLoadResult>(
    'mixed-load.ts',
    'MIXED_LOAD_PLAN',
    {
      url: server.url,
      cookies,
      products,
      categories,
      seconds: minutes * 60,
      shoppers,
    },
  ).finally(() => clearInterval(sampler));
  const serverCpuMs = cpuMs(pid) - cpuBefore;
  const rssAfterLoad = rssMb(pid);
  await server.stop();
  const requests = Object.values(load.requests).reduce((sum, n) => sum + n, 0);
  return {
    kind: target.kind,
    starts: startRows,
    load: {
      minutes,
      shoppers,
      requests,
      requestsPerSecond: Math.round(requests / load.seconds),
      byKind: load.requests,
      failures: load.failures,
      failureSamples: load.failureSamples,
      serverCpuMsPerRequest: Math.round((serverCpuMs / requests) * 100) / 100,
      loadProcessCpuMs: Math.round(load.cpuMs),
      rssAfterStartMb: rssAfterStart,
      rssPeakMb: Math.max(rssPeak, rssAfterLoad),
      rssAfterLoadMb: rssAfterLoad,
    },
  };
}

const build = spawnSync(process.execPath, ['apps/api/build.mjs', '--if-stale'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const results = [];
for (const makeTarget of [pgliteTarget, postgresTarget]) {
  const target = await makeTarget();
  if (!target) continue;
  try {
    const result = await measure(target);
    results.push(result);
    const title = `Start-up on ${result.kind}, ${runs} runs each, existing database (${new Date().toISOString()})`;
    console.log(`\n${title}`);
    console.table(result.starts.map(({ times: _times, ...row }) => row));
    const l = result.load;
    console.log(
      `Mixed load, compiled server, ${l.minutes} min, ${l.shoppers} shoppers: ${l.requests} requests ` +
        `(${l.requestsPerSecond}/s), ${l.failures} failures, ${l.serverCpuMsPerRequest} ms of server CPU ` +
        `per request; RSS ${l.rssAfterStartMb} MB after start, ${l.rssPeakMb} MB at most, ` +
        `${l.rssAfterLoadMb} MB after the load`,
    );
    console.log(JSON.stringify(l.byKind));
    if (l.failureSamples.length) console.log(l.failureSamples.join('\n'));
  } finally {
    await target.cleanup();
  }
}
console.log(`Saved ${saveResults('startup', { runs, modes, results })}`);
