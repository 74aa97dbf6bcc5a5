/**
 * Refusals that happen before any route runs (Node's parser, Fastify's router, the CORS preflight)
 * answer in the shop's `{message, code, requestId}` like every other, the id also in the
 * `x-request-id` header, so a client never has to handle a second error shape.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@shop/shared/http/errors';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(t.url + path, init);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    requestId: response.headers.get('x-request-id'),
    body: (await response.json()) as unknown,
  };
}

/** Sends raw bytes and reads the answer until the server closes the connection. */
function rawRequest(text: string): Promise<string> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('refusals before any route', () => {
  it('answers an address with broken percent-encoding 400 {message, code, requestId}', async () => {
    const answer = await call('/api/products/%zz');
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.status).toBe(400);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toEqual({
      message: genericMessages.badUrl,
      code: 'BAD_REQUEST',
      requestId: answer.requestId,
    });
  });

  it('answers a path parameter past the router’s limit 414 {message, code, requestId}', async () => {
    const answer = await call(`/api/products/${'p'.repeat(500)}`);
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({
      message: genericMessages.urlPartTooLong,
      code: 'BAD_REQUEST',
      requestId: answer.requestId,
    });
  });

  it('answers an address past the header size limit 431 {message, code, requestId}', async () => {
    const answer = await call(`/api/products?q=${'x'.repeat(20_000)}`);
    expect(answer.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toEqual({
      message: genericMessages.headersTooLarge,
      code: 'PAYLOAD_TOO_LARGE',
      requestId: answer.requestId,
    });
  });

  it('answers a request line it cannot parse 400 {message, code, requestId}', async () => {
    const answer = await rawRequest('GET /api/products HTTP/9\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    const requestId = /\r\nX-Request-Id: ([0-9a-f-]{36})\r\n/i.exec(answer)?.[1];
    expect(requestId).toBeDefined();
    expect(JSON.parse(body)).toEqual({
      message: genericMessages.unreadableRequest,
      code: 'BAD_REQUEST',
      requestId,
    });
  });

  it('answers a preflight without its headers 400 {message, code, requestId}, and a real one 204', async () => {
    const bare = await call('/api/cart/add', { method: 'OPTIONS' });
    expect(bare.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({
      message: genericMessages.invalidPreflight,
      code: 'BAD_REQUEST',
      requestId: bare.requestId,
    });

    const preflight = await fetch(`${t.url}/api/cart/add`, {
      method: 'OPTIONS',
      headers: { origin: t.config.publicUrl, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(t.config.publicUrl);
  });
});
