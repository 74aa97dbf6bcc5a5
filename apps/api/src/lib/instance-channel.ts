/**
 * Messages between the API instances of one shop, through the database they share (NOTIFY and
 * LISTEN): what one instance changed, so the others drop what they keep in memory of it. Each
 * instance hears its own messages too, and skips them by its name; PostgreSQL delivers a message
 * to the others a moment after it is sent.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

export interface InstanceChannel {
  /** Sends to the other instances; resolves once the database has taken the message. */
  send(message: string): Promise<void>;
  /**
   * Starts listening. `onLost` runs as soon as the listening connection drops, `onListening` at
   * the start and after every reconnection: what was said while the connection was down is
   * lost, so whoever keeps things keeps nothing in between and forgets all when it comes back.
   */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createInstanceChannel(
  database: DatabaseHandle,
  channel: string,
  handlers: { onMessage(message: string): void; onListening(): void; onLost(): void },
): InstanceChannel {
  const instance = randomUUID();
  let stopListening: (() => Promise<void>) | undefined;
  return {
    async send(message) {
      await database.db.execute(sql`SELECT pg_notify(${channel}, ${`${instance} ${message}`})`);
    },
    async start() {
      stopListening = await database.listen(channel, {
        onMessage(payload) {
          const space = payload.indexOf(' ');
          if (space > 0 && payload.slice(0, space) !== instance) {
            handlers.onMessage(payload.slice(space + 1));
          }
        },
        onListening: handlers.onListening,
        onLost: handlers.onLost,
      });
    },
    async stop() {
      // A database already closed has stopped listening anyway.
      await stopListening?.().catch(() => {});
      stopListening = undefined;
    },
  };
}
