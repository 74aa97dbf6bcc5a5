/**
 * Refunds through HTTP: owed automatically when a paid order is cancelled and sent to the
 * provider after the commit; made by staff in part or whole, through the provider or recorded as
 * paid by hand; settled once by the provider's signed webhook; never more than was received,
 * also under parallel requests; retried with the same idempotency key; and the real SDK path
 * against a fake of Razorpay's refunds API, through an outage.
 */
import { createHmac } from 'node:crypto';
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { refundMessages as m, type Refund } from '@shop/shared/payments/refunds';
import type { CreatePaymentAnswer } from '@shop/shared/payments/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayments, orders, products, refunds } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { startFakeRazorpay } from '../../../test/fake-razorpay';
import type { HttpClient } from '../../../test/http-client';
import { deliverOrder, placeOrder } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { RefundRow } from './payments.repository';
import { paymentStatusAfterRefunds } from './refunds';

let t: TestApp;
let admin: HttpClient;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  await t.database.db.update(products).set({ quantity: 1000 });
  catalogue = (await t.client().get<Product[]>('/api/products')).body;
});
afterAll(async () => {
  await t?.close();
});

const board = () => catalogue.find((p) => p.price >= 500 && p.price < 2000)!;
const paise = (rupees: number) => Math.round(rupees * 100);

/** An order paid online in the sandbox, as the payment page does it. */
async function paidOnline(app: TestApp, client: HttpClient, product = board()): Promise<Order> {
  const order = await placeOrder(client, product);
  await client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
  const created = await client.post<CreatePaymentAnswer>('/api/payments/create', {
    orderId: order._id,
  });
  expect(created.status).toBe(200);
  const paid = await app.client().post<Record<string, string>>('/sandbox/razorpay/pay', {
    order_id: created.body.id,
  });
  const verified = await client.post<{ order: Order }>('/api/payments/verify', {
    ...paid.body,
    orderId: order._id,
  });
  expect(verified.status).toBe(200);
  return verified.body.order;
}

const refundsOf = (client: HttpClient, orderId: string) =>
  client.get<Refund[]>(`/api/orders/${orderId}/refunds`);
const refund = (orderId: string, body: Record<string, unknown>, key?: string) => {
  const client = admin;
  if (key) client.headers['idempotency-key'] = key;
  const answer = client.post<Refund>(`/api/orders/admin/${orderId}/refunds`, body);
  delete client.headers['idempotency-key'];
  return answer;
};
const paymentStatusOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus;
const rowsOf = (orderId: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
/** The sandbox tester settles the refund as the bank would; Razorpay's webhook follows. */
const settle = (providerRefundId: string, outcome: 'processed' | 'failed') =>
  t.client().post(`/sandbox/razorpay/refunds/${providerRefundId}/${outcome}`, {});
const refundMails = (email: string) =>
  t.inbox.messages.filter(
    (mail) => mail.to.includes(email.toLowerCase()) && /Refund on order/.test(mail.subject),
  );

describe('the payment status after refunds', () => {
  const row = (amountPaise: number, status: RefundRow['status']) =>
    ({ amountPaise, status }) as RefundRow;
  const delivered = { status: 'DELIVERED', paymentStatus: 'PAID', totalPaise: 1000 } as const;
  const cancelled = { ...delivered, status: 'CANCELLED', paymentStatus: 'REFUND_PENDING' } as const;

  it('is REFUNDED when everything received went back, pending while some is on its way', () => {
    expect(paymentStatusAfterRefunds(cancelled, { total: 1000 }, [row(1000, 'PENDING')])).toBe(
      'REFUND_PENDING',
    );
    expect(paymentStatusAfterRefunds(cancelled, { total: 1000 }, [row(1000, 'PROCESSED')])).toBe(
      'REFUNDED',
    );
  });

  it('stays owed for a cancelled order whose refund failed', () => {
    expect(paymentStatusAfterRefunds(cancelled, { total: 1000 }, [row(1000, 'FAILED')])).toBe(
      'REFUND_PENDING',
    );
  });

  it('is PARTIALLY_REFUNDED when part went back and the goods were kept, paid again when it failed', () => {
    expect(paymentStatusAfterRefunds(delivered, { total: 1000 }, [row(300, 'PROCESSED')])).toBe(
      'PARTIALLY_REFUNDED',
    );
    const failedPartial = { ...delivered, paymentStatus: 'REFUND_PENDING' } as const;
    expect(paymentStatusAfterRefunds(failedPartial, { total: 1000 }, [row(300, 'FAILED')])).toBe(
      'PAID',
    );
  });

  it('is paid once the second payment of an order paid twice went back', () => {
    const twice = { ...delivered, paymentStatus: 'REFUND_PENDING' } as const;
    expect(paymentStatusAfterRefunds(twice, { total: 2000 }, [])).toBe('REFUND_PENDING');
    expect(paymentStatusAfterRefunds(twice, { total: 2000 }, [row(1000, 'PROCESSED')])).toBe(
      'PAID',
    );
  });
});

describe('a paid order cancelled', () => {
  it('owes its payment back at once, asks the provider after the commit, and settles once by webhook', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await paidOnline(t, client);
    const cancelled = await client.patch<Order>(`/api/orders/${order._id}/status`, {
      status: 'CANCELLED',
    });
    expect(cancelled.status).toBe(200);
    await t.app.settled();

    const [owed] = (await refundsOf(client, order._id)).body;
    expect(owed).toMatchObject({
      amount: order.totalAmount,
      method: 'RAZORPAY',
      status: 'PENDING',
      reason: m.reasonCancelled,
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(await paymentStatusOf(order._id)).toBe('REFUND_PENDING');

    // The bank credits it: Razorpay's signed webhook settles it, and a replay changes nothing.
    expect((await settle(owed!.providerRefundId!, 'processed')).status).toBe(200);
    expect((await settle(owed!.providerRefundId!, 'processed')).status).toBe(200);
    await t.app.settled();
    const [done] = (await refundsOf(client, order._id)).body;
    expect(done).toMatchObject({ status: 'PROCESSED', processedAt: expect.any(String) });
    expect(await paymentStatusOf(order._id)).toBe('REFUNDED');
    await t.inbox.until(() => refundMails(user.email).length > 0);
    const mails = refundMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`₹${order.totalAmount.toLocaleString('en-IN')}`);

    // Everything went back: nothing more can be refunded.
    const more = await refund(order._id, { amount: 1, reason: 'Goodwill' });
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ message: m.tooMuch(0) });
  });

  it('owes it again when the bank could not credit it, and staff can refund once more', async () => {
    const { client } = await signedInCustomer(t);
    const order = await paidOnline(t, client);
    await admin.patch(`/api/orders/${order._id}/status`, {
      status: 'CANCELLED',
      reason: 'Out of stock at the warehouse',
    });
    await t.app.settled();
    const [owed] = (await refundsOf(admin, order._id)).body;
    expect((await settle(owed!.providerRefundId!, 'failed')).status).toBe(200);
    await t.app.settled();
    expect((await refundsOf(admin, order._id)).body[0]).toMatchObject({
      status: 'FAILED',
      failureReason: expect.any(String),
    });
    expect(await paymentStatusOf(order._id)).toBe('REFUND_PENDING');

    const again = await refund(order._id, { amount: order.totalAmount, reason: 'Second try' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toMatchObject({ status: 'PENDING', method: 'RAZORPAY' });
  });
});

describe('staff refunds', () => {
  it('refund part of a delivered order, then the rest, never above what was paid', async () => {
    const { client } = await signedInCustomer(t);
    const order = await paidOnline(t, client);
    await deliverOrder(admin, order._id);
    const first = await refund(order._id, { amount: 100.5, reason: 'One item damaged' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: 100.5, status: 'PENDING' });
    expect(await paymentStatusOf(order._id)).toBe('REFUND_PENDING');

    const tooMuch = await refund(order._id, { amount: order.totalAmount, reason: 'All of it' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ message: m.tooMuch(order.totalAmount - 100.5) });

    await settle(first.body.providerRefundId!, 'processed');
    await t.app.settled();
    expect(await paymentStatusOf(order._id)).toBe('PARTIALLY_REFUNDED');

    const rest = await refund(order._id, {
      amount: order.totalAmount - 100.5,
      reason: 'Returned the rest',
    });
    expect(rest.status).toBe(201);
    await settle(rest.body.providerRefundId!, 'processed');
    await t.app.settled();
    expect(await paymentStatusOf(order._id)).toBe('REFUNDED');
    expect((await rowsOf(order._id)).reduce((s, r) => s + r.amountPaise, 0)).toBe(
      paise(order.totalAmount),
    );
  });

  it('two refunds at once never give back more than was paid', async () => {
    const { client } = await signedInCustomer(t);
    const order = await paidOnline(t, client);
    await deliverOrder(admin, order._id);
    const sixty = Math.round(order.totalAmount * 0.6 * 100) / 100;
    const answers = await Promise.all([
      refund(order._id, { amount: sixty, reason: 'Tab one' }),
      refund(order._id, { amount: sixty, reason: 'Tab two' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await rowsOf(order._id)).toHaveLength(1);
  });

  it('a retry with the same Idempotency-Key is the same refund, even sent at once', async () => {
    const { client } = await signedInCustomer(t);
    const order = await paidOnline(t, client);
    await deliverOrder(admin, order._id);
    const key = `retry-${order._id}`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => refund(order._id, { amount: 50, reason: 'Late delivery' }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect(await rowsOf(order._id)).toHaveLength(1);

    const different = await refund(order._id, { amount: 60, reason: 'Late delivery' }, key);
    expect(different.status).toBe(409);
    expect(different.body).toMatchObject({ message: m.idempotencyKeyReused });
    const badKey = await refund(order._id, { amount: 60, reason: 'x' }, 'short');
    expect(badKey.status).toBe(400);
    expect(badKey.body).toMatchObject({ message: m.idempotencyKeyInvalid });
  });

  it('record cash-on-delivery money returned by UPI with its reference, processed at once', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await placeOrder(client, board());
    expect(
      (
        await client.patch(`/api/orders/${order._id}/status`, {
          paymentMethod: 'COD',
          paymentStatus: 'PENDING',
          status: 'PROCESSING',
        })
      ).status,
    ).toBe(200);
    const early = await refund(order._id, {
      amount: 10,
      reason: 'Before delivery',
      method: 'UPI',
      reference: 'UTR123456',
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: m.nothingReceived });
    await deliverOrder(admin, order._id);

    const viaProvider = await refund(order._id, { amount: 10, reason: 'Cash order' });
    expect(viaProvider.status).toBe(409);
    expect(viaProvider.body).toMatchObject({ message: m.noOnlinePayment });
    const noReference = await refund(order._id, { amount: 10, reason: 'x', method: 'UPI' });
    expect(noReference.status).toBe(400);
    expect(JSON.stringify(noReference.body)).toContain(m.referenceRequired);

    const byUpi = await refund(order._id, {
      amount: 99,
      reason: 'Missing screws',
      method: 'UPI',
      reference: 'UTR-4455667788',
    });
    expect(byUpi.status).toBe(201);
    expect(byUpi.body).toMatchObject({ status: 'PROCESSED', reference: 'UTR-4455667788' });
    expect(await paymentStatusOf(order._id)).toBe('PARTIALLY_REFUNDED');
    await t.inbox.until(() => refundMails(user.email).length > 0);
    expect(refundMails(user.email)[0]!.body).toContain('reference UTR-4455667788');
  });

  it('are for staff; the owner reads them; anyone else gets 404', async () => {
    const owner = await signedInCustomer(t);
    const stranger = await signedInCustomer(t);
    const order = await paidOnline(t, owner.client);
    const asCustomer = await owner.client.post(`/api/orders/admin/${order._id}/refunds`, {
      amount: 1,
      reason: 'Me',
    });
    expect([401, 403]).toContain(asCustomer.status);
    expect((await refundsOf(owner.client, order._id)).status).toBe(200);
    expect((await refundsOf(stranger.client, order._id)).status).toBe(404);
    expect((await refundsOf(t.client(), order._id)).status).toBe(401);
    expect((await rowsOf(order._id)).length).toBe(0);
  });

  it('refuse a bad amount and an unknown order with a clear answer, writing nothing', async () => {
    const { client } = await signedInCustomer(t);
    const order = await paidOnline(t, client);
    for (const amount of [0, -5, 10.005, 'ten']) {
      const answer = await refund(order._id, { amount, reason: 'x' });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(m.amountInvalid);
    }
    expect((await refund(order._id, { amount: 5, reason: '  ' })).status).toBe(400);
    expect(
      (await refund('00000000-0000-4000-8000-000000000000', { amount: 5, reason: 'x' })).status,
    ).toBe(404);
    expect(await rowsOf(order._id)).toHaveLength(0);
  });
});

describe('the refund webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const { client } = await signedInCustomer(t);
    const order = await paidOnline(t, client);
    await admin.patch(`/api/orders/${order._id}/status`, {
      status: 'CANCELLED',
      reason: 'Out of stock at the warehouse',
    });
    await t.app.settled();
    const [owed] = (await refundsOf(client, order._id)).body;
    const body = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: owed!.providerRefundId, status: 'processed' } } },
    });
    const forged = await fetch(`${t.url}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', 'not-the-secret').update(body).digest('hex'),
      },
      body,
    });
    expect(forged.status).toBe(400);
    expect((await refundsOf(client, order._id)).body[0]!.status).toBe('PENDING');
  });

  it('and a staff refund at once keep the total within what was paid', async () => {
    const { client } = await signedInCustomer(t);
    const order = await paidOnline(t, client);
    await deliverOrder(admin, order._id);
    const half = Math.floor(order.totalAmount / 2);
    const first = await refund(order._id, { amount: half, reason: 'First half' });
    const [settled, second] = await Promise.all([
      settle(first.body.providerRefundId!, 'failed'),
      refund(order._id, { amount: order.totalAmount - half, reason: 'Second half' }),
    ]);
    expect(settled.status).toBe(200);
    expect(second.status).toBe(201);
    await t.app.settled();
    const rows = await rowsOf(order._id);
    const outstanding = rows.filter((r) => r.status !== 'FAILED');
    expect(outstanding.reduce((s, r) => s + r.amountPaise, 0)).toBeLessThanOrEqual(
      paise(order.totalAmount),
    );
  });
});

describe('a refund made in Razorpay’s dashboard', () => {
  /** Razorpay's signed webhook for a refund of `paymentId` the shop never asked for. */
  const dashboardRefund = (paymentId: string, refundId: string, amountPaise: number) => {
    const body = JSON.stringify({
      event: 'refund.processed',
      payload: {
        refund: {
          entity: { id: refundId, payment_id: paymentId, amount: amountPaise, status: 'processed' },
        },
      },
    });
    const secret = t.config.razorpay.webhookSecret ?? t.config.razorpay.sandboxKeySecret;
    return fetch(`${t.url}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      },
      body,
    });
  };

  it('is recorded from its webhook on the order it paid, once, and the customer hears of it', async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await paidOnline(t, client);
    await deliverOrder(admin, order._id);
    const [payment] = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order._id));
    const refundId = `rfnd_dash${order._id.slice(0, 8)}`;

    const answers = await Promise.all([
      dashboardRefund(payment!.providerPaymentId!, refundId, 10_000),
      dashboardRefund(payment!.providerPaymentId!, refundId, 10_000),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const listed = (await refundsOf(client, order._id)).body;
    expect(listed).toEqual([
      expect.objectContaining({
        amount: 100,
        method: 'RAZORPAY',
        status: 'PROCESSED',
        providerRefundId: refundId,
        reason: m.reasonProviderDashboard,
      }),
    ]);
    expect(await paymentStatusOf(order._id)).toBe('PARTIALLY_REFUNDED');
    await t.inbox.until(() => refundMails(user.email).length === 1);

    const unknown = await dashboardRefund('pay_nobodyknows01', 'rfnd_nobodyknows1', 500);
    expect(unknown.status).toBe(404);
  });
});

describe('refunds through the Razorpay SDK (a local fake of its API)', () => {
  it('are sent once with the refund id as idempotency key, and asked again after an outage', async () => {
    const fake = await startFakeRazorpay('rzp_test_fake', 'fake_secret_123');
    const rzp = await startTestApp(fake.env);
    try {
      const { client } = await signedInCustomer(rzp);
      const product = (await rzp.client().get<Product[]>('/api/products')).body.find(
        (p) => p.quantity > 2,
      )!;
      const pay = async () => {
        const order = await placeOrder(client, product);
        const created = await client.post<CreatePaymentAnswer>('/api/payments/create', {
          orderId: order._id,
        });
        const paymentId = fake.capture(created.body.id);
        const verified = await client.post('/api/payments/verify', {
          razorpay_payment_id: paymentId,
          razorpay_order_id: created.body.id,
          razorpay_signature: createHmac('sha256', 'fake_secret_123')
            .update(`${created.body.id}|${paymentId}`)
            .digest('hex'),
          orderId: order._id,
        });
        expect(verified.status).toBe(200);
        return { order, paymentId };
      };

      const { order, paymentId } = await pay();
      await client.patch(`/api/orders/${order._id}/status`, { status: 'CANCELLED' });
      await rzp.app.settled();
      const [row] = await rzp.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, order._id));
      expect(fake.refunds.get(row!.id)).toMatchObject({
        payment_id: paymentId,
        amount: paise(order.totalAmount),
        speed: 'normal',
        notes: { order_id: order._id, refund_id: row!.id },
      });
      expect(row!.providerRefundId).toBe(fake.refunds.get(row!.id)!.id);

      // Razorpay down: the refund waits, unsent; housekeeping asks again once it is back, and
      // asking twice makes one refund there.
      fake.state.refundsDown = true;
      const second = await pay();
      await client.patch(`/api/orders/${second.order._id}/status`, { status: 'CANCELLED' });
      await rzp.app.settled();
      const [waiting] = await rzp.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, second.order._id));
      expect(waiting).toMatchObject({ status: 'PENDING', providerRefundId: null });
      fake.state.refundsDown = false;
      await rzp.database.db
        .update(refunds)
        .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(refunds.id, waiting!.id));
      await Promise.all([rzp.app.housekeeping(), rzp.app.housekeeping()]);
      const [sent] = await rzp.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.id, waiting!.id));
      expect(sent!.providerRefundId).toBe(fake.refunds.get(waiting!.id)!.id);
      expect(
        [...fake.refunds.values()].filter((r) => r.payment_id === second.paymentId),
      ).toHaveLength(1);
    } finally {
      await rzp.close();
      await fake.close();
    }
  });
});
