/**
 * `GET /api/ready`: may a load balancer send this instance requests? Yes when the database and
 * the stores of files each answer within a moment; no (503, the failing checks named) otherwise,
 * and no from the moment the instance starts shutting down, while it still answers everything
 * else. Redis (when configured) is checked and reported, but its outage answers 200 "degraded":
 * the shop sells without it (each instance limits and pushes on its own meanwhile), and Redis is
 * shared, so failing readiness for it would take every instance out of the load balancer at once. `GET /api/health` stays the liveness check: it says the process
 * answers, whatever its neighbours do, so a Redis outage never gets instances restarted.
 *
 * The answer names checks, never their errors: a database error names hosts and users, and
 * anyone may ask. The error goes to the log with the request's id.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /api/ready answers 503; everything else is served as before. */
    beginShutdown(): void;
  }
}

/** Each check's time: a load balancer asks every few seconds and must not queue up behind us. */
const CHECK_TIMEOUT_MS = 2000;

type CheckResult = 'ok' | 'failing' | 'timed out';

export interface ReadinessOptions {
  database: DatabaseHandle;
  /** The Redis connection of the rate limits, when REDIS_URL is set. */
  redis?: { ping(): Promise<unknown> };
  /** Where pictures and tax documents are kept: its folders on disk, or its bucket. */
  storage: { check(): Promise<void> };
}

class TimedOut extends Error {}

async function within(ms: number, work: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new TimedOut()), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function readiness(app: FastifyInstance, { database, redis, storage }: ReadinessOptions) {
  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  // app.close() alone (a test, an embedding) counts as shutting down too.
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  const checks: Record<string, () => Promise<unknown>> = {
    database: () => database.db.execute(sql`select 1`),
    ...(redis ? { redis: () => redis.ping() } : {}),
    storage: () => storage.check(),
  };
  /** Reported, but the instance serves without them. */
  const degradable = new Set(['redis']);

  app.get('/api/ready', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (shuttingDown) {
      return reply.status(503).send({
        status: 'shutting down',
        message: 'Not ready: shutting down',
        code: 'NOT_READY',
        failing: ['shutdown'],
      });
    }
    const entries = await Promise.all(
      Object.entries(checks).map(async ([name, check]): Promise<[string, CheckResult]> => {
        try {
          await within(CHECK_TIMEOUT_MS, check);
          return [name, 'ok'];
        } catch (error) {
          request.log.warn({ err: error, check: name }, 'readiness check failed');
          return [name, error instanceof TimedOut ? 'timed out' : 'failing'];
        }
      }),
    );
    const notOk = entries.filter(([, result]) => result !== 'ok').map(([name]) => name);
    const failing = notOk.filter((name) => !degradable.has(name));
    const results = Object.fromEntries(entries);
    if (failing.length === 0) {
      return notOk.length === 0
        ? { status: 'ready', checks: results }
        : { status: 'degraded', degraded: notOk, checks: results };
    }
    return reply.status(503).send({
      status: 'not ready',
      message: `Not ready: ${failing.join(', ')}`,
      code: 'NOT_READY',
      failing,
      checks: results,
    });
  });
}

export default fp(readiness, { name: 'readiness' });
