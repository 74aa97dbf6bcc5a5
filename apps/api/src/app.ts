/**
 * Builds the Fastify app: plugins, modules and (when built) the web app, without listening,
 * so tests drive it over real HTTP on a port of their own.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { genericMessages } from '@shop/shared/http/errors';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { COMPRESS_THRESHOLD } from './lib/gzip';
import { createMailer, type Mailer } from './lib/mailer';
import { createDiskStorage } from './lib/storage';
import { createUploads } from './lib/uploads';
import accountsAdminRoutes from './modules/accounts/accounts.admin.routes';
import accountsRoutes from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import adminSelfRoutes from './modules/admin/admin.admin.routes';
import adminRoutes from './modules/admin/admin.routes';
import adminDashboardRoutes from './modules/admin/dashboard.admin.routes';
import { createDashboardService } from './modules/admin/dashboard.service';
import { createAdminService } from './modules/admin/admin.service';
import cartRoutes from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import catalogAdminRoutes from './modules/catalog/catalog.admin.routes';
import { createSessionCache } from './modules/accounts/session-cache';
import { createCatalogCache } from './modules/catalog/catalog-cache';
import { createCatalogSync } from './modules/catalog/catalog-sync';
import catalogRoutes from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createEventBus } from './lib/event-bus';
import enquiriesAdminRoutes from './modules/enquiries/enquiries.admin.routes';
import enquiriesRoutes from './modules/enquiries/enquiries.routes';
import { createEnquiriesService, type EnquiryEvents } from './modules/enquiries/enquiries.service';
import { enquiryNotifications } from './modules/enquiries/enquiry-notifications';
import newsletterRoutes from './modules/newsletter/newsletter.routes';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import invoicesAdminRoutes from './modules/invoices/invoices.admin.routes';
import invoicesRoutes from './modules/invoices/invoices.routes';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { orderNotifications } from './modules/orders/order-notifications';
import ordersAdminRoutes from './modules/orders/orders.admin.routes';
import ordersRoutes from './modules/orders/orders.routes';
import { createOrdersService, type OrderEvents } from './modules/orders/orders.service';
import paymentsRoutes from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import type { PaymentProvider } from './modules/payments/provider';
import { createSandboxProvider, type SandboxProvider } from './modules/payments/sandbox-provider';
import sandboxRoutes from './modules/payments/sandbox.routes';
import { reviewNotifications } from './modules/reviews/review-notifications';
import reviewsAdminRoutes from './modules/reviews/reviews.admin.routes';
import seoRoutes from './modules/seo/seo.routes';
import { readWebIndex } from './modules/seo/web-index';
import reviewsRoutes from './modules/reviews/reviews.routes';
import { createReviewsService, type ReviewEvents } from './modules/reviews/reviews.service';
import wishlistRoutes from './modules/wishlist/wishlist.routes';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import authPlugin from './plugins/auth';
import { createRealtime, type Realtime } from './plugins/realtime';
import errorsPlugin from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import rateLimitsPlugin from './plugins/rate-limits';
import routeInventory, { backOfficeRoute } from './plugins/route-inventory';
import securityPlugin from './plugins/security';
import smallAnswersPlugin from './plugins/small-answers';

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

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
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
    trustProxy: trustedProxies(config.trustProxy),
    // On close, idle keep-alive connections go at once; a request in flight is answered first.
    forceCloseConnections: 'idle',
  });
  // First, so that it sees every route registered after it.
  await app.register(routeInventory);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.shopEmail, logger: app.log });
  // ioredis loads only when Redis is configured: a single instance never needs it.
  const redisUrl = config.redisUrl;
  const redis = redisUrl
    ? await import('./lib/redis').then((lib) => ({
        lib,
        client: lib.connectRedis(redisUrl, app.log, { carries: 'rate limits' }),
      }))
    : undefined;
  app.decorate('config', config);
  app.decorate('mailer', mailer);
  app.decorate('database', database);
  app.addHook('onReady', async () => {
    if (redis) await redis.lib.readyOrNot(redis.client, 2000);
  });
  const { db } = database;
  const sessionCache = createSessionCache({ database });
  app.addHook('onReady', () => sessionCache.start());
  app.addHook('onClose', () => sessionCache.stop());
  const accounts = createAccountsService({
    db,
    sessionCache,
    mailer,
    shopName: 'CircuitKart',
    logger: app.log,
    // The realtime gateway is built below; it needs the accounts service to authenticate sockets.
    onSessionsRevoked: (revoked) => realtime.disconnectSessions(revoked),
  });
  const admins = createAdminService({ db });
  const uploads = createUploads({
    storage: createDiskStorage(config.uploadsDir, '/uploads'),
    log: app.log,
  });
  // The service is made below: it tells the cache of its changes through the sync.
  const catalogCache = createCatalogCache({
    readStock: (ids) => catalog.currentStock(ids),
    maxEntries: config.catalogCacheEntries,
  });
  const catalogSync = createCatalogSync({ database, cache: catalogCache, log: app.log });
  // Cached answers are kept only once this instance hears of every instance's changes.
  app.addHook('onReady', () => catalogSync.start());
  app.addHook('onClose', () => catalogSync.stop());
  const catalog = createCatalogService({
    db,
    uploads,
    log: app.log,
    changes: catalogSync.changes,
  });
  const cart = createCartService({ db, catalog });
  const wishlist = createWishlistService({ db, catalog });
  const realtime = await createRealtime(app, {
    accounts,
    allowedOrigins: config.allowedOrigins,
    redisUrl: config.redisUrl,
  });
  app.decorate('realtime', realtime);
  const invoices = createInvoicesService({ db, seller: config.seller });
  const bus = createEventBus<OrderEvents & ReviewEvents & EnquiryEvents>(app.log);
  app.decorate('settled', async () => {
    await Promise.all([bus.drain(), accounts.idle()]);
  });
  // onClose hooks run last-registered first, after the server has stopped taking requests and
  // answered those in flight: then what those requests set off (e-mails, events) is finished
  // before the PDF thread, the mailer and Redis go.
  app.addHook('onClose', async () => {
    await app.settled();
    await invoices.close();
    mailer.close();
    if (redis) await redis.lib.closeRedis(redis.client);
  });
  bus.on(
    'order.changed',
    orderNotifications({
      mailer,
      realtime,
      log: app.log,
      shop: { name: 'CircuitKart', publicUrl: config.publicUrl },
      invoicePdf: async (orderId) => {
        const pdf = await invoices.pdf(orderId, 'INVOICE');
        return pdf && { ...pdf, contentType: 'application/pdf' };
      },
    }),
  );
  bus.on(
    'enquiry.received',
    enquiryNotifications({
      mailer,
      shop: { name: 'CircuitKart', email: config.shopEmail, publicUrl: config.publicUrl },
    }),
  );
  let sandbox: SandboxProvider | undefined;
  let provider: PaymentProvider;
  if (config.razorpay.keyId && config.razorpay.keySecret) {
    // Razorpay's SDK (and its HTTP client) loads only where keys are set, not with the sandbox.
    const { createRazorpayProvider } = await import('./modules/payments/razorpay-provider');
    provider = createRazorpayProvider({
      keyId: config.razorpay.keyId,
      keySecret: config.razorpay.keySecret,
      webhookSecret: config.razorpay.webhookSecret,
      apiBaseUrl: config.razorpay.apiBaseUrl,
    });
  } else {
    sandbox = createSandboxProvider({
      db,
      keySecret: config.razorpay.sandboxKeySecret,
      webhookSecret: config.razorpay.webhookSecret ?? config.razorpay.sandboxKeySecret,
    });
    provider = sandbox.provider;
  }
  const orders = createOrdersService({
    db,
    catalog,
    cart,
    provider,
    invoices,
    publish: (event) => bus.publish('order.changed', event),
    log: app.log,
  });
  const payments = createPaymentsService({ provider, orders });
  const reviews = createReviewsService({
    db,
    uploads,
    accounts,
    catalog,
    orders,
    publish: (name, payload) => bus.publish(name, payload),
  });
  const reviewEvents = reviewNotifications(realtime);
  bus.on('review.added', reviewEvents.added);
  bus.on('review.replied', reviewEvents.replied);
  const enquiries = createEnquiriesService({
    db,
    publish: (item) => bus.publish('enquiry.received', item),
  });
  const newsletter = createNewsletterService({ db });
  const dashboard = createDashboardService({ accounts, orders, catalog, enquiries });
  app.decorate('housekeeping', async () => {
    await Promise.all([
      accounts.deleteExpiredSessions(),
      accounts.deleteExpiredOtps(),
      admins.deleteExpiredSessions(),
    ]);
    return { expiredOrders: await orders.expireUnpaid() };
  });

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
  await app.register(rateLimitsPlugin, { redis: redis?.client });
  await app.register(authPlugin, { accounts, admins, secureCookies: config.secureCookies });
  await app.register(openapiPlugin);

  app.get('/api/health', { schema: { hide: true } }, async () => {
    await db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });
  if (!config.isProduction && !config.smtpUrl) {
    // The development outbox: the e-mails printed to the log, for this machine only.
    app.get('/api/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
      if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip)) {
        return reply.status(404).send({ message: genericMessages.notFound, code: 'NOT_FOUND' });
      }
      return [...mailer.outbox].reverse();
    });
  }
  await app.register(accountsRoutes, { accounts });
  await app.register(adminRoutes, { admins });
  await app.register(catalogRoutes, { catalog, cache: catalogCache });
  await app.register(cartRoutes, { cart });
  await app.register(wishlistRoutes, { wishlist });
  await app.register(ordersRoutes, { orders, newsletter });
  await app.register(invoicesRoutes, { invoices, orders });
  await app.register(paymentsRoutes, { payments });
  await app.register(reviewsRoutes, { reviews, uploads });
  await app.register(enquiriesRoutes, { enquiries });
  await app.register(newsletterRoutes, { newsletter });
  if (sandbox) await app.register(sandboxRoutes, { sandbox });
  // Every route registered in here is the back office's: one guard for all of them.
  await app.register(async (backOffice) => {
    backOffice.addHook('onRequest', backOffice.requireAdmin);
    backOffice.addHook('onRoute', backOfficeRoute);
    await backOffice.register(ordersAdminRoutes, { orders });
    await backOffice.register(adminDashboardRoutes, { dashboard });
    await backOffice.register(adminSelfRoutes, { admins });
    await backOffice.register(accountsAdminRoutes, { accounts, orders });
    await backOffice.register(catalogAdminRoutes, { catalog, uploads });
    await backOffice.register(reviewsAdminRoutes, { reviews });
    await backOffice.register(enquiriesAdminRoutes, { enquiries });
    await backOffice.register(invoicesAdminRoutes, { invoices });
  });

  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // An uploaded picture's name is new for every upload and its file never changes; the
      // seeded drawings keep their names across releases, so they are kept a week only.
      const uploaded = filePath.endsWith('.webp');
      res.setHeader(
        'cache-control',
        uploaded ? 'public, max-age=31536000, immutable' : 'public, max-age=604800',
      );
      res.setHeader('x-content-type-options', 'nosniff');
      // A file here is only ever shown as a picture: even one opened on its own runs nothing.
      res.setHeader(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
    },
  });

  const webIndex = path.join(config.webDistDir, 'index.html');
  const serveWeb = fs.existsSync(webIndex);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Otherwise the plugin's own `max-age=0` replaces the header set below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  await app.register(seoRoutes, {
    catalog,
    publicUrl: config.publicUrl,
    sitemapUrlsPerFile: config.sitemapUrlsPerFile,
    webIndex: serveWeb ? readWebIndex(webIndex, { reload: !config.isProduction }) : undefined,
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      serveWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/') &&
      !request.url.startsWith('/sandbox/') &&
      !request.url.startsWith('/socket.io');
    if (wantsPage) {
      // The web app owns every other path, including its own 404 page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', config.webDistDir);
    }
    return reply.status(404).send({ message: genericMessages.notFound, code: 'NOT_FOUND' });
  });

  await admins.ensureAdmin(config.admin.username, config.admin.password);
  return app;
}
