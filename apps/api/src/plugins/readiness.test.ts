/**
 * /api/ready tells a load balancer whether to send this instance requests: the database, Redis
 * (when configured) and the stores of files answer, and the instance is not shutting down. A
 * failing check is named, its error is not. /api/health stays "alive" through all of it.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, stopRedis } from '../../test/redis-server';
import { freePort } from '../../test/server-process';
import { startAnotherInstance, startTestApp, type TestApp } from '../../test/test-app';

interface ReadyAnswer {
  status: string;
  checks?: Record<string, string>;
  failing?: string[];
  degraded?: string[];
  message?: string;
  requestId?: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/ready', () => {
  it('answers 200 with each check when the database and the stores answer', async () => {
    const answer = await t.client().get<ReadyAnswer>('/api/ready');
    expect(answer.status).toBe(200);
    // No Redis configured: nothing to check there.
    expect(answer.body).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming the database when it is closed, without its error', async () => {
    const broken = await startTestApp();
    try {
      await broken.database.close();
      const answer = await broken.client().get<ReadyAnswer>('/api/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        status: 'not ready',
        message: 'Not ready: database',
        code: 'NOT_READY',
        failing: ['database'],
        checks: { database: 'failing', storage: 'ok' },
      });
      expect(answer.body.requestId).toBe(answer.headers.get('x-request-id'));
      expect(JSON.stringify(answer.body)).not.toMatch(/closed|ended|postgres|pglite/i);
      // Alive all the same: the process answers.
      expect((await broken.client().get('/api/health')).status).toBe(200);
    } finally {
      await broken.app.close();
      await broken.inbox.close();
    }
  });

  it('answers 503 naming storage when the pictures cannot be written', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'circuitkart-ready-'));
    const uploadsDir = path.join(dataDir, 'uploads');
    const instance = await startAnotherInstance(t, { uploadsDir });
    try {
      expect((await instance.client().get('/api/ready')).status).toBe(200);
      // The pictures' directory gone, a file in its place: nothing can be stored under it.
      rmSync(uploadsDir, { recursive: true });
      writeFileSync(uploadsDir, 'not a directory');
      const answer = await instance.client().get<ReadyAnswer>('/api/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        failing: ['storage'],
        checks: { database: 'ok', storage: 'failing' },
      });
      expect(JSON.stringify(answer.body)).not.toContain(dataDir);
    } finally {
      await instance.close();
      rmSync(dataDir, { recursive: true });
    }
  });

  it('checks Redis when it is configured, and stays ready without it, saying so', async () => {
    const port = await freePort();
    const redis = await startRedis(port);
    const instance = await startAnotherInstance(t, { redisUrl: `redis://127.0.0.1:${port}` });
    try {
      const up = await instance.client().get<ReadyAnswer>('/api/ready');
      expect(up.status).toBe(200);
      expect(up.body.checks).toEqual({ database: 'ok', redis: 'ok', storage: 'ok' });

      await stopRedis(redis);
      // Shared by every instance and not needed to sell: degraded, still in the load balancer.
      const down = await instance.client().get<ReadyAnswer>('/api/ready');
      expect(down.status).toBe(200);
      expect(down.body).toMatchObject({
        status: 'degraded',
        degraded: ['redis'],
        checks: { database: 'ok', redis: expect.stringMatching(/^(failing|timed out)$/) },
      });
      expect(JSON.stringify(down.body)).not.toContain(String(port));
      // The shop keeps selling without Redis (decision 010), so it is alive.
      expect((await instance.client().get('/api/health')).status).toBe(200);
    } finally {
      await instance.close();
      await stopRedis(redis);
    }
  });

  it('answers 503 from the moment the instance starts shutting down, serving everything else', async () => {
    const instance = await startAnotherInstance(t);
    try {
      expect((await instance.client().get('/api/ready')).status).toBe(200);
      instance.app.beginShutdown();
      const answer = await instance.client().get<ReadyAnswer>('/api/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ status: 'shutting down', failing: ['shutdown'] });
      expect((await instance.client().get('/api/health')).status).toBe(200);
      expect((await instance.client().get('/api/categories')).status).toBe(200);
    } finally {
      await instance.close();
    }
  });
});
