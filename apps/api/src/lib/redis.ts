/**
 * Redis connections that the shop can sell without. Redis carries the rate-limit counts and the
 * websocket events between instances; while it is away, each user of a connection falls back to
 * this instance alone, so a command must fail at once instead of waiting for Redis, and the
 * connection keeps trying to come back. An outage is logged once, not once per retry.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

export interface RedisConnectionOptions {
  /** What the connection carries, for the log: 'rate limits', 'websocket events'. */
  carries: string;
  /**
   * A subscriber keeps its SUBSCRIBE commands until Redis answers (ioredis subscribes again
   * after each reconnection), instead of failing them at once.
   */
  subscriber?: boolean;
}

export function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  { carries, subscriber = false }: RedisConnectionOptions,
): Redis {
  const failFast: RedisOptions = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // A Redis that stops answering without closing the connection fails commands too.
    commandTimeout: 1000,
  };
  const client = new Redis(url, {
    ...(subscriber ? { maxRetriesPerRequest: null } : failFast),
    // Never give up: Redis coming back restores shared limits and events by itself.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      `Redis unreachable: ${carries} stay on this instance until it returns`,
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`Redis reachable again: ${carries} are shared between instances again`);
  });
  return client;
}

/** Waits until the connection is ready, for at most `ms`: starting never depends on Redis. */
export async function readyOrNot(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    client.once('ready', done);
    function done() {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    }
  });
}

/** Closes politely if Redis is there, at once if not. */
export async function closeRedis(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
