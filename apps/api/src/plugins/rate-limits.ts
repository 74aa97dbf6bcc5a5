/**
 * Rate limits with 429 and a clear message (DECISIONS.md section 3). In memory on one instance;
 * in Redis when REDIS_URL is set, so several instances share the counts.
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

export default fp(async function rateLimits(app: FastifyInstance, opts: { redis?: Redis }) {
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'shop-rl:' } : {}),
  });
});

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/** A route's limit: `max` calls per `minutes` for each key, answered with `message` beyond. */
export function limit(
  max: number,
  minutes: number,
  message: string,
  key: 'ip' | 'ip+email' = 'ip',
): RateLimitOptions {
  return {
    max,
    timeWindow: minutes * 60_000,
    // After validation, so the key can include the e-mail of the body.
    hook: 'preHandler',
    keyGenerator: (request) => (key === 'ip' ? request.ip : `${request.ip}|${bodyEmail(request)}`),
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', message),
  };
}
