/**
 * Every route of the API, in one list: the shop's, then the back office's in one scope behind
 * one guard (decision 012). A back-office route registered outside that scope fails
 * `back-office-guard.test.ts`.
 */
import type { FastifyInstance } from 'fastify';
import accountsAdminRoutes from './modules/accounts/accounts.admin.routes';
import accountsRoutes from './modules/accounts/accounts.routes';
import addressesRoutes from './modules/addresses/addresses.routes';
import adminSelfRoutes from './modules/admin/admin.admin.routes';
import adminRoutes from './modules/admin/admin.routes';
import adminDashboardRoutes from './modules/admin/dashboard.admin.routes';
import adminMailsRoutes from './modules/admin/mails.admin.routes';
import cartRoutes from './modules/cart/cart.routes';
import catalogAdminRoutes from './modules/catalog/catalog.admin.routes';
import catalogRoutes from './modules/catalog/catalog.routes';
import courierWebhookRoutes from './modules/orders/courier-webhook.routes';
import gstRatesAdminRoutes from './modules/catalog/gst-rates.admin.routes';
import productCsvAdminRoutes from './modules/catalog/product-csv.admin.routes';
import promotionsAdminRoutes from './modules/catalog/promotions.admin.routes';
import promotionsRoutes from './modules/catalog/promotions.routes';
import stockAdminRoutes from './modules/catalog/stock.admin.routes';
import enquiriesAdminRoutes from './modules/enquiries/enquiries.admin.routes';
import enquiriesRoutes from './modules/enquiries/enquiries.routes';
import invoicesAdminRoutes from './modules/invoices/invoices.admin.routes';
import invoicesRoutes from './modules/invoices/invoices.routes';
import newsletterRoutes from './modules/newsletter/newsletter.routes';
import ordersAdminRoutes from './modules/orders/orders.admin.routes';
import ordersRoutes from './modules/orders/orders.routes';
import paperworkAdminRoutes from './modules/paperwork/paperwork.admin.routes';
import paymentsAdminRoutes from './modules/payments/payments.admin.routes';
import paymentsRoutes from './modules/payments/payments.routes';
import sandboxRoutes from './modules/payments/sandbox.routes';
import returnsAdminRoutes from './modules/returns/returns.admin.routes';
import returnsRoutes from './modules/returns/returns.routes';
import reviewsAdminRoutes from './modules/reviews/reviews.admin.routes';
import reviewsRoutes from './modules/reviews/reviews.routes';
import wishlistRoutes from './modules/wishlist/wishlist.routes';
import { backOfficeRoute } from './plugins/route-inventory';
import type { Services } from './services';

export async function registerRoutes(app: FastifyInstance, s: Services): Promise<void> {
  await app.register(accountsRoutes, { accounts: s.accounts });
  await app.register(adminRoutes, { admins: s.admins });
  await app.register(catalogRoutes, { catalog: s.catalog, cache: s.catalogCache });
  await app.register(promotionsRoutes, { promotions: s.catalog.promotions });
  await app.register(cartRoutes, { cart: s.cart });
  await app.register(wishlistRoutes, { wishlist: s.wishlist });
  await app.register(addressesRoutes, { addresses: s.addresses });
  await app.register(ordersRoutes, {
    orders: s.orders,
    payments: s.payments,
    newsletter: s.newsletter,
  });
  await app.register(invoicesRoutes, { invoices: s.invoices, orders: s.orders });
  await app.register(paymentsRoutes, { payments: s.payments, orders: s.orders });
  await app.register(courierWebhookRoutes, {
    orders: s.orders,
    token: app.config.shiprocketWebhookToken,
  });
  await app.register(reviewsRoutes, { reviews: s.reviews, uploads: s.uploads });
  await app.register(returnsRoutes, { returns: s.returns, orders: s.orders, uploads: s.uploads });
  await app.register(enquiriesRoutes, { enquiries: s.enquiries });
  await app.register(newsletterRoutes, { newsletter: s.newsletter });
  if (s.sandbox) {
    await app.register(sandboxRoutes, {
      sandbox: s.sandbox,
      deliverWebhook: (rawBody: string, signature: string) =>
        s.payments.webhook(rawBody, signature),
    });
  }

  // Every route registered in here is the back office's: one guard for all of them.
  await app.register(async (backOffice) => {
    backOffice.addHook('onRequest', backOffice.requireAdmin);
    backOffice.addHook('onRoute', backOfficeRoute);
    await backOffice.register(ordersAdminRoutes, {
      orders: s.orders,
      dispatch: {
        shipper: s.invoices.seller,
        invoiceOf: (orderId) => s.invoices.invoiceReference(orderId),
      },
    });
    await backOffice.register(adminDashboardRoutes, { dashboard: s.dashboard });
    await backOffice.register(adminMailsRoutes, { mailDesk: s.mailDesk });
    await backOffice.register(adminSelfRoutes, { admins: s.admins });
    await backOffice.register(accountsAdminRoutes, { accounts: s.accounts, orders: s.orders });
    await backOffice.register(catalogAdminRoutes, { catalog: s.catalog, uploads: s.uploads });
    await backOffice.register(gstRatesAdminRoutes, { catalog: s.catalog });
    await backOffice.register(stockAdminRoutes, { catalog: s.catalog });
    await backOffice.register(productCsvAdminRoutes, { catalog: s.catalog });
    await backOffice.register(promotionsAdminRoutes, { promotions: s.catalog.promotions });
    await backOffice.register(reviewsAdminRoutes, { reviews: s.reviews });
    await backOffice.register(enquiriesAdminRoutes, { enquiries: s.enquiries });
    await backOffice.register(invoicesAdminRoutes, { invoices: s.invoices });
    await backOffice.register(paymentsAdminRoutes, { payments: s.payments });
    await backOffice.register(returnsAdminRoutes, { returns: s.returns });
    await backOffice.register(paperworkAdminRoutes, { paperwork: s.paperwork });
  });
}
