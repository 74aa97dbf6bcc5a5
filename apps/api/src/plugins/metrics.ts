/**
 * The shop's figures in Prometheus's text format at /metrics: requests by route and status and
 * their latency, the database's connections, the catalogue cache's hits and misses, open
 * websockets, and the process's own (memory, CPU, event-loop lag, garbage collection). Only an
 * operator reads them: with a bearer token on the public port, or on an internal port of their
 * own; with neither configured, nowhere (docs/decisions/065).
 *
 * Each app has a registry of its own, so several apps in one process (the tests, two instances)
 * never count into each other's figures. Other parts of the shop add theirs to `registry`.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { genericMessages } from '@shop/shared/http/errors';
import type { DatabaseHandle } from '../db/client';
import type { ExclusiveRuns } from '../lib/exclusive-run';
import { sameToken } from '../lib/secrets';
import type { Realtime } from './realtime';

export interface Metrics {
  /**
   * Where every figure is registered: another part of the shop adds its own with
   * `new Gauge({ name, help, registers: [app.metrics.registry], collect() {…} })`.
   */
  readonly registry: Registry;
  /** The internal port's address once it listens (METRICS_PORT); undefined otherwise. */
  internalUrl(): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * The route label of a request no route took: unknown paths and the web app's pages, which the
 * not-found handler serves. Raw URLs never become labels, so the series stay a bounded set.
 */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds: from a cached catalogue answer (a millisecond) to a slow PDF or upload (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface MetricsOptions {
  metrics: Metrics;
  /** METRICS_TOKEN: asked for as `Authorization: Bearer <token>` wherever /metrics is served. */
  token?: string;
  /** METRICS_PORT and METRICS_HOST: /metrics there instead of on the public port. */
  port?: number;
  host: string;
}

/** A registry with the process's own figures in it; the plugin adds the requests'. */
export function createMetrics(): Metrics & { setInternalUrl(url: string | undefined): void } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let internalUrl: string | undefined;
  return {
    registry,
    internalUrl: () => internalUrl,
    setInternalUrl(url) {
      internalUrl = url;
    },
  };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && sameToken(given, token);
}

async function metricsPlugin(
  app: FastifyInstance,
  { metrics, token, port, host }: MetricsOptions & { metrics: ReturnType<typeof createMetrics> },
) {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [metrics.registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: genericMessages.metricsToken, code: 'UNAUTHENTICATED' });
    }
    const text = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  };

  if (port === undefined) {
    // Without a token the public port has no /metrics at all: a 404 like any unknown path.
    if (token) app.get('/metrics', { schema: { hide: true } }, answer);
    return;
  }
  // A server of its own, on loopback unless METRICS_HOST says otherwise, opened and closed
  // with the shop.
  const internal = Fastify({ logger: false });
  internal.get('/metrics', answer);
  app.addHook('onReady', async () => {
    await internal.listen({ port, host });
    const address = internal.server.address() as AddressInfo;
    const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    metrics.setInternalUrl(`http://${shownHost}:${address.port}`);
  });
  app.addHook('onClose', async () => {
    await internal.close();
    metrics.setInternalUrl(undefined);
  });
}

export default fp(metricsPlugin, { name: 'metrics' });

/** A gauge whose value is read when Prometheus scrapes. */
function gaugeOf(
  registry: Registry,
  name: string,
  help: string,
  read: () => number | undefined,
): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const value = read();
      if (value !== undefined) this.set(value);
    },
  });
}

/** The catalogue cache as it counts: hits and misses since the start, per route. */
interface CacheCounters {
  counters(): { byRoute: Record<string, { hits: number; misses: number }> };
}

/** The outbox as it counts its jobs: one query, shared by the figures of one scrape. */
interface OutboxDepth {
  depth(): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }>;
}

/**
 * The outbox's jobs and the age of the oldest waiting one. Both gauges of a scrape share one
 * query; while the database does not answer, they are left out of the scrape instead of failing
 * all of it.
 */
function measureOutbox(registry: Registry, outbox: OutboxDepth): void {
  let reading: Promise<Awaited<ReturnType<OutboxDepth['depth']>> | undefined> | undefined;
  const read = () => {
    reading ??= outbox
      .depth()
      .catch(() => undefined)
      .finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  new Gauge({
    name: 'circuitkart_outbox_jobs',
    help: 'Jobs of the outbox waiting to be done (pending) or given up after their last try (failed)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const depth = await read();
      if (!depth) return;
      this.set({ status: 'pending' }, depth.pending);
      this.set({ status: 'failed' }, depth.failed);
    },
  });
  new Gauge({
    name: 'circuitkart_outbox_oldest_pending_seconds',
    help: 'How long the oldest waiting job of the outbox has waited, 0 when none waits',
    registers: [registry],
    async collect() {
      const depth = await read();
      if (depth) this.set(depth.oldestPendingSeconds);
    },
  });
}

/**
 * How long ago each scheduled work (housekeeping) last ran to its end, on any instance. Left out
 * of a scrape while the database does not answer, like the outbox's figures.
 */
function measureScheduledRuns(
  registry: Registry,
  runs: Pick<ExclusiveRuns, 'secondsSinceLastRun'>,
) {
  new Gauge({
    name: 'circuitkart_scheduled_run_age_seconds',
    help: 'Seconds since the scheduled work last ran to its end on any instance (housekeeping: unpaid-order expiry, purges, the low-stock alert)',
    labelNames: ['name'] as const,
    registers: [registry],
    async collect() {
      const ages = await runs.secondsSinceLastRun().catch(() => undefined);
      // Only what the table holds now: a name no longer there is not shown at its last age.
      this.reset();
      if (!ages) return;
      for (const [name, seconds] of Object.entries(ages)) this.set({ name }, seconds);
    },
  });
}

/**
 * The shop's own parts, read at each scrape: the database (PostgreSQL's pool, and on both whether
 * this instance hears the others' changes), the outbox, the scheduled work, the catalogue cache
 * and the open websockets.
 */
export function measureShop(
  registry: Registry,
  {
    database,
    outbox,
    scheduledRuns,
    catalogCache,
    realtime,
  }: {
    database: DatabaseHandle;
    outbox: OutboxDepth;
    scheduledRuns: Pick<ExclusiveRuns, 'secondsSinceLastRun'>;
    catalogCache: CacheCounters;
    realtime: Pick<Realtime, 'io'>;
  },
): void {
  measureOutbox(registry, outbox);
  measureScheduledRuns(registry, scheduledRuns);
  const pool = database.poolUse;
  if (pool) {
    gaugeOf(
      registry,
      'circuitkart_db_pool_size',
      'PostgreSQL connections this instance may open (DATABASE_POOL_SIZE)',
      () => pool().size,
    );
    new Gauge({
      name: 'circuitkart_db_transactions',
      help: 'Transactions holding a connection (open) or waiting for one (waiting)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = pool();
        this.set({ state: 'open' }, use.transactionsOpen);
        this.set({ state: 'waiting' }, use.transactionsWaiting);
      },
    });
    gaugeOf(
      registry,
      'circuitkart_db_statements_in_flight',
      'Statements outside transactions sent to PostgreSQL and not yet answered',
      () => pool().statementsInFlight,
    );
  }
  gaugeOf(
    registry,
    'circuitkart_db_listening',
    "1 while this instance hears the other instances' changes (the caches keep answers), else 0",
    () => (database.listenerStatus().listening ? 1 : 0),
  );

  // The cache counts for itself; each scrape copies its totals into the counters.
  for (const outcome of ['hits', 'misses'] as const) {
    new Counter({
      name: `circuitkart_catalog_cache_${outcome}_total`,
      help: `Catalogue answers ${outcome === 'hits' ? 'sent from memory' : 'computed'}, by route`,
      labelNames: ['route'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [route, counts] of Object.entries(catalogCache.counters().byRoute)) {
          this.inc({ route }, counts[outcome]);
        }
      },
    });
  }
  gaugeOf(
    registry,
    'circuitkart_websocket_connections',
    'Websocket connections open on this instance',
    () => realtime.io.engine.clientsCount,
  );
}
