/**
 * Builds the Fastify app without listening, so tests drive it over real HTTP on a port of their
 * own. It is put together from named parts: the server's options, the services and their
 * subscriptions (`services.ts`), the cross-cutting plugins, the route list (`routes.ts`) and the
 * web app (`web-app.ts`).
 */
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { genericMessages } from '@shop/shared/http/errors';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { COMPRESS_THRESHOLD } from './lib/gzip';
import { createMailer, type Mailer } from './lib/mailer';
import authPlugin from './plugins/auth';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import rateLimitsPlugin from './plugins/rate-limits';
import type { Realtime } from './plugins/realtime';
import routeInventory from './plugins/route-inventory';
import securityPlugin from './plugins/security';
import smallAnswersPlugin from './plugins/small-answers';
import { registerRoutes } from './routes';
import { createServices, type Services } from './services';
import { serveWebApp } from './web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    database: DatabaseHandle;
    realtime: Realtime;
    /**
     * Periodic upkeep the server runs on a timer: cancels orders left unpaid too long (stock
     * back) and deletes expired sessions and OTPs. Answers how many orders it cancelled.
     */
    housekeeping(): Promise<{ expiredOrders: number }>;
    /** Resolves when what requests have set off so far (events, their e-mails) has finished. */
    settled(): Promise<void>;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A number of hops becomes a function of the hop's index
 * (0 is the connected peer) because Fastify itself trusts no hop for a bare number.
 */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Logging (pretty in development), request ids, body limit, proxies and shutdown. */
function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      ...(config.isProduction || config.env === 'test'
        ? {}
        : {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
            },
          }),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // What Fastify and Node refuse before a route sees it still answers `{message, code}`.
    frameworkErrors,
    clientErrorHandler,
    trustProxy: trustedProxies(config.trustProxy),
    // On close, idle keep-alive connections go at once; a request in flight is answered first.
    forceCloseConnections: 'idle',
  };
}

/**
 * What runs beside the requests: Redis (loaded only when configured: a single instance never
 * needs it), the caches' listeners, the housekeeping timer's work, and a shutdown that lets what
 * requests set off finish first.
 */
async function lifecycle(
  app: FastifyInstance,
  { config, mailer, services: s }: { config: Config; mailer: Mailer; services: Services },
) {
  const redisUrl = config.redisUrl;
  const redis = redisUrl
    ? await import('./lib/redis').then((lib) => ({
        lib,
        client: lib.connectRedis(redisUrl, app.log, { carries: 'rate limits' }),
      }))
    : undefined;
  app.addHook('onReady', async () => {
    if (redis) await redis.lib.readyOrNot(redis.client, 2000);
  });
  app.addHook('onReady', () => s.sessionCache.start());
  app.addHook('onClose', () => s.sessionCache.stop());
  // Cached answers are kept only once this instance hears of every instance's changes.
  app.addHook('onReady', () => s.catalogSync.start());
  app.addHook('onClose', () => s.catalogSync.stop());
  app.decorate('settled', async () => {
    await Promise.all([s.bus.drain(), s.accounts.idle()]);
  });
  app.decorate('housekeeping', async () => {
    await Promise.all([
      s.accounts.deleteExpiredSessions(),
      s.accounts.deleteExpiredOtps(),
      s.admins.deleteExpiredSessions(),
    ]);
    return { expiredOrders: await s.payments.expireUnpaid() };
  });
  // onClose hooks run last-registered first, after the server has stopped taking requests and
  // answered those in flight: then what those requests set off (e-mails, events) is finished
  // before the PDF thread, the mailer and Redis go.
  app.addHook('onClose', async () => {
    await app.settled();
    await s.invoices.close();
    mailer.close();
    if (redis) await redis.lib.closeRedis(redis.client);
  });
  return { redis: redis?.client };
}

/** The health check and, in development without SMTP, the outbox of e-mails for this machine. */
function operatorRoutes(
  app: FastifyInstance,
  { config, database, mailer }: { config: Config; database: DatabaseHandle; mailer: Mailer },
) {
  app.get('/api/health', { schema: { hide: true } }, async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });
  if (!config.isProduction && !config.smtpUrl) {
    app.get('/api/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
      if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip)) {
        return reply.status(404).send({ message: genericMessages.notFound, code: 'NOT_FOUND' });
      }
      return [...mailer.outbox].reverse();
    });
  }
}

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config));
  // First, so that it sees every route registered after it.
  await app.register(routeInventory);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.shopEmail, logger: app.log });
  const services = await createServices(app, { config, database, mailer });
  app.decorate('config', config);
  app.decorate('mailer', mailer);
  app.decorate('database', database);
  app.decorate('realtime', services.realtime);
  const { redis } = await lifecycle(app, { config, mailer, services });

  // The cross-cutting plugins, in the order a request meets them.
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    allowedOrigins: config.allowedOrigins,
    https: config.secureCookies,
    razorpay: Boolean(config.razorpay.keyId && config.razorpay.keySecret),
  });
  await app.register(cookie);
  // Small JSON answers are gzipped at once (see the plugin); the rest are compressed on the fly
  // with quick brotli settings, and built assets come precompressed.
  await app.register(smallAnswersPlugin);
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimitsPlugin, { redis });
  await app.register(authPlugin, {
    accounts: services.accounts,
    admins: services.admins,
    secureCookies: config.secureCookies,
  });
  await app.register(openapiPlugin);

  operatorRoutes(app, { config, database, mailer });
  await registerRoutes(app, services);
  await serveWebApp(app, { config, catalog: services.catalog });

  await services.admins.ensureAdmin(config.admin.username, config.admin.password);
  return app;
}
