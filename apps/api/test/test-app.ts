/**
 * Starts the real app for one test file: a private copy of the seeded test database, a real SMTP
 * inbox on loopback, and the server listening on a free port. Tests talk to it over HTTP.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type LogStream } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createScratchDatabase } from './scratch-database';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';
import { HttpClient } from './http-client';

export interface TestApp {
  url: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  inbox: SmtpInbox;
  /** A new client with its own cookie jar. */
  client(): HttpClient;
  close(): Promise<void>;
}

/** A private copy of the seeded test database, without an app on it. */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const templateFile = inject('pgliteTemplate');
  if (templateFile) {
    const database = await openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([fs.readFileSync(templateFile)]),
    });
    return { database, drop: async () => {} };
  }
  const scratch = await createScratchDatabase(
    process.env.DATABASE_URL!,
    inject('databasePrefix'),
    inject('postgresTemplate'),
  );
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return { database, drop: scratch.drop };
}

/** A private test database for the calling file's tests: opened before them, dropped after. */
export function useTestDatabase(): () => DatabaseHandle {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });
  return () => opened!.database;
}

export async function startTestApp(
  env: Record<string, string> = {},
  /** Settings no environment variable carries (the outbox's timings). */
  overrides: Partial<Config> = {},
  /** Where the app's log lines go (a test that reads them). */
  { logStream }: { logStream?: LogStream } = {},
): Promise<TestApp> {
  const inbox = await startSmtpInbox();
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    SMTP_URL: inbox.url,
    DATA_DIR: inject('testUploadsDir').replace(/uploads$/, ''),
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Silent unless asked: TEST_LOG_LEVEL=error shows a failing request's error in a test run.
    ...(process.env.TEST_LOG_LEVEL ? { LOG_LEVEL: process.env.TEST_LOG_LEVEL } : {}),
    ...env,
  });
  Object.assign(config, overrides);
  const app = await buildApp({ config, database, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    database,
    config,
    inbox,
    client: () => new HttpClient(url),
    async close() {
      await app.close();
      await database.close();
      await drop();
      await inbox.close();
    },
  };
}

/**
 * A second API instance on the same database as `t`, as a shop running several would have: its
 * own process state (caches, sockets), the same rows. `config` changes what differs, such as a
 * data folder of its own, as on another machine.
 */
export async function startAnotherInstance(
  t: TestApp,
  config: Partial<Config> = {},
): Promise<{ url: string; app: FastifyInstance; client(): HttpClient; close(): Promise<void> }> {
  const app = await buildApp({ config: { ...t.config, ...config }, database: t.database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { url, app, client: () => new HttpClient(url), close: () => app.close() };
}
