/**
 * Opens the database: PGlite in a data directory by default, a PostgreSQL server when
 * DATABASE_URL is set. Both speak the same schema and run the same migrations at start.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config';
import { sourcePath } from '../paths';
import {
  createPostgresListener,
  type ListenerEvent,
  type ListenerStatus,
  type ListenHandlers,
} from './listener';
import { watchPool, type PoolUse } from './pool-use';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository query runs on: the database or an open transaction. */
export type Executor = Database | Transaction;

/** A raw `db.execute`'s rows: PGlite answers `{rows}`, postgres.js an array. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

export const migrationsFolder = sourcePath('db/migrations');

/**
 * Brings a PostgreSQL database up to date, safely when several instances start at once (a
 * deploy, or the first start of two instances on an empty database). Drizzle's migrator reads
 * the last applied migration and then applies the newer ones: two instances doing it together
 * would both try the same migration and one would fail. An advisory lock, held on a connection
 * of its own for the whole migration, lets one migrate while the others wait and then find
 * nothing left to do. A crashed instance's lock goes with its connection.
 */
async function migratePostgresOnce(url: string): Promise<void> {
  const connection = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await connection`SELECT pg_advisory_lock(hashtext('circuitkart.migrations'))`;
    // One connection: the migrator's transaction runs on the one that holds the lock.
    await migratePostgres(drizzlePostgres({ client: connection }), { migrationsFolder });
    await connection`SELECT pg_advisory_unlock(hashtext('circuitkart.migrations'))`;
  } finally {
    await connection.end({ timeout: 5 });
  }
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the data directory as a tar archive (gzipped if asked), to open copies of it
   * quickly or to keep as a backup.
   */
  dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob>;
  /**
   * LISTENs on `channel`. `onListening` runs each time the listening connection is (re)opened,
   * `onLost` as soon as it drops: notifications sent while it is down are lost. Resolves to the
   * function that stops it.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Whether the instance hears notifications now, and how often it stopped (the health check). */
  listenerStatus(): ListenerStatus;
  /** Told when the listening connection drops, fails to come back, and comes back. */
  watchListener(observer: (event: ListenerEvent) => void): void;
  /**
   * PostgreSQL only: what the shop asks of its connections now (the metrics). PGlite has one
   * connection inside the process, whose queue is the event loop's.
   */
  poolUse?(): PoolUse;
}

/**
 * Called with the text of every statement the app sends, BEGIN and COMMIT included: the
 * benchmarks count the statements (round trips) a checkout costs. Unset, nothing is counted.
 */
export type StatementObserver = (statement: string) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & { onStatement?: StatementObserver };

/** The callbacks each open transaction runs once it has committed (`afterCommit`). */
const onCommit = new WeakMap<object, Array<() => void>>();

/**
 * Runs `callback` once the transaction `executor` belongs to has committed, and never if it rolls
 * back; on the database itself (every statement its own transaction), at once. What a change owes
 * after its commit is written in the transaction; this only says "look now" (the outbox's worker).
 * A savepoint's (`tx.transaction`) callbacks run at once: they must be safe to run early.
 */
export function afterCommit(executor: Executor, callback: () => void): void {
  const callbacks = onCommit.get(executor);
  if (callbacks) callbacks.push(callback);
  else callback();
}

function runningCommitCallbacks(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = async (run, config) => {
    const callbacks: Array<() => void> = [];
    const result = await transaction((tx) => {
      onCommit.set(tx, callbacks);
      return run(tx);
    }, config);
    for (const callback of callbacks) callback();
    return result;
  };
  return db;
}

/** Drizzle logs each statement it runs; a transaction's BEGIN and COMMIT are counted around it. */
function observe(db: Database, onStatement: StatementObserver | undefined): Database {
  if (!onStatement) return db;
  const transaction = db.transaction.bind(db);
  db.transaction = async (run, config) => {
    onStatement('BEGIN');
    try {
      return await transaction(run, config);
    } finally {
      onStatement('COMMIT');
    }
  };
  return db;
}

const statementLogger = (onStatement: StatementObserver | undefined) =>
  onStatement ? { logQuery: (query: string) => onStatement(query) } : undefined;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const max = options.maxConnections ?? DEFAULT_DATABASE_POOL_SIZE;
    const client = postgres(options.url, { max, onnotice: () => {} });
    const poolUse = watchPool(client, max);
    const db = runningCommitCallbacks(
      observe(
        drizzlePostgres({
          client,
          schema,
          logger: statementLogger(options.onStatement),
        }) as unknown as Database,
        options.onStatement,
      ),
    );
    // Its own connection, watched and reopened when it drops (db/listener.ts).
    const listener = createPostgresListener(options.url);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgresOnce(options.url),
      async close() {
        await listener.close();
        await client.end({ timeout: 5 });
      },
      dumpDataDir: () => Promise.reject(new Error('Only PGlite can dump its data directory')),
      listen: (channel, handlers) => listener.listen(channel, handlers),
      listenerStatus: () => listener.status(),
      watchListener: (observer) => listener.watch(observer),
      poolUse,
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Name substring search uses a trigram index, as on PostgreSQL.
    extensions: { pg_trgm },
  });
  const pglite = drizzlePglite({ client, schema, logger: statementLogger(options.onStatement) });
  return {
    db: runningCommitCallbacks(observe(pglite as unknown as Database, options.onStatement)),
    kind: 'pglite',
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
    // One process holds the database, so the connection never drops: listening starts once.
    async listen(channel, { onMessage, onListening }) {
      const stop = await client.listen(channel, onMessage);
      onListening?.();
      return stop;
    },
    listenerStatus: () => ({ listening: true, drops: 0, reconnects: 0 }),
    watchListener: () => {},
  };
}
