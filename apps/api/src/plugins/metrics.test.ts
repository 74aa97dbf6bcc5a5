/**
 * /metrics: only with the token on the public port, only on its own port when it has one,
 * nowhere when neither is set; and the figures an operator reads are the shop's real ones:
 * requests by route pattern and status, latency buckets, the catalogue cache, websockets, the
 * database's connections and the process's own.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../test/http-client';
import { startAnotherInstance, startTestApp, type TestApp } from '../../test/test-app';
import { outboxJobs, scheduledRuns } from '../db/schema/index';

const TOKEN = 'metrics-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t?.close();
});

const withToken = { authorization: `Bearer ${TOKEN}` };

async function scrape(client = t.client(), path = '/metrics'): Promise<string> {
  const answer = await client.get<string>(path, withToken);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body;
}

/** The value of one series, e.g. `http_requests_total{method="GET",route="/x",status="200"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('who may read /metrics', () => {
  it('refuses a scrape without the token, or with another, and answers one with it', async () => {
    const none = await t.client().get<Record<string, unknown>>('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(none.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(none.body.requestId).toBe(none.headers.get('x-request-id'));

    const wrong = await t.client().get('/metrics', { authorization: `Bearer ${TOKEN}x` });
    expect(wrong.status).toBe(401);
    const basic = await t.client().get('/metrics', { authorization: `Basic ${TOKEN}` });
    expect(basic.status).toBe(401);

    expect(await scrape()).toContain('# TYPE http_requests_total counter');
  });

  it('is left out of the OpenAPI document', async () => {
    const doc = await t.client().get<{ paths: Record<string, unknown> }>('/api/openapi.json');
    expect(Object.keys(doc.body.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.body.paths)).not.toContain('/api/ready');
  });

  it('answers 404 on the public port when neither a token nor a port is set', async () => {
    const bare = await startAnotherInstance(t, {
      metrics: { token: undefined, port: undefined, host: '127.0.0.1' },
    });
    try {
      expect((await bare.client().get('/metrics', withToken)).status).toBe(404);
      expect(bare.app.metrics.internalUrl()).toBeUndefined();
    } finally {
      await bare.close();
    }
  });

  it('with METRICS_PORT, answers on that port of loopback only, and 404 on the public one', async () => {
    const internal = await startAnotherInstance(t, {
      metrics: { token: TOKEN, port: 0, host: '127.0.0.1' },
    });
    try {
      expect((await internal.client().get('/metrics', withToken)).status).toBe(404);
      const url = internal.app.metrics.internalUrl()!;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await new HttpClient(url).get('/metrics')).status).toBe(401);
      expect(await scrape(new HttpClient(url))).toContain('nodejs_eventloop_lag_seconds');
    } finally {
      await internal.close();
    }
    // Closed with the shop.
    expect(internal.app.metrics.internalUrl()).toBeUndefined();
  });
});

describe('what /metrics shows', () => {
  it('counts a request under its route pattern and status, never its raw address', async () => {
    const id = randomUUID();
    const before = await scrape();
    const series =
      'http_requests_total{method="GET",route="/api/products/:productId",status="404"}';
    expect((await t.client().get(`/api/products/${id}`)).status).toBe(404);
    const after = await scrape();
    expect(valueOf(after, series)).toBe((valueOf(before, series) ?? 0) + 1);
    expect(after).not.toContain(id);

    // A path no route takes is counted, under one label for all of them.
    await t.client().get(`/api/no-such-${id}`);
    expect(
      valueOf(await scrape(), 'http_requests_total{method="GET",route="(unmatched)",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('keeps a latency histogram per route, with buckets up to +Inf', async () => {
    await t.client().get('/api/categories');
    const text = await scrape();
    const bucket = (le: string) =>
      valueOf(
        text,
        `http_request_duration_seconds_bucket{le="${le}",method="GET",route="/api/categories"}`,
      );
    const count = valueOf(
      text,
      'http_request_duration_seconds_count{method="GET",route="/api/categories"}',
    );
    expect(count).toBeGreaterThanOrEqual(1);
    expect(bucket('0.005')).toBeDefined();
    expect(bucket('10')).toBeDefined();
    expect(bucket('+Inf')).toBe(count);
    expect(bucket('0.005')!).toBeLessThanOrEqual(bucket('+Inf')!);
  });

  it('counts the catalogue cache’s hits and misses by route', async () => {
    const hits = 'circuitkart_catalog_cache_hits_total{route="/api/categories"}';
    const misses = 'circuitkart_catalog_cache_misses_total{route="/api/categories"}';
    await t.client().get('/api/categories');
    const before = await scrape();
    await t.client().get('/api/categories');
    const after = await scrape();
    expect(valueOf(after, hits)).toBe((valueOf(before, hits) ?? 0) + 1);
    expect(valueOf(after, misses)).toBe(valueOf(before, misses));
  });

  it('counts the websockets open on this instance', async () => {
    const socket = io(t.url, { transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve) => socket.once('ready', () => resolve()));
      expect(valueOf(await scrape(), 'circuitkart_websocket_connections')).toBe(1);
    } finally {
      socket.disconnect();
    }
  });

  it('shows the process’s own figures: CPU, memory, event-loop lag', async () => {
    const text = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('shows the database’s connections: a transaction held is counted while it lasts', async () => {
    const { database } = t;
    expect(valueOf(await scrape(), 'circuitkart_db_listening')).toBe(1);
    if (database.kind === 'pglite') {
      // One connection inside the process: no pool to show.
      expect(database.poolUse).toBeUndefined();
      expect(await scrape()).not.toContain('circuitkart_db_pool_size');
      return;
    }
    const idle = await scrape();
    expect(valueOf(idle, 'circuitkart_db_pool_size')).toBe(10);
    expect(valueOf(idle, 'circuitkart_db_transactions{state="open"}')).toBe(0);
    const during = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return scrape();
    });
    expect(valueOf(during, 'circuitkart_db_transactions{state="open"}')).toBe(1);
    expect(valueOf(during, 'circuitkart_db_transactions{state="waiting"}')).toBe(0);
    const after = await scrape();
    expect(valueOf(after, 'circuitkart_db_transactions{state="open"}')).toBe(0);
    expect(valueOf(after, 'circuitkart_db_statements_in_flight')).toBe(0);
  });

  it('shows the outbox’s waiting and failed jobs and the age of the oldest waiting one', async () => {
    const before = await scrape();
    const pending = 'circuitkart_outbox_jobs{status="pending"}';
    const failed = 'circuitkart_outbox_jobs{status="failed"}';
    const hourAgo = new Date(Date.now() - 3600_000);
    const rows = await t.database.db
      .insert(outboxJobs)
      .values([
        // Due tomorrow: no worker takes it during the test.
        {
          kind: 'metrics.test',
          payload: {},
          createdAt: hourAgo,
          runAt: new Date(Date.now() + 86_400_000),
        },
        { kind: 'metrics.test', payload: {}, status: 'failed' as const },
      ])
      .returning({ id: outboxJobs.id });
    try {
      const after = await scrape();
      expect(valueOf(after, pending)).toBe(valueOf(before, pending)! + 1);
      expect(valueOf(after, failed)).toBe(valueOf(before, failed)! + 1);
      expect(valueOf(after, 'circuitkart_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(
        3600,
      );
    } finally {
      await t.database.db.delete(outboxJobs).where(
        inArray(
          outboxJobs.id,
          rows.map((r) => r.id),
        ),
      );
    }
  });

  it('shows how long ago housekeeping last ran to its end, on any instance, and nothing when it never has', async () => {
    const series = 'circuitkart_scheduled_run_age_seconds{name="housekeeping"}';
    // Once shown, then gone from the table: no longer shown at its last age.
    expect(await t.app.housekeeping()).toMatchObject({ ran: true });
    expect(valueOf(await scrape(), series)).toBeLessThan(60);
    await t.database.db.delete(scheduledRuns);
    expect(valueOf(await scrape(), series)).toBeUndefined();

    // Finished an hour ago, as far as the table says (by another instance, say).
    await t.database.db.insert(scheduledRuns).values({
      name: 'housekeeping',
      lockedUntil: new Date(Date.now() - 3600_000),
      lastRunAt: new Date(Date.now() - 3600_000),
    });
    const stale = valueOf(await scrape(), series)!;
    expect(stale).toBeGreaterThanOrEqual(3600);
    expect(stale).toBeLessThan(3700);

    expect(await t.app.housekeeping()).toMatchObject({ ran: true });
    expect(valueOf(await scrape(), series)).toBeLessThan(60);
  });

  it('lets another part of the shop register figures of its own', async () => {
    const { Gauge } = await import('prom-client');
    new Gauge({
      name: 'circuitkart_test_depth',
      help: 'A figure registered from outside the metrics plugin',
      registers: [t.app.metrics.registry],
      collect() {
        this.set(7);
      },
    });
    expect(valueOf(await scrape(), 'circuitkart_test_depth')).toBe(7);
  });
});
