/**
 * The shop's services, made once per app in the order they depend on each other, and the
 * subscriptions that tie them together: the transition hooks that run inside an order's
 * transaction (invoices, payments) and the events published after commits (e-mails, websockets).
 */
import type { FastifyInstance } from 'fastify';
import { shop } from '@shop/shared/shop';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createEventBus } from './lib/event-bus';
import type { Mailer } from './lib/mailer';
import { createOutbox } from './lib/outbox';
import { openShopStorage } from './lib/shop-storage';
import { createSharePictures } from './lib/share-pictures';
import { createUploads } from './lib/uploads';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createSessionCache } from './modules/accounts/session-cache';
import { createAdminService } from './modules/admin/admin.service';
import { createDashboardService } from './modules/admin/dashboard.service';
import { createCartService } from './modules/cart/cart.service';
import {
  createCatalogCache,
  promotionBoundaryFrom,
  stockFrom,
} from './modules/catalog/catalog-cache';
import { createCatalogSync } from './modules/catalog/catalog-sync';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createLowStockAlert } from './modules/catalog/low-stock-alert';
import { createEnquiriesService, type EnquiryEvents } from './modules/enquiries/enquiries.service';
import {
  enquiryAcknowledgements,
  enquiryNotifications,
  enquiryReplyEmails,
} from './modules/enquiries/enquiry-notifications';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { mailerWithUnsubscribeFooter } from './modules/newsletter/newsletter-footer';
import { newsletterNotifications } from './modules/newsletter/newsletter-notifications';
import {
  createNewsletterService,
  type ConfirmationRequested,
} from './modules/newsletter/newsletter.service';
import { createOrderEmails } from './modules/orders/order-email-jobs';
import { orderEmailSender, orderRealtimeEvents } from './modules/orders/order-notifications';
import { createPaperworkService } from './modules/paperwork/paperwork.service';
import { createOrdersService, type OrderEvents } from './modules/orders/orders.service';
import { shopNoticeSender } from './modules/orders/shop-notifications';
import { createPaymentsService, paymentOnTransition } from './modules/payments/payments.service';
import type { PaymentProvider } from './modules/payments/provider';
import { createSandboxProvider, type SandboxProvider } from './modules/payments/sandbox-provider';
import { refundNotifications } from './modules/payments/refund-notifications';
import type { PaymentEvents } from './modules/payments/payments.service';
import { returnNotifications } from './modules/returns/return-notifications';
import { createReturnsService, type ReturnEvents } from './modules/returns/returns.service';
import { reviewNotifications, reviewReplyEmails } from './modules/reviews/review-notifications';
import { createReviewsService, type ReviewEvents } from './modules/reviews/reviews.service';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { createAddressesService } from './modules/addresses/addresses.service';
import { realtimeEvents } from '@shop/shared/realtime/events';
import { createRealtime, productRoom, type RevokedSessions } from './plugins/realtime';

export type ShopEvents = OrderEvents &
  PaymentEvents &
  ReturnEvents &
  ReviewEvents &
  EnquiryEvents & {
    'sessions.revoked': RevokedSessions;
    'newsletter.confirmationRequested': ConfirmationRequested;
    'stock.changed': { productIds: string[] };
  };

/**
 * Razorpay with keys; without them the sandbox, which signs and verifies as Razorpay does. The
 * SDK (and its HTTP client) loads only where keys are set.
 */
async function paymentProvider(
  config: Config,
  database: DatabaseHandle,
): Promise<{ provider: PaymentProvider; sandbox?: SandboxProvider }> {
  const { keyId, keySecret, webhookSecret, apiBaseUrl, sandboxKeySecret } = config.razorpay;
  if (keyId && keySecret) {
    const { createRazorpayProvider } = await import('./modules/payments/razorpay-provider');
    return {
      provider: createRazorpayProvider({ keyId, keySecret, webhookSecret, apiBaseUrl }),
    };
  }
  const sandbox = createSandboxProvider({
    db: database.db,
    keySecret: sandboxKeySecret,
    webhookSecret: webhookSecret ?? sandboxKeySecret,
  });
  return { provider: sandbox.provider, sandbox };
}

export async function createServices(
  app: FastifyInstance,
  {
    config,
    database,
    mailer: plainMailer,
  }: { config: Config; database: DatabaseHandle; mailer: Mailer },
) {
  const { db } = database;
  const log = app.log;
  const bus = createEventBus<ShopEvents>(log);
  const shopContact = { name: shop.name, email: config.shopEmail, publicUrl: config.publicUrl };

  // First, because every module's mail carries its unsubscribe link.
  const newsletter = createNewsletterService({
    db,
    publish: (request) => bus.publish('newsletter.confirmationRequested', request),
  });
  const mailer = mailerWithUnsubscribeFooter(plainMailer, {
    mailFacts: newsletter.mailFacts,
    shop: shopContact,
    log,
  });

  const sessionCache = createSessionCache({ database });
  const accounts = createAccountsService({
    db,
    sessionCache,
    mailer,
    shopName: shop.name,
    logger: log,
    onSessionsRevoked: (revoked) => void bus.publish('sessions.revoked', revoked),
  });
  const admins = createAdminService({ db });
  // The local disk or the bucket every instance shares (STORAGE_URL).
  const storage = openShopStorage(config);
  const sharePictures = createSharePictures({ storage: storage.uploads, log });
  const uploads = createUploads({
    storage: storage.uploads,
    sharePictures,
    log,
    atOnce: config.uploadsAtOnce,
  });
  const catalogCache = createCatalogCache({
    readStock: stockFrom(db),
    readNextBoundary: promotionBoundaryFrom(db),
    maxEntries: config.catalogCacheEntries,
    maxBytes: config.catalogCacheBytes,
  });
  const catalogSync = createCatalogSync({ database, cache: catalogCache, log });
  const catalog = createCatalogService({
    db,
    uploads,
    log,
    changes: {
      contentChanged: () => catalogSync.changes.contentChanged(),
      // Every change of stock passes here after its commit: the cached answers, then the open
      // product pages (docs/decisions/050).
      stockChanged(productIds) {
        const ids = [...productIds];
        catalogSync.changes.stockChanged(ids);
        if (ids.length > 0) void bus.publish('stock.changed', { productIds: ids });
      },
    },
    keep: catalogCache.kept,
  });
  const lowStockAlert = createLowStockAlert({ db, mailer, shop: shopContact, log });
  const cart = createCartService({
    db,
    catalog,
    maxUnitsPerLine: config.orderLimits.maxUnitsPerLine,
  });
  const wishlist = createWishlistService({ db, catalog });
  const addresses = createAddressesService({ db });
  const realtime = await createRealtime(app, {
    accounts,
    allowedOrigins: config.allowedOrigins,
    redisUrl: config.redisUrl,
  });
  const invoices = createInvoicesService({
    db,
    seller: config.seller,
    documents: storage.documents,
    ratesOn: catalog.gstRates.ratesOn,
  });
  const { provider, sandbox } = await paymentProvider(config, database);
  const outbox = createOutbox({ db, log, ...config.outbox });
  const orderEmails = createOrderEmails({
    outbox,
    shop: { name: shop.name, publicUrl: config.publicUrl },
    shopNotify: config.shopNotify,
  });
  const orders = createOrdersService({
    db,
    catalog,
    cart,
    customers: accounts,
    emails: orderEmails,
    publish: (event) => {
      outbox.kick();
      return bus.publish('order.changed', event);
    },
    limits: config.orderLimits,
  });
  const payments = createPaymentsService({
    db,
    provider,
    orders,
    log,
    publishRefund: (settled) => bus.publish('refund.settled', settled),
  });
  const returns = createReturnsService({
    db,
    uploads,
    orders,
    invoices,
    payments,
    catalog,
    windowDays: config.returnWindowDays,
    publish: (changed) => bus.publish('return.changed', changed),
  });
  const reviews = createReviewsService({
    db,
    uploads,
    accounts,
    catalog,
    orders,
    // Each review event's payload is its own; TypeScript cannot pair a generic name with it.
    publish: (name, payload) => bus.publish(name, payload as ShopEvents[typeof name]),
  });
  const enquiries = createEnquiriesService({
    db,
    publish: (item) => bus.publish('enquiry.received', item),
    publishReply: (replied) => bus.publish('enquiry.replied', replied),
  });
  const paperwork = createPaperworkService({ orders, catalog, invoices });
  const dashboard = createDashboardService({
    accounts,
    orders,
    catalog,
    enquiries,
    refundsOwed: payments.refundsOwed,
    returns,
  });

  // Inside an order's transaction: its documents and what it owes.
  orders.onTransition(invoices.onOrderTransition);
  orders.onTransition(paymentOnTransition);
  orders.onTransition(payments.refunds.onCancel);

  // After the commit: e-mails and websocket events.
  bus.on('sessions.revoked', (revoked) => realtime.disconnectSessions(revoked));
  // Another instance's sessions ended: its sockets here close even while Redis is away.
  sessionCache.onHeard((changed) => void realtime.recheckSessions(changed));
  bus.on('order.changed', orderRealtimeEvents(realtime));
  orderEmails.handle({
    customer: orderEmailSender({
      mailer,
      log,
      shop: { name: shop.name, publicUrl: config.publicUrl },
      invoicePdf: async (orderId) => {
        const pdf = await invoices.pdf(orderId, 'INVOICE', { urgent: true });
        return pdf && { ...pdf, contentType: 'application/pdf' };
      },
    }),
    shop: shopNoticeSender({
      mailer,
      shop: { name: shop.name, publicUrl: config.publicUrl },
      to: config.shopNotify.to,
    }),
  });
  // A change that left money owed back (a paid order cancelled, a late or second payment) asks
  // the provider for it, now that it is committed.
  bus.on('order.changed', async ({ record }) => {
    if (record.order.paymentStatus === 'REFUND_PENDING') {
      await payments.refunds.submitFor(record.order.id);
    }
  });
  bus.on(
    'refund.settled',
    refundNotifications({ mailer, shop: { name: shop.name, publicUrl: config.publicUrl } }),
  );
  bus.on(
    'return.changed',
    returnNotifications({ mailer, shop: { name: shop.name, publicUrl: config.publicUrl } }),
  );
  bus.on('stock.changed', ({ productIds }) => {
    for (const productId of productIds) {
      realtime.toRoom(productRoom(productId), realtimeEvents.stockChanged, { productId });
    }
  });
  const reviewEvents = reviewNotifications(realtime);
  bus.on('review.added', reviewEvents.added);
  bus.on('review.replied', reviewEvents.replied);
  bus.on('review.removed', reviewEvents.removed);
  bus.on('review.answered', reviewReplyEmails({ mailer, shop: shopContact }));
  bus.on('enquiry.received', enquiryNotifications({ mailer, shop: shopContact }));
  bus.on(
    'enquiry.received',
    enquiryAcknowledgements({
      mailer,
      shop: { ...shopContact, hours: shop.hours, answersWithin: shop.answersWithin },
      claim: enquiries.claimAcknowledgement,
    }),
  );
  bus.on('enquiry.replied', enquiryReplyEmails({ mailer, shop: shopContact }));
  bus.on(
    'newsletter.confirmationRequested',
    newsletterNotifications({ mailer, shop: shopContact }),
  );

  return {
    bus,
    outbox,
    storage,
    sessionCache,
    accounts,
    admins,
    uploads,
    sharePictures,
    catalogCache,
    catalogSync,
    catalog,
    lowStockAlert,
    cart,
    wishlist,
    addresses,
    realtime,
    invoices,
    sandbox,
    orders,
    payments,
    returns,
    reviews,
    enquiries,
    newsletter,
    dashboard,
    paperwork,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
