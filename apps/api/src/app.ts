/**
 * Builds the Fastify app without listening, so tests drive it over real HTTP on a port of their
 * own. It is put together from named parts: the server's options, the services and their
 * subscriptions (`services.ts`), the cross-cutting plugins, the route list (`routes.ts`) and the
 * web app (`web-app.ts`).
 */
import type { Server } from 'node:http';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { genericMessages } from '@shop/shared/http/errors';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createExclusiveRuns, type ExclusiveRuns } from './lib/exclusive-run';
import { COMPRESS_THRESHOLD } from './lib/gzip';
import { createMailer, type Mailer } from './lib/mailer';
import type { SharePictures } from './lib/share-pictures';
import type { ShopStorage } from './lib/shop-storage';
import type { UploadSlots } from './lib/upload-slots';
import authPlugin from './plugins/auth';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import metricsPlugin, { createMetrics, measureShop } from './plugins/metrics';
import openapiPlugin from './plugins/openapi';
import rateLimitsPlugin from './plugins/rate-limits';
import readinessPlugin from './plugins/readiness';
import type { Realtime } from './plugins/realtime';
import requestLogPlugin, { requestIdOf } from './plugins/request-log';
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
     * back), asks the provider again for refunds it never answered, and deletes expired sessions
     * and OTPs. Answers how many orders it cancelled.
     */
    /** `now` lets tests pick the time of day of the daily low-stock e-mail. */
    /** `ran` is false when another instance was doing it. */
    housekeeping(
      now?: Date,
    ): Promise<{ ran: boolean; expiredOrders: number; lowStockAlertSent: boolean }>;
    /** Resolves when what requests have set off so far (events, their e-mails) has finished. */
    settled(): Promise<void>;
    /** The places for forms with pictures: how many are being received now. */
    uploadSlots: Pick<UploadSlots, 'inUse'>;
    /** Link previews' pictures (the server makes the seed's after it starts). */
    sharePictures: SharePictures;
    /** Where pictures and issued documents are kept: the local disk or the shared bucket. */
    storage: ShopStorage;
  }
}

/** Where log lines are written, one JSON line per call (pino's destination). */
export interface LogStream {
  write(line: string): void;
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Where the log goes instead of stdout (tests read the log lines this way). */
  logStream?: LogStream;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A number of hops becomes a function of the hop's index
 * (0 is the connected peer) because Fastify itself trusts no hop for a bare number.
 */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** However long a request's body may take, its headers must arrive within this. */
const HEADERS_TIMEOUT_MS = 20_000;
/** Longer than a housekeeping run takes: a run that dies frees the work this long after. */
const HOUSEKEEPING_LEASE_MS = 5 * 60_000;

/**
 * Logging (pretty in development; one line per request, written by the request-log plugin),
 * request ids, body limit, timeouts, proxies and shutdown.
 */
function serverOptions(
  config: Config,
  logStream: LogStream | undefined,
): FastifyHttpOptions<Server> {
  const requestTimeout = config.requestTimeoutMs;
  return {
    logger: {
      level: config.logLevel,
      ...(logStream
        ? { stream: logStream }
        : config.isProduction || config.env === 'test'
          ? {}
          : {
              transport: {
                target: 'pino-pretty',
                options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
              },
            }),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: requestIdOf,
    // Fastify's own two lines per request (received, completed) give way to the one the
    // request-log plugin writes once the answer has gone.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    bodyLimit: 1024 * 1024,
    // A client has REQUEST_TIMEOUT_SECONDS to send a whole request, so a trickled upload or
    // headers that never end cannot hold a connection, an upload's place and its memory for
    // ever; it gets a 408. Node looks for such requests about every second (by default only
    // every 30 s). The time a route takes to answer is not counted.
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.min(1000, Math.ceil(requestTimeout / 4)),
    },
    // A connection on which nothing moves for twice as long goes too: a client that stops
    // reading its answer. Websockets switch this off for themselves.
    connectionTimeout: requestTimeout * 2,
    clientErrorHandler,
    // What Fastify refuses before a route sees it still answers `{message, code}`.
    frameworkErrors,
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
  {
    config,
    database,
    mailer,
    services: s,
    runs,
  }: {
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
    services: Services;
    runs: ExclusiveRuns;
  },
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
  // While the listening connection is down the caches keep nothing; an operator should know.
  database.watchListener((event) => {
    if (event.kind === 'lost') {
      app.log.warn(
        { err: event.error },
        'stopped hearing other instances: caches serve from the database until it listens again',
      );
    } else if (event.kind === 'retry-failed') {
      app.log.error(
        { err: event.error, attempt: event.attempt, nextInMs: event.nextInMs },
        'could not listen again for other instances; trying again',
      );
    } else {
      app.log.warn(
        { attempts: event.attempts, downMs: event.downMs },
        'listening again for other instances; caches start empty',
      );
    }
  });
  app.addHook('onReady', () => s.sessionCache.start());
  app.addHook('onClose', () => s.sessionCache.stop());
  // Cached answers are kept only once this instance hears of every instance's changes.
  app.addHook('onReady', () => s.catalogSync.start());
  app.addHook('onClose', () => s.catalogSync.stop());
  app.decorate('settled', async () => {
    await Promise.all([s.accounts.idle(), s.newsletter.idle()]);
    // The e-mails and events the changes so far wrote to the outbox.
    await s.outbox.runDue();
  });
  app.addHook('onReady', () => s.outbox.start());
  // Every instance's timer asks; one instance at a time does it (the others skip that round).
  app.decorate('housekeeping', async (now?: Date) => {
    const done = await runs.exclusive('housekeeping', HOUSEKEEPING_LEASE_MS, async () => {
      await Promise.all([
        s.accounts.deleteExpiredSessions(),
        s.accounts.deleteExpiredOtps(),
        s.admins.deleteExpiredSessions(),
        s.outbox.purgeDone(),
      ]);
      const [expiredOrders, , lowStockAlertSent] = await Promise.all([
        s.payments.expireUnpaid(),
        s.payments.refunds.resubmit(),
        s.lowStockAlert.sendIfDue(now),
      ]);
      return { ran: true, expiredOrders, lowStockAlertSent };
    });
    return done ?? { ran: false, expiredOrders: 0, lowStockAlertSent: false };
  });
  // onClose hooks run last-registered first, after the server has stopped taking requests and
  // answered those in flight: then what those requests set off (e-mails, events) is finished
  // before the PDF thread, the mailer, the bucket's connections and Redis go.
  app.addHook('onClose', async () => {
    await app.settled();
    await s.outbox.stop();
    await s.invoices.close();
    mailer.close();
    await s.storage.close();
    if (redis) await redis.lib.closeRedis(redis.client);
  });
  return { redis: redis?.client };
}

/**
 * The liveness check and, in development without SMTP, the outbox of e-mails for this machine.
 * The health check also shows whether this instance hears the others' changes (its caches keep
 * nothing while it does not: "degraded", still answering) and the catalogue cache's counters,
 * which are counts only, never content.
 */
function operatorRoutes(
  app: FastifyInstance,
  {
    config,
    database,
    mailer,
    services: s,
  }: { config: Config; database: DatabaseHandle; mailer: Mailer; services: Services },
) {
  // Alive: the process answers. What it depends on is /api/ready's business (plugins/readiness),
  // so an outage of the database or Redis never has every instance restarted at once.
  app.get('/api/health', { schema: { hide: true } }, async () => {
    // Why the listener last dropped stays in the log: a database error names hosts and users,
    // and anyone may ask for this answer.
    const { lastError: _inTheLog, ...listener } = database.listenerStatus();
    return {
      status: listener.listening ? 'ok' : 'degraded',
      database: database.kind,
      listener,
      catalogCache: s.catalogCache.counters(),
    };
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

export async function buildApp({ config, database, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, logStream));
  // First, so that it sees every route registered after it.
  await app.register(routeInventory);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestLogPlugin);
  // Before the services, which may add figures of their own to it.
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  await app.register(metricsPlugin, { metrics, ...config.metrics });

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.shopEmail, logger: app.log });
  const services = await createServices(app, { config, database, mailer });
  app.decorate('config', config);
  app.decorate('mailer', mailer);
  app.decorate('database', database);
  app.decorate('realtime', services.realtime);
  app.decorate('uploadSlots', services.uploads.slots);
  app.decorate('sharePictures', services.sharePictures);
  app.decorate<ShopStorage>('storage', services.storage);
  const runs = createExclusiveRuns(database.db);
  const { redis } = await lifecycle(app, { config, database, mailer, services, runs });
  measureShop(metrics.registry, {
    database,
    outbox: services.outbox,
    scheduledRuns: runs,
    catalogCache: services.catalogCache,
    realtime: services.realtime,
  });

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

  operatorRoutes(app, { config, database, mailer, services });
  await app.register(readinessPlugin, { database, redis, storage: services.storage });
  await registerRoutes(app, services);
  await serveWebApp(app, {
    config,
    catalog: services.catalog,
    sharePictures: services.sharePictures,
    storage: services.storage,
  });

  await services.admins.ensureAdmin(config.admin.username, config.admin.password);
  return app;
}
