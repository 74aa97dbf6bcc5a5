/**
 * The shop as `npm start` runs it, in a process of its own: the compiled server (built first when
 * its bundle is older than the sources), for what only a real process shows (signals, exit
 * codes, start-up refusals), for the browser journeys and the browser benchmarks, and so that
 * they all prove the compiled build works. Each gets a fresh database: an empty PGlite data
 * directory, or a new PostgreSQL database when DATABASE_URL is set; the server migrates and
 * seeds it as on a first start. Its public URL is its own address unless `env` says otherwise.
 * `restart` starts the server again on the same data, as an operator would after a crash.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../src/db/client';
import { createScratchDatabase } from './scratch-database';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Where its data is: its DATA_DIR, and its PostgreSQL database (empty on PGlite). */
  data: ExistingData;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** The server's database, opened from here: only after the process has ended on PGlite. */
  openDatabase(): Promise<DatabaseHandle>;
  /**
   * Starts the server again on the same data directory or PostgreSQL database (on a port of its
   * own), once this process has ended: `env` as at the first start, with `env` given here on top.
   */
  restart(env?: Record<string, string>): Promise<ServerProcess>;
  /** Kills the process if it still runs and removes its data (shared with its restarts). */
  cleanup(): Promise<void>;
}

/** What a server's runs share: its data, removed once. */
interface ServerData {
  dataDir: string;
  databaseUrl: string;
  remove(): Promise<void>;
}

const apiRoot = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on at this moment, on loopback. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let built = false;
/** Builds apps/api/dist as `npm start` does when a source is newer than the bundle. */
function buildIfStale() {
  if (built) return;
  const build = spawnSync(process.execPath, ['build.mjs', '--if-stale'], {
    cwd: apiRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The API did not build:\n${build.stdout}${build.stderr}`);
  built = true;
}

/**
 * A database made before the server starts, instead of an empty one: a copy of the test run's
 * migrated and seeded template (a PGlite dump, or a PostgreSQL template database), with `write`
 * run on it. The server then starts as on any later start, without migrating or seeding.
 */
export interface PreparedData {
  pgliteDump?: Blob;
  postgresTemplate?: string;
  write(database: DatabaseHandle): Promise<void>;
}

/**
 * Data the test owns and keeps: a data directory and, on PostgreSQL, a database URL (empty for
 * PGlite). The server starts on it as it finds it, and its cleanup leaves it in place.
 */
export interface ExistingData {
  dataDir: string;
  databaseUrl: string;
}

export async function startServerProcess(
  env: Record<string, string>,
  options: { prepared?: PreparedData; existing?: ExistingData } = {},
): Promise<ServerProcess> {
  buildIfStale();
  const { prepared, existing } = options;
  if (existing) return launch({ ...existing, remove: async () => {} }, env);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(
        process.env.DATABASE_URL,
        'shop_process_',
        prepared?.postgresTemplate,
      )
    : undefined;
  if (prepared) {
    const { openDatabase } = await import('../src/db/client');
    const database = scratch
      ? await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 1 })
      : await openDatabase({
          kind: 'pglite',
          dataDir: path.join(dataDir, 'pglite'),
          loadDataDir: prepared.pgliteDump,
        });
    try {
      await prepared.write(database);
    } catch (error) {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    } finally {
      await database.close();
    }
  }
  let removed: Promise<void> | undefined;
  const data: ServerData = {
    dataDir,
    databaseUrl: scratch?.url ?? '',
    remove: () =>
      (removed ??= (async () => {
        await scratch?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      })()),
  };
  return launch(data, env);
}

async function launch(data: ServerData, env: Record<string, string>): Promise<ServerProcess> {
  const { dataDir, databaseUrl } = data;
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const ready = await Promise.race([
    new Promise<boolean>((resolve) => {
      const check = () => (output.includes('CircuitKart is running') ? resolve(true) : undefined);
      child.stdout!.on('data', check);
      check();
    }),
    exited.then(() => false),
    // A busy machine (CI running the journeys in parallel) can take a while to seed.
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 90_000).unref()),
  ]);
  const cleanup = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await data.remove();
  };
  if (!ready) {
    await cleanup();
    throw new Error(`The server did not start:\n${output}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    data: { dataDir, databaseUrl },
    output: () => output,
    exited,
    // Loaded on use: the browser journeys start servers without ever opening their databases.
    async openDatabase() {
      const { openDatabase } = await import('../src/db/client');
      return databaseUrl
        ? openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 1 })
        : openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    },
    async restart(more = {}) {
      if (child.exitCode === null && child.signalCode === null)
        throw new Error('The server still runs: stop it before starting it again');
      return launch(data, { ...env, ...more });
    },
    cleanup,
  };
}
