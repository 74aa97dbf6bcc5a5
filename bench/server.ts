/**
 * Starts the real app for a benchmark: a fresh database (PGlite in a temporary directory, or a new
 * PostgreSQL database when DATABASE_URL is set), migrated and seeded, logging at BENCH_LOG_LEVEL
 * (info, as a shop runs). Beside it, the ceiling: another process with nothing of the app
 * (`ceiling-server.ts`) doing one primary-key SELECT on the same data, the most a route can hope for.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type StatementObserver } from '../apps/api/src/db/client';
import { products } from '../apps/api/src/db/schema/index';
import { seedCatalog } from '../apps/api/src/db/seed/seed-catalog';
import { createDiskStorage } from '../apps/api/src/lib/storage';
import { createScratchDatabase } from '../apps/api/test/scratch-database';

export interface BenchServer {
  url: string;
  app: FastifyInstance;
  /** The ceiling process's one route. */
  ceilingUrl: string;
  kind: 'pglite' | 'postgres';
  database: Awaited<ReturnType<typeof openDatabase>>;
  close(): Promise<void>;
}

export async function startBenchServer(
  options: { onStatement?: StatementObserver } = {},
): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'shop_bench_')
    : undefined;
  const databaseUrl = scratch?.url;
  const dropDatabase = async () => scratch?.drop();
  const database = databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: databaseUrl,
        maxConnections: loadConfig({ DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE })
          .databasePoolSize,
        ...options,
      })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), ...options });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: (process.env.BENCH_LOG_LEVEL ?? 'info') as 'info',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // The benchmarks measure how fast checkout runs, not the limits on what one customer may
    // hold: each virtual customer places hundreds of orders from one address.
    ORDER_MAX_OPEN_PER_CUSTOMER: '1000000',
    ORDER_PLACEMENTS_PER_HOUR_PER_CUSTOMER: '1000000',
    ORDER_PLACEMENTS_PER_HOUR_PER_IP: '1000000',
  });
  await seedCatalog(database.db, createDiskStorage(config.uploadsDir));
  const app = await buildApp({ config, database });

  const [first] = await database.db.select({ id: products.id }).from(products).limit(1);
  const ceiling = await startCeiling(database, databaseUrl, first!.id, dataDir);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    ceilingUrl: `${ceiling.url}/ceiling`,
    kind: database.kind,
    database,
    async close() {
      await ceiling.close();
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the ceiling process on the app's PostgreSQL database, or on a copy of its PGlite data. */
export async function startCeiling(
  database: BenchServer['database'],
  databaseUrl: string | undefined,
  productId: string,
  dataDir: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const env: Record<string, string> = { CEILING_PRODUCT_ID: productId };
  if (databaseUrl) {
    env.CEILING_DATABASE_URL = databaseUrl;
  } else {
    const dump = path.join(dataDir, 'ceiling-pglite.tar');
    fs.writeFileSync(dump, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    env.CEILING_PGLITE_DUMP = dump;
  }
  env.CEILING_LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'ceiling-server.ts')],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^ceiling (http:\/\/\S+)$/m.exec(out);
      if (!match) return;
      // Its request log is then read and dropped, as a shop's log collector would take it,
      // without keeping it or searching it again (that cost this process a core under load).
      child.stdout.off('data', read);
      child.stdout.resume();
      resolve(match[1]!);
    };
    child.stdout.on('data', read);
    child.on('exit', (code) => reject(new Error(`the ceiling process exited ${code}`)));
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Registers a customer through the real OTP flow, reading the code from the dev outbox. */
export async function signedInCookie(url: string): Promise<string> {
  const email = `bench.${randomBytes(4).toString('hex')}@example.in`;
  const post = (p: string, body: unknown, cookie?: string) =>
    fetch(url + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  await post('/api/auth/send-otp', { email });
  const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as Array<{
    to: string;
    text: string;
  }>;
  const otp = /Your OTP is (\d{6})/.exec(outbox.find((m) => m.to === email)!.text)![1]!;
  await post('/api/auth/verify-otp', { email, otp });
  const password = 'Bench@2024x';
  const registered = await post('/api/auth/register', {
    email,
    firstName: 'Bench',
    lastName: 'Shopper',
    mobile: '9876543210',
    password,
    confirmPassword: password,
  });
  const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
  return cookie;
}
