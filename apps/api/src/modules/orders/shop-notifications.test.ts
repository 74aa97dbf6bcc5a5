/**
 * The shop's own e-mails (docs/decisions/054): one per new order, online payment and customer's
 * cancellation, to the configured address, for the configured kinds only; nothing of the
 * customer's beyond what the desk shows; subjects in ASCII.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { orderNumber } from '@shop/shared/orders/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { address, placeOrder, statusBody } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

const DESK = 'orders-desk@circuitkart.test';
const ASCII = /^[\x20-\x7e]+$/;

async function stockedProduct(t: TestApp): Promise<Product> {
  const catalogue = (await t.client().get<Product[]>('/api/products')).body;
  const product = catalogue.find((p) => p.quantity > 0)!;
  await t.database.db
    .update(products)
    .set({ quantity: 10_000 })
    .where(eq(products.id, product._id));
  return product;
}

/** The Razorpay sandbox's payment of an order, verified as the payment page does. */
async function payOnline(t: TestApp, client: HttpClient, order: Order): Promise<void> {
  await client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
  const created = await client.post<{ id: string }>('/api/payments/create', {
    orderId: order._id,
    amount: order.totalAmount,
  });
  expect(created.status).toBe(200);
  const paid = await t.client().post<Record<string, string>>('/sandbox/razorpay/pay', {
    order_id: created.body.id,
  });
  const verified = await client.post('/api/payments/verify', {
    ...paid.body,
    orderId: order._id,
    amount: order.totalAmount,
  });
  expect(verified.status).toBe(200);
}

const deskMails = (t: TestApp, number: string) =>
  t.inbox.messages.filter((mail) => mail.to.includes(DESK) && mail.subject.includes(number));

describe('shop notifications, all kinds on', () => {
  let t: TestApp;
  let product: Product;
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startTestApp({ SHOP_NOTIFY_EMAIL: DESK });
    product = await stockedProduct(t);
    admin = await adminClient(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells the shop of a new order once confirmed for cash on delivery, never of a checkout left at the payment step', async () => {
    const { client, user } = await signedInCustomer(t, { firstName: 'Meera', lastName: 'Iyer' });
    const order = await placeOrder(client, product, 2);
    const number = orderNumber(order._id);
    await t.app.settled();
    // Still at the payment step: nobody has ordered anything yet.
    expect(deskMails(t, number)).toHaveLength(0);
    const cod = { paymentMethod: 'COD', paymentStatus: 'PENDING', status: 'PROCESSING' };
    expect((await client.patch(`/api/orders/${order._id}/status`, cod)).status).toBe(200);
    // Choosing it again (a double click) tells nobody twice.
    expect((await client.patch(`/api/orders/${order._id}/status`, cod)).status).toBe(200);
    await t.inbox.until(() => deskMails(t, number).length > 0);
    await t.app.settled();
    const mails = deskMails(t, number);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(ASCII);
    expect(mail!.subject).toContain(`New order #${number} (cash on delivery)`);
    expect(mail!.subject).toContain('Rs ');
    expect(mail!.body).toContain(`Meera Iyer <${user.email}>`);
    expect(mail!.body).toContain(`2 x ${product.name}`);
    expect(mail!.body).toContain(`/admin/order/${order._id}`);
    expect(mail!.body).not.toContain(address.phone);
    expect(mail!.body).not.toContain(address.street);
    expect(mail!.body).not.toContain(user.mobile);
  });

  it('tells the shop of an online payment once, however often it is verified', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    const number = orderNumber(order._id);
    await payOnline(t, client, order);
    await t.inbox.until(() =>
      deskMails(t, number).some((mail) => mail.subject.includes('Payment received')),
    );
    // The confirmation e-mail the success page asks for is the customer's, not the shop's.
    await client.post('/api/send-order-success-email', { orderId: order._id });
    await t.app.settled();
    const subjects = deskMails(t, number).map((mail) => mail.subject);
    expect(subjects.filter((s) => s.includes('Payment received'))).toHaveLength(1);
    expect(subjects.every((s) => ASCII.test(s))).toBe(true);
  });

  it("tells the shop of a customer's cancellation, not of the desk's own", async () => {
    const { client } = await signedInCustomer(t);
    const byCustomer = await placeOrder(client, product);
    const byDesk = await placeOrder(client, product);
    expect(
      (await admin.patch(`/api/orders/${byDesk._id}/status`, statusBody('CANCELLED'))).status,
    ).toBe(200);
    expect((await client.patch(`/api/orders/${byCustomer._id}/cancel`, {})).status).toBe(200);
    const number = orderNumber(byCustomer._id);
    await t.inbox.until(() =>
      deskMails(t, number).some((mail) => mail.subject.includes('cancelled by the customer')),
    );
    await t.app.settled();
    expect(deskMails(t, number).filter((mail) => mail.subject.includes('cancelled'))).toHaveLength(
      1,
    );
    expect(
      deskMails(t, orderNumber(byDesk._id)).filter((mail) => mail.subject.includes('cancelled')),
    ).toHaveLength(0);
  });
});

describe('shop notifications, configured', () => {
  it('refuses to start on an unknown kind, naming SHOP_NOTIFY; unset means all, empty none', () => {
    expect(() => loadConfig({ SHOP_NOTIFY: 'orders,refunds' })).toThrow(/SHOP_NOTIFY/);
    expect([...loadConfig({}).shopNotify.events].sort()).toEqual([
      'cancellations',
      'orders',
      'payments',
    ]);
    expect(loadConfig({ SHOP_NOTIFY: '' }).shopNotify.events.size).toBe(0);
    expect(loadConfig({ SHOP_EMAIL: 'shop@circuitkart.test' }).shopNotify.to).toBe(
      'shop@circuitkart.test',
    );
  });

  it('sends only the kinds asked for', async () => {
    const t = await startTestApp({ SHOP_NOTIFY_EMAIL: DESK, SHOP_NOTIFY: 'payments' });
    try {
      const product = await stockedProduct(t);
      const { client } = await signedInCustomer(t);
      const cancelled = await placeOrder(client, product);
      await client.patch(`/api/orders/${cancelled._id}/cancel`, {});
      const paid = await placeOrder(client, product);
      await payOnline(t, client, paid);
      await t.inbox.until(() => deskMails(t, orderNumber(paid._id)).length > 0);
      await t.app.settled();
      expect(deskMails(t, orderNumber(cancelled._id))).toHaveLength(0);
      expect(deskMails(t, orderNumber(paid._id)).map((mail) => mail.subject)).toEqual([
        expect.stringContaining('Payment received'),
      ]);
    } finally {
      await t.close();
    }
  });
});
