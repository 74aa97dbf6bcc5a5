/**
 * The shop's services, made once per app in the order they depend on each other, and the
 * subscriptions that tie them together: the transition hooks that run inside an order's
 * transaction (invoices, payments) and the events each change writes with its commit, heard
 * from the outbox afterwards (e-mails, websockets, refunds to ask for).
 */
import type { FastifyInstance } from 'fastify';
import { shop } from '@shop/shared/shop';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createDurableEvents } from './lib/durable-events';
import type { Mailer, MailMessage } from './lib/mailer';
import { createOutbox } from './lib/outbox';
import { openShopStorage } from './lib/shop-storage';
import { createSharePictures } from './lib/share-pictures';
import { createUploads } from './lib/uploads';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createSessionCache } from './modules/accounts/session-cache';
import { createAdminService } from './modules/admin/admin.service';
import { createDashboardService } from './modules/admin/dashboard.service';
import { createMailDesk } from './modules/admin/mail-desk.service';
import { createCartService } from './modules/cart/cart.service';
import {
  createCatalogCache,
  promotionBoundaryFrom,
  stockFrom,
} from './modules/catalog/catalog-cache';
import { createCatalogSync } from './modules/catalog/catalog-sync';
import { createCatalogService, type CatalogEvents } from './modules/catalog/catalog.service';
import { createLowStockAlert } from './modules/catalog/low-stock-alert';
import {
  ACKNOWLEDGEMENT_INTERVAL_MINUTES,
  createEnquiriesService,
  type EnquiryEvents,
} from './modules/enquiries/enquiries.service';
import {
  acknowledgementEmail,
  receivedEmail,
  replyEmail,
} from './modules/enquiries/enquiries.emails';
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
import { refundEmail } from './modules/payments/refund-notifications';
import type { PaymentEvents } from './modules/payments/payments.service';
import { returnEmail } from './modules/returns/return-notifications';
import { createReturnsService, type ReturnEvents } from './modules/returns/returns.service';
import { reviewNotifications } from './modules/reviews/review-notifications';
import { reviewAnsweredEmail } from './modules/reviews/reviews.emails';
import { createReviewsService, type ReviewEvents } from './modules/reviews/reviews.service';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { createAddressesService } from './modules/addresses/addresses.service';
import { realtimeEvents } from '@shop/shared/realtime/events';
import { createRealtime, productRoom } from './plugins/realtime';

export type ShopEvents = CatalogEvents &
  OrderEvents &
  PaymentEvents &
  ReturnEvents &
  ReviewEvents &
  EnquiryEvents;

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
  const shopContact = { name: shop.name, email: config.shopEmail, publicUrl: config.publicUrl };
  const outbox = createOutbox({ db, log, ...config.outbox });
  const events = createDurableEvents<ShopEvents>(outbox);

  // First, because every module's mail carries its unsubscribe link. A confirmation link's
  // secret is not kept in the outbox: it goes after the commit, as a sign-in code does, and a
  // lost one is asked for again (docs/decisions/068-durable-events.md).
  const newsletter = createNewsletterService({
    db,
    send: (request) => sendConfirmation(request),
  });
  const mailer = mailerWithUnsubscribeFooter(plainMailer, {
    mailFacts: newsletter.mailFacts,
    shop: shopContact,
    log,
  });
  const confirmationMail = newsletterNotifications({ mailer, shop: shopContact });
  const sendConfirmation = (request: ConfirmationRequested) =>
    confirmationMail(request).catch((error: unknown) => {
      log.error({ err: error }, 'a newsletter confirmation could not be sent');
    });

  const sessionCache = createSessionCache({ database });
  const accounts = createAccountsService({
    db,
    sessionCache,
    mailer,
    shopName: shop.name,
    logger: log,
    // Sockets live in this process: a crash closes them too, and other instances hear of the
    // ended sessions from the session cache.
    onSessionsRevoked: (revoked) => realtime.disconnectSessions(revoked),
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
      // Every change of stock passes here after its commit: the cached answers. Its event, for
      // the open product pages, was written with it (docs/decisions/050).
      stockChanged: (productIds) => catalogSync.changes.stockChanged(productIds),
    },
    events: events.within,
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
    events: events.within,
    limits: config.orderLimits,
  });
  const payments = createPaymentsService({
    db,
    provider,
    orders,
    log,
    events: events.within,
  });
  const returns = createReturnsService({
    db,
    uploads,
    orders,
    invoices,
    payments,
    catalog,
    windowDays: config.returnWindowDays,
    events: events.within,
  });
  const reviews = createReviewsService({
    db,
    uploads,
    accounts,
    catalog,
    orders,
    // Each review event's payload is its own; TypeScript cannot pair a generic name with it.
    events: (tx, name, event, subject, alongWith) =>
      events.within(tx, name, event as ShopEvents[typeof name], subject, alongWith),
  });
  const enquiries = createEnquiriesService({
    db,
    events: events.within,
  });
  const paperwork = createPaperworkService({ orders, catalog, invoices });
  const mailDesk = createMailDesk({ outbox });
  const dashboard = createDashboardService({
    mailsNotSent: mailDesk.count,
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

  // After the commit, from the outbox: e-mails and websocket events. An instance of another
  // version may claim a job: a subscriber's name (the second argument) stays the same.
  // Another instance's sessions ended: its sockets here close even while Redis is away.
  sessionCache.onHeard((changed) => void realtime.recheckSessions(changed));
  events.on('order.changed', 'sockets', orderRealtimeEvents(realtime));
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
  // A change that left money owed back (a paid order cancelled, a late or second payment, a
  // return received) asks the provider for it, now that it is committed.
  events.on(
    'order.changed',
    'refund-submission',
    ({ record }) => payments.refunds.submitFor(record.order.id),
    { when: ({ record }) => record.order.paymentStatus === 'REFUND_PENDING' },
  );
  events.on('stock.changed', 'sockets', ({ productIds }) => {
    for (const productId of productIds) {
      realtime.toRoom(productRoom(productId), realtimeEvents.stockChanged, { productId });
    }
  });
  const reviewEvents = reviewNotifications(realtime);
  events.on('review.added', 'sockets', reviewEvents.added);
  events.on('review.replied', 'sockets', reviewEvents.replied);
  events.on('review.removed', 'sockets', reviewEvents.removed);

  /**
   * An e-mail an event owes, if `make` makes one: sent with the job's Message-ID, and listed for
   * staff by its recipient and subject. Where `make` makes none, no job is written.
   */
  function mailOn<K extends keyof ShopEvents & string>(
    name: K,
    as: string,
    make: (event: ShopEvents[K]) => MailMessage | undefined,
    /** What the e-mail reads once the change has committed (a number taken at the commit). */
    complete: (event: ShopEvents[K]) => Promise<ShopEvents[K]> = async (event) => event,
  ) {
    events.on(
      name,
      as,
      async (event, { messageId }) => {
        const mail = make(await complete(event));
        if (mail) await mailer.send({ ...mail, messageId });
      },
      {
        when: (event) => make(event) !== undefined,
        describe: (event) => {
          const { to, subject } = make(event)!;
          return { to, subject };
        },
      },
    );
  }
  const orderShop = { name: shop.name, publicUrl: config.publicUrl };
  mailOn('refund.settled', 'customer-email', (settled) => refundEmail(settled, orderShop));
  mailOn(
    'return.changed',
    'customer-email',
    (changed) => returnEmail(changed, orderShop),
    returns.withCreditNote,
  );
  mailOn('review.answered', 'reviewer-email', (answered) =>
    reviewAnsweredEmail(answered, shopContact),
  );
  mailOn('enquiry.received', 'shop-email', ({ item }) => receivedEmail(item, shopContact));
  mailOn('enquiry.received', 'acknowledgement', ({ item, acknowledge }) =>
    acknowledge
      ? acknowledgementEmail(
          item,
          { ...shopContact, hours: shop.hours, answersWithin: shop.answersWithin },
          ACKNOWLEDGEMENT_INTERVAL_MINUTES,
        )
      : undefined,
  );
  mailOn('enquiry.replied', 'visitor-email', ({ item, message }) =>
    replyEmail(item, message.text, shopContact),
  );

  return {
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
    mailDesk,
    paperwork,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
