/**
 * The one PostgreSQL connection of an instance that LISTENs for what other instances (and the
 * database's triggers) announce. What instances keep in memory is only right while this
 * connection listens: a notification sent while it is down is lost for good. So the connection
 * is watched, and a drop is told to everyone who listens at once, before any answer could be
 * served from what they keep:
 *
 * - a drop is noticed when the socket closes (the server ended it, a restart, a network error)
 *   and by a check every `checkEveryMs` that asks the connection which channels it listens to,
 *   with a time limit (a connection that died without closing, or lost its LISTENs);
 * - listeners are told `onLost` at once, and keep nothing until told `onListening` again;
 * - a new connection is tried again and again, waiting longer each time (`retryDelayMs`), and
 *   LISTENs on every channel before `onListening` runs;
 * - the state and its counters are kept for the health check.
 */
import postgres from 'postgres';

/** Shown in pg_stat_activity, so an operator can tell this connection apart. */
export const LISTENER_APPLICATION_NAME = 'circuitkart-listener';

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** At the start and after every reconnection: what was said meanwhile was lost. */
  onListening?(): void;
  /** The connection dropped: nothing said from now until `onListening` will be heard. */
  onLost?(): void;
}

export interface ListenerStatus {
  listening: boolean;
  /** Times the connection was lost since the start. */
  drops: number;
  /** Times it listened again after a drop. */
  reconnects: number;
  /** When it last started or stopped listening (ISO time). */
  since?: string;
  /** Why it last dropped, or why the last attempt to reconnect failed. */
  lastError?: string;
}

export type ListenerEvent =
  | { kind: 'lost'; error: string }
  | { kind: 'retry-failed'; error: string; attempt: number; nextInMs: number }
  | { kind: 'restored'; attempts: number; downMs: number };

export interface PostgresListener {
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  status(): ListenerStatus;
  /** Told of each drop, failed attempt and recovery: the app logs them. */
  watch(observer: (event: ListenerEvent) => void): void;
  close(): Promise<void>;
}

/** 100 ms, then twice as long each time, up to 30 s. */
export const defaultRetryDelay = (attempt: number) => Math.min(30_000, 100 * 2 ** (attempt - 1));

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

export function createPostgresListener(
  url: string,
  {
    checkEveryMs = 30_000,
    checkTimeoutMs = 10_000,
    retryDelayMs = defaultRetryDelay,
  }: {
    checkEveryMs?: number;
    checkTimeoutMs?: number;
    retryDelayMs?: (attempt: number) => number;
  } = {},
): PostgresListener {
  const channels = new Map<string, Set<ListenHandlers>>();
  const observers: Array<(event: ListenerEvent) => void> = [];
  const state: ListenerStatus = { listening: false, drops: 0, reconnects: 0 };
  /** The live connection, and the channels it has LISTENed on. */
  let current: { sql: postgres.Sql; listened: Set<string> } | undefined;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  let lostAt = 0;
  let attempts = 0;
  let closed = false;

  const tell = (event: ListenerEvent) => observers.forEach((observer) => observer(event));
  const each = (run: (handlers: ListenHandlers) => void) => {
    for (const set of channels.values()) for (const handlers of set) run(handlers);
  };
  const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

  function open(): postgres.Sql {
    // postgres.js's own `listen` reconnects by itself but tells no one of the gap, and gives up
    // for good if its one attempt fails. Its `onnotify` option (what that `listen` is built on,
    // missing from its types) hands over every notification of this connection instead.
    const notifications = {
      onnotify: (channel: string, payload: string) => {
        if (current?.sql !== sql) return;
        channels.get(channel)?.forEach((handlers) => handlers.onMessage(payload));
      },
    } as object;
    const sql: postgres.Sql = postgres(url, {
      max: 1,
      // Never closed for being idle or old: closing it would lose notifications.
      idle_timeout: undefined,
      max_lifetime: null,
      fetch_types: false,
      onnotice: () => {},
      connection: { application_name: LISTENER_APPLICATION_NAME },
      onclose: () => {
        if (current?.sql === sql) lost(new Error('the listening connection closed'));
      },
      ...notifications,
    });
    return sql;
  }

  /** Opens a connection and LISTENs on every channel, including those added meanwhile. */
  async function connect(): Promise<void> {
    const sql = open();
    const listened = new Set<string>();
    try {
      let missing: string[];
      while ((missing = [...channels.keys()].filter((c) => !listened.has(c))).length > 0) {
        for (const channel of missing) {
          await sql.unsafe(`LISTEN ${quoted(channel)}`);
          listened.add(channel);
        }
      }
    } catch (error) {
      await sql.end({ timeout: 0 }).catch(() => {});
      throw error;
    }
    if (closed) {
      await sql.end({ timeout: 0 }).catch(() => {});
      return;
    }
    current = { sql, listened };
    state.listening = true;
    state.since = new Date().toISOString();
    checkTimer = setInterval(() => void check(), checkEveryMs);
    checkTimer.unref();
  }

  /** Asks the connection which channels it listens to, within a time limit. */
  async function check(): Promise<void> {
    const connection = current;
    if (!connection) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      const rows = await Promise.race([
        connection.sql<{ channel: string }[]>`SELECT pg_listening_channels() AS channel`,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () =>
              reject(new Error(`no answer from the listening connection in ${checkTimeoutMs} ms`)),
            checkTimeoutMs,
          );
        }),
      ]);
      const heard = new Set(rows.map((row) => row.channel));
      const deaf = [...connection.listened].filter((channel) => !heard.has(channel));
      if (deaf.length > 0) throw new Error(`no longer listening on ${deaf.join(', ')}`);
    } catch (error) {
      if (current === connection) lost(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Told at once to every listener; the old connection goes and a new one is tried. */
  function lost(error: unknown): void {
    const connection = current;
    current = undefined;
    clearInterval(checkTimer);
    if (connection) void connection.sql.end({ timeout: 0 }).catch(() => {});
    if (closed) return;
    state.listening = false;
    state.drops += 1;
    state.since = new Date().toISOString();
    state.lastError = describe(error);
    lostAt = Date.now();
    attempts = 0;
    each((handlers) => handlers.onLost?.());
    tell({ kind: 'lost', error: state.lastError });
    scheduleRetry();
  }

  function scheduleRetry(): void {
    attempts += 1;
    const delay = retryDelayMs(attempts);
    retryTimer = setTimeout(() => void retry(), delay);
    retryTimer.unref();
  }

  async function retry(): Promise<void> {
    if (closed) return;
    try {
      connecting = connect();
      await connecting;
    } catch (error) {
      state.lastError = describe(error);
      const nextInMs = retryDelayMs(attempts + 1);
      tell({ kind: 'retry-failed', error: state.lastError, attempt: attempts, nextInMs });
      scheduleRetry();
      return;
    } finally {
      connecting = undefined;
    }
    if (closed) return;
    state.reconnects += 1;
    tell({ kind: 'restored', attempts, downMs: Date.now() - lostAt });
    each((handlers) => handlers.onListening?.());
  }

  return {
    async listen(channel, handlers) {
      const set = channels.get(channel) ?? new Set();
      channels.set(channel, set);
      set.add(handlers);
      try {
        if (connecting) {
          // A reconnection under way LISTENs on this channel too; one that fails tells
          // `onListening` once a later one succeeds.
          await connecting.catch(() => {});
        } else if (!current && state.drops === 0) {
          // The first connection: failing to listen at start-up fails the start.
          connecting = connect();
          await connecting.finally(() => (connecting = undefined));
        }
        if (current && !current.listened.has(channel)) {
          await current.sql.unsafe(`LISTEN ${quoted(channel)}`);
          current.listened.add(channel);
        }
        if (current?.listened.has(channel)) handlers.onListening?.();
      } catch (error) {
        set.delete(handlers);
        throw error;
      }
      return async () => {
        set.delete(handlers);
        if (set.size > 0 || channels.get(channel) !== set) return;
        channels.delete(channel);
        if (current?.listened.delete(channel)) {
          await current.sql.unsafe(`UNLISTEN ${quoted(channel)}`);
        }
      };
    },
    status: () => ({ ...state }),
    watch: (observer) => void observers.push(observer),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(checkTimer);
      const connection = current;
      current = undefined;
      state.listening = false;
      await connecting?.catch(() => {});
      await connection?.sql.end({ timeout: 5 });
    },
  };
}
