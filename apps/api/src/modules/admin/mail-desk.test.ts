/**
 * The back office's e-mails not sent (docs/decisions/068-durable-events.md): an e-mail that
 * concerns no order (a contact message's acknowledgement) is written with the message, tried
 * while the mail server is down, given up after its last try, listed and counted for staff, and
 * sent again on request by an instance whose mail server answers, with its one Message-ID. An
 * e-mail that concerns an order (a refund's) is listed on the order's page too.
 */
import type { DashboardStats, FailedMail } from '@shop/shared/admin/schemas';
import type { Product } from '@shop/shared/catalog/schemas';
import type { OrderMail } from '@shop/shared/orders/schemas';
import { orderNumber } from '@shop/shared/orders/status';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { outboxJobs, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { HttpClient } from '../../../test/http-client';
import { deliverOrder, placeOrder } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** Nothing listens here: every e-mail fails to connect. */
const DEAD_SMTP = 'smtp://127.0.0.1:9';

describe('e-mails the shop could not send', () => {
  let t: TestApp;
  let other: FastifyInstance | undefined;
  let desk: HttpClient;
  beforeAll(async () => {
    t = await startTestApp(
      { SMTP_URL: DEAD_SMTP },
      { outbox: { maxAttempts: 2, backoffMs: () => 0 } },
    );
    desk = await adminClient(t);
  });

  /** Another instance on the same database, whose mail server answers; staff now use it. */
  async function mailServerBack() {
    other = await buildApp({
      config: { ...t.config, smtpUrl: t.inbox.url },
      database: t.database,
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const admin = desk;
    desk = new HttpClient(`http://127.0.0.1:${(other.server.address() as AddressInfo).port}`);
    desk.headers.authorization = admin.headers.authorization!;
  }
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it("of a refund are on its order's page as well", async () => {
    const admin = desk;
    const catalogue = (await t.client().get<Product[]>('/api/products')).body;
    const product = catalogue.find((p) => p.quantity > 0)!;
    await t.database.db
      .update(products)
      .set({ quantity: 1000 })
      .where(eq(products.id, product._id));
    const { client, user } = await signedInCustomer(t, { firstName: 'Ravi' });
    const order = await placeOrder(client, product);
    const cod = { paymentMethod: 'COD', paymentStatus: 'PENDING', status: 'PROCESSING' };
    expect((await client.patch(`/api/orders/${order._id}/status`, cod)).status).toBe(200);
    await deliverOrder(admin, order._id);
    const refund = await admin.request('POST', `/api/orders/admin/${order._id}/refunds`, {
      json: { amount: 20, reason: 'A missing jumper wire', method: 'UPI', reference: 'UTR-998877' },
      headers: { 'idempotency-key': `refund-${order._id}` },
    });
    expect(refund.status).toBe(201);
    await t.app.settled();

    const onOrder = await desk.get<OrderMail[]>(`/api/orders/admin/${order._id}/emails`);
    const refundMail = onOrder.body.find((mail) =>
      mail.subject.includes(`Refund on order #${orderNumber(order._id)}`),
    )!;
    expect(refundMail).toMatchObject({ to: user.email, status: 'failed', attempts: 2 });
    const failed = await desk.get<FailedMail[]>('/api/admin/emails/failed');
    expect(failed.body.find((mail) => mail._id === refundMail._id)).toMatchObject({
      orderId: order._id,
    });
  });

  it('are listed for staff with why, counted on the dashboard, and sent again on request', async () => {
    const email = `meena.${Date.now()}@example.in`;
    const contact = await t.client().post('/api/contact', {
      firstName: 'Meena',
      email,
      message: 'Do you make 3S battery packs with a BMS?',
    });
    expect(contact.status).toBe(201);
    await t.app.settled();
    await mailServerBack();

    const listed = await desk.get<FailedMail[]>('/api/admin/emails/failed');
    expect(listed.status).toBe(200);
    const acknowledgement = listed.body.find((mail) => mail.to === email)!;
    expect(acknowledgement).toMatchObject({
      status: 'failed',
      attempts: 2,
      sentAt: null,
      orderId: null,
    });
    expect(acknowledgement.lastError).toMatch(/ECONNREFUSED/);
    // The shop's own notice of the message failed too, and is listed beside it.
    expect(listed.body.some((mail) => mail.to === t.config.shopEmail)).toBe(true);
    expect(Number(listed.headers.get('x-total-count'))).toBe(listed.body.length);
    const stats = await desk.get<DashboardStats>('/api/dashboard-stats');
    expect(stats.body.failedMailCount).toBe(listed.body.length);

    const resent = await desk.post<FailedMail>(`/api/admin/emails/${acknowledgement._id}/resend`);
    expect(resent.status).toBe(200);
    expect(['pending', 'done']).toContain(resent.body.status);
    const mail = await t.inbox.waitFor(email, 15_000);
    expect(mail.raw).toMatch(
      new RegExp(`^Message-ID: <${acknowledgement._id}@outbox\\.circuitkart>`, 'im'),
    );
    await other!.settled();
    const after = await desk.get<FailedMail[]>('/api/admin/emails/failed');
    expect(after.body.map((item) => item._id)).not.toContain(acknowledgement._id);
    expect((await desk.get<DashboardStats>('/api/dashboard-stats')).body.failedMailCount).toBe(
      after.body.length,
    );

    // Sent is sent; what is not an e-mail is not found, and customers never get this far.
    const again = await desk.post(`/api/admin/emails/${acknowledgement._id}/resend`);
    expect(again.status).toBe(409);
    expect((await desk.post('/api/admin/emails/not-a-mail/resend')).status).toBe(404);
    const [socketJob] = await t.database.db
      .select({ id: outboxJobs.id })
      .from(outboxJobs)
      .where(eq(outboxJobs.kind, 'order.changed:sockets'))
      .limit(1);
    // The refund's order told its owner's pages: a job, but not an e-mail.
    expect((await desk.post(`/api/admin/emails/${socketJob!.id}/resend`)).status).toBe(404);
    const { client } = await signedInCustomer(t);
    expect((await client.get('/api/admin/emails/failed')).status).toBe(403);
  });
});
