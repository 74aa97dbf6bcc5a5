/**
 * A request's id, from the proxy in front or made here, follows it everywhere an operator looks:
 * the `x-request-id` header of its answer, the one log line written when that answer has gone
 * (method, route pattern, path, status, time), and the JSON of an error answer, so a shopper's
 * "it said something went wrong" can be found in the log.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What a proxy's `x-request-id` may be to be kept: short, and safe in a header and a log. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId: the proxy's id when it is well formed, a new one otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function isErrorBody(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as { message?: unknown }).message === 'string' &&
    typeof (payload as { code?: unknown }).code === 'string'
  );
}

async function requestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Every error answer passes here before it is serialised, whoever sent it: the error handler,
  // a hook, a route, the not-found handler.
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 400 && isErrorBody(payload)
      ? { ...payload, requestId: request.id }
      : payload,
  );
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url,
        // The path only: query strings carry newsletter tokens and shoppers' searches.
        path: request.url.split('?', 1)[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  });
}

export default fp(requestLog, { name: 'request-log' });
