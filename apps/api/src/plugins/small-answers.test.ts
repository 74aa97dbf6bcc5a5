/**
 * Small JSON answers are gzipped whole, with their length; others are left to
 * @fastify/compress or sent as they are.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../lib/gzip';
import smallAnswers from './small-answers';

const order = { items: Array.from({ length: 40 }, (_, i) => ({ name: `Part ${i}`, price: i })) };

describe('small answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(smallAnswers);
    await app.register(compress, { threshold: 1024 });
    app.get('/order', async () => order);
    app.get('/tiny', async () => ({ ok: true }));
    app.get('/large', async () => ({ text: 'x'.repeat(40_000) }));
    app.get('/page', async (_request, reply) =>
      reply.type('text/html').send('<p>hi</p>'.repeat(300)),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('are gzipped in one piece, with their length and Vary', async () => {
    const answer = await get('/order', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBe(String(answer.rawPayload.length));
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(gunzipSync(answer.rawPayload).toString())).toEqual(order);
  });

  it('are left to the compression plugin when gzip is not taken', async () => {
    const brotli = await get('/order', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    const refused = await get('/order', 'gzip;q=0, br');
    expect(refused.headers['content-encoding']).toBe('br');
    const none = await get('/order');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(order);
  });

  it('leave tiny answers, large ones and other types alone', async () => {
    expect((await get('/tiny', 'gzip')).headers['content-encoding']).toBeUndefined();
    const large = await get('/large', 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers['content-length']).toBeUndefined();
    const page = await get('/page', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-length']).toBeUndefined();
  });

  it('read Accept-Encoding with its qualities', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
