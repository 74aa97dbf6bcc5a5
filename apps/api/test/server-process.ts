/**
 * The shop as `npm start` runs it, in a process of its own: for what only a real process shows
 * (signals, exit codes, start-up refusals). Each gets a fresh database: an empty PGlite data
 * directory, or a new PostgreSQL database when DATABASE_URL is set; the server migrates and
 * seeds it as on a first start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createScratchDatabase } from './scratch-database';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** The server's database, opened from here: only after the process has ended on PGlite. */
  openDatabase(): Promise<DatabaseHandle>;
  /** Kills the process if it still runs and removes its data. */
  cleanup(): Promise<void>;
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

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-process-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'shop_process_')
    : undefined;
  const databaseUrl = scratch?.url ?? '';
  const dropDatabase = async () => scratch?.drop();
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
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
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 45_000)),
  ]);
  const cleanup = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  if (!ready) {
    await cleanup();
    throw new Error(`The server did not start:\n${output}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    openDatabase: () =>
      databaseUrl
        ? openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 1 })
        : openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }),
    cleanup,
  };
}
