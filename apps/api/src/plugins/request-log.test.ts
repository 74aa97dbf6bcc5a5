/**
 * A request's id is the same in its answer's header, in an error answer's JSON and in its one
 * log line; a proxy's well-formed id is kept, a malformed one replaced.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

interface LogLine {
  msg: string;
  level: number;
  requestId?: string;
  method?: string;
  route?: string;
  path?: string;
  status?: number;
  ms?: number;
}

const lines: LogLine[] = [];
const waiting: Array<() => void> = [];
const logStream = {
  write(line: string) {
    lines.push(JSON.parse(line) as LogLine);
    waiting.splice(0).forEach((wake) => wake());
  },
};

/** The request's log lines, once its one line of the request has been written. */
async function logOf(requestId: string): Promise<LogLine[]> {
  const written = () => lines.some((l) => l.requestId === requestId && l.msg === 'request');
  while (!written()) await new Promise<void>((resolve) => waiting.push(resolve));
  return lines.filter((l) => l.requestId === requestId);
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, {}, { logStream });
});
afterAll(async () => {
  await t?.close();
});

describe('request ids and the request log', () => {
  it('gives an error answer the id of its header and of its one log line', async () => {
    const id = randomUUID();
    const answer = await t
      .client()
      .get<{ code: string; requestId: string }>(`/api/products/${id}?secret=newsletter-token`);
    expect(answer.status).toBe(404);
    const requestId = answer.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body).toMatchObject({ code: 'NOT_FOUND', requestId });

    const logged = await logOf(requestId);
    const requestLines = logged.filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      method: 'GET',
      route: '/api/products/:productId',
      path: `/api/products/${id}`,
      status: 404,
      ms: expect.any(Number),
    });
    // The query string stays out of the log.
    expect(JSON.stringify(logged)).not.toContain('newsletter-token');
  });

  it('writes one line for a request that succeeds, and none of Fastify’s own', async () => {
    const answer = await t.client().get('/api/categories');
    expect(answer.status).toBe(200);
    const logged = await logOf(answer.headers.get('x-request-id')!);
    expect(logged.map((l) => l.msg)).toEqual(['request']);
    expect(logged[0]).toMatchObject({ route: '/api/categories', status: 200 });
  });

  it('carries the id on a validation refusal and on the 404 of an unknown path', async () => {
    const invalid = await t
      .client()
      .post<{ code: string; requestId: string }>('/api/auth/login', { email: 'not an e-mail' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    expect(invalid.body.requestId).toBe(invalid.headers.get('x-request-id'));

    const unknown = await t.client().get<{ requestId: string }>('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.requestId).toBe(unknown.headers.get('x-request-id'));
    const [line] = await logOf(unknown.body.requestId);
    expect(line).toMatchObject({ msg: 'request', status: 404, path: '/api/no-such-thing' });
    expect(line!.route).toBeUndefined();
  });

  it('keeps a well-formed id from the proxy in the header, the answer and the log', async () => {
    const fromProxy = 'edge-01.Req_42';
    const answer = await t
      .client()
      .get<{ requestId: string }>(`/api/products/${randomUUID()}`, { 'x-request-id': fromProxy });
    expect(answer.headers.get('x-request-id')).toBe(fromProxy);
    expect(answer.body.requestId).toBe(fromProxy);
    expect(await logOf(fromProxy)).toHaveLength(1);
  });

  it.each([
    ['spaces', 'evil id level=fatal'],
    ['characters outside the set', 'id;drop<script>'],
    ['more than 64 characters', 'a'.repeat(65)],
    ['an empty value', ''],
  ])('replaces an id from the proxy with %s by one of its own', async (_label, bad) => {
    const answer = await t
      .client()
      .get<{ requestId: string }>(`/api/products/${randomUUID()}`, { 'x-request-id': bad });
    const requestId = answer.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body.requestId).toBe(requestId);
  });
});
