/**
 * An order's e-mails go through the outbox (docs/decisions/067-outbox.md): written with the
 * change, tried again while the mail server is down, given up after the last try and shown to
 * staff on the order, and sent again when staff ask, by any instance, with one Message-ID
 * however often it is tried.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import type { OrderMail } from '@shop/shared/orders/schemas';
import { orderNumber } from '@shop/shared/orders/status';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { HttpClient } from '../../../test/http-client';
import { placeOrder } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** Nothing listens here: every e-mail fails to connect. */
const DEAD_SMTP = 'smtp://127.0.0.1:9';

describe("an order's e-mails while the mail server is down", () => {
  let t: TestApp;
  let product: Product;
  let other: FastifyInstance | undefined;
  beforeAll(async () => {
    t = await startTestApp(
      { SMTP_URL: DEAD_SMTP },
      { outbox: { maxAttempts: 2, backoffMs: () => 0 } },
    );
    const catalogue = (await t.client().get<Product[]>('/api/products')).body;
    product = catalogue.find((p) => p.quantity > 0)!;
    await t.database.db
      .update(products)
      .set({ quantity: 1000 })
      .where(eq(products.id, product._id));
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it('are kept, shown to staff as failed, and sent again on request by another instance', async () => {
    const { client, user } = await signedInCustomer(t, { firstName: 'Lalitha' });
    const order = await placeOrder(client, product);
    const cod = { paymentMethod: 'COD', paymentStatus: 'PENDING', status: 'PROCESSING' };
    expect((await client.patch(`/api/orders/${order._id}/status`, cod)).status).toBe(200);
    await t.app.settled();

    // Two tries, both refused by the dead server: the desk sees it failed, and why.
    const admin = await adminClient(t);
    const listed = await admin.get<OrderMail[]>(`/api/orders/admin/${order._id}/emails`);
    expect(listed.status).toBe(200);
    const toCustomer = listed.body.filter((mail) => mail.to === user.email);
    expect(toCustomer).toHaveLength(1);
    const [failed] = toCustomer;
    expect(failed).toMatchObject({
      subject: expect.stringContaining(`Order #${orderNumber(order._id)} placed`),
      status: 'failed',
      attempts: 2,
      sentAt: null,
      nextTryAt: null,
    });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);
    // Customers never see this list.
    expect((await client.get(`/api/orders/admin/${order._id}/emails`)).status).toBe(403);

    // Another instance on the same database, whose mail server answers.
    other = await buildApp({
      config: { ...t.config, smtpUrl: t.inbox.url },
      database: t.database,
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const desk = new HttpClient(`http://127.0.0.1:${(other.server.address() as AddressInfo).port}`);
    desk.headers.authorization = admin.headers.authorization!;
    const resent = await desk.post<OrderMail>(
      `/api/orders/admin/${order._id}/emails/${failed!._id}/resend`,
    );
    expect(resent.status).toBe(200);
    // Back in line (and perhaps already claimed by the time it answers).
    expect(resent.body._id).toBe(failed!._id);
    expect(['pending', 'done']).toContain(resent.body.status);

    const mail = await t.inbox.waitFor(user.email, 15_000);
    expect(mail.subject).toContain(`Order #${orderNumber(order._id)} placed`);
    // The same Message-ID on every try: one message to the customer's mail client.
    expect(mail.raw).toMatch(
      new RegExp(`^Message-ID: <${failed!._id}@outbox\\.circuitkart>`, 'im'),
    );
    await other.settled();
    const after = await desk.get<OrderMail[]>(`/api/orders/admin/${order._id}/emails`);
    const sent = after.body.find((item) => item._id === failed!._id)!;
    expect(sent.status).toBe('done');
    expect(sent.sentAt).not.toBeNull();

    // Sent is sent; a mail that is not the order's is not found.
    const again = await desk.post(`/api/orders/admin/${order._id}/emails/${failed!._id}/resend`);
    expect(again.status).toBe(409);
    const stranger = await desk.post(`/api/orders/admin/${order._id}/emails/not-a-mail/resend`);
    expect(stranger.status).toBe(404);
  });
});
