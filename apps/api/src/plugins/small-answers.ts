/**
 * Small JSON answers (an order, a cart) are gzipped in one call as they are sent.
 * @fastify/compress compresses every answer through streams (a compressor, pipes, chunked
 * sending), and for an answer of a few kilobytes that plumbing cost a checkout's requests more
 * than a tenth of the event loop's time, where compressing the whole string at once takes
 * microseconds. Larger answers still stream through @fastify/compress, compressed off the event
 * loop. Gzip, as for the cached catalogue answers: every browser takes it.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { acceptsGzip, COMPRESS_THRESHOLD } from '../lib/gzip';

/** Larger answers stream through @fastify/compress. */
const LARGEST = 32 * 1024;

async function smallAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      typeof payload !== 'string' ||
      payload.length < COMPRESS_THRESHOLD ||
      payload.length > LARGEST
    ) {
      return payload;
    }
    if (
      reply.hasHeader('content-encoding') ||
      request.headers['x-no-compression'] !== undefined ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json') ||
      !acceptsGzip(request.headers['accept-encoding'])
    ) {
      return payload;
    }
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/\baccept-encoding\b/i.test(String(vary)))
      reply.header('vary', `${String(vary)}, accept-encoding`);
    reply.header('content-encoding', 'gzip');
    return gzipSync(payload);
  });
}

export default fp(smallAnswers, { name: 'small-answers' });
