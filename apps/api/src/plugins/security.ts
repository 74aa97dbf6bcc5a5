/**
 * Security headers, CORS limited to the configured web origin, and a cross-site check on every
 * state-changing API call: a browser always sends Origin on such calls,
 * so one from another site is refused before it can ride on the shopper's cookie.
 */
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { genericMessages } from '@shop/shared/http/errors';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * PostgreSQL text cannot hold NUL, nor half of a UTF-16 surrogate pair (JSON may carry one as
 * `\udc00`; it is no character and has no UTF-8 form): such input is refused here rather than
 * failing in a query.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const forbidden = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
function containsForbiddenCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return forbidden(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) => forbidden(key) || containsForbiddenCharacter(item, depth + 1),
  );
}

/**
 * Calls (matched by route, not by raw URL) that prove themselves another way: the payment
 * provider's webhook by its signature, the courier's by its token; a mail client's one-click
 * unsubscribe by the token in the address, and it uses no cookie a forged request could ride on.
 */
const CROSS_SITE_EXEMPT = new Set([
  '/api/payments/webhook',
  '/api/webhooks/courier-tracking',
  '/api/newsletter/unsubscribe',
]);

/** The websocket origins of the shop's web origins: pages may open sockets to these only. */
export const websocketOrigins = (origins: string[]) =>
  origins.map((origin) => origin.replace(/^http/, 'ws'));

export default fp(async function security(
  app: FastifyInstance,
  opts: { allowedOrigins: string[]; https: boolean; razorpay: boolean },
) {
  const allowed = new Set(opts.allowedOrigins);
  // Made once: the Fastify plugin builds helmet again (parsing the whole policy) per request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Razorpay's checkout script and frames, only when Razorpay is configured.
        'script-src': ["'self'", ...(opts.razorpay ? ['https://checkout.razorpay.com'] : [])],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': [
          "'self'",
          ...websocketOrigins(opts.allowedOrigins),
          ...(opts.razorpay ? ['https://*.razorpay.com'] : []),
        ],
        'frame-src': [
          "'self'",
          ...(opts.razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : []),
        ],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something when the shop is served over https.
    hsts: opts.https,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // The CORS plugin refuses a preflight without these headers in plain text; refused here first,
  // it gets the shop's `{message, code}` like every other refusal.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'OPTIONS') return;
    if (!request.headers.origin || !request.headers['access-control-request-method']) {
      throw new AppError(400, 'BAD_REQUEST', genericMessages.invalidPreflight);
    }
  });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['X-Total-Count', 'Link', 'ETag'],
  });
  app.addHook('preValidation', async (request) => {
    if (
      containsForbiddenCharacter(request.params) ||
      containsForbiddenCharacter(request.query) ||
      containsForbiddenCharacter(request.body)
    ) {
      throw new AppError(400, 'BAD_REQUEST', genericMessages.nulCharacter);
    }
  });
  // Every state-changing request is checked, whatever its path: the router decodes `/%61pi/…`
  // to an API route, so a prefix test on the raw URL would let such a request through.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (CROSS_SITE_EXEMPT.has(request.routeOptions.url ?? '')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if ((origin && !allowed.has(origin)) || fetchSite === 'cross-site') {
      throw new AppError(403, 'CROSS_SITE_REQUEST', genericMessages.crossSite);
    }
  });
});
