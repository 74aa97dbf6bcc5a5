/** Payments through HTTP: the sandbox's checkout, signatures, verify, webhook, and the real SDK. */
import { createHmac } from 'node:crypto';
import type { Product } from '@shop/shared/catalog/schemas';
import { orderMessages } from '@shop/shared/orders/messages';
import type { Order } from '@shop/shared/orders/schemas';
import { paymentMessages as m } from '@shop/shared/payments/messages';
import type { CreatePaymentAnswer } from '@shop/shared/payments/schemas';
import { eq } from 'drizzle-orm';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatRupees } from '@shop/shared/money';
import { orderPayments, orders, products } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { startFakeRazorpay } from '../../../test/fake-razorpay';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder, statusBody } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

const SANDBOX_SECRET = 'sandbox-secret-for-these-tests';
let t: TestApp;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp({ SANDBOX_KEY_SECRET: SANDBOX_SECRET });
  catalogue = (await t.client().get<Product[]>('/api/products')).body.filter(
    (p) => p.quantity >= 5,
  );
});
afterAll(async () => {
  await t?.close();
});

const stockOf = async (id: string) =>
  (
    await t.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id))
  )[0]!.q;
/** The order's row with what the payments module keeps of its payment. */
const orderRowIn = async (database: TestApp['database'], id: string) => {
  const [row] = await database.db
    .select()
    .from(orders)
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(eq(orders.id, id));
  return { ...row!.orders, ...row!.order_payments };
};
const orderRow = (id: string) => orderRowIn(t.database, id);
/** Makes an order look as if it was placed `minutes` ago: by default just past its payment window. */
const age = (id: string, minutes = 31) =>
  t.database.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(orders.id, id));
const mailsTo = (email: string, subject: RegExp) =>
  t.inbox.messages.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
const refundOf = (rupees: number) => `refund of ${formatRupees(rupees)}`;
const paidMails = (email: string) =>
  t.inbox.messages.filter(
    (mail) => mail.to.includes(email) && /Payment received/.test(mail.subject),
  );

async function razorpayOrder(client: HttpClient, product = catalogue[0]!) {
  const order = await placeOrder(client, product);
  await client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
  const created = await client.post<CreatePaymentAnswer>('/api/payments/create', {
    orderId: order._id,
    amount: order.totalAmount,
  });
  expect(created.status).toBe(200);
  return { order, payment: created.body };
}

/** What the sandbox checkout's "Pay" button does. */
async function sandboxPay(providerOrderId: string) {
  const answer = await t.client().post<{
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  }>('/sandbox/razorpay/pay', { order_id: providerOrderId });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('the sandbox provider', () => {
  it('tells the page which checkout script to load', async () => {
    expect((await t.client().get('/api/payments/config')).body).toEqual({
      provider: 'sandbox',
      checkoutScriptUrl: '/sandbox/razorpay/checkout.js',
      keyId: 'rzp_test_sandbox',
      codMaxAmount: 50_000,
      paymentWindowMinutes: 30,
    });
    const script = await fetch(`${t.url}/sandbox/razorpay/checkout.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.Razorpay = Razorpay');
  });

  it('creates one provider order for the order total, in paise', async () => {
    const { client } = await signedInCustomer(t);
    const { order, payment } = await razorpayOrder(client);
    expect(payment).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: Math.round(order.totalAmount * 100),
      currency: 'INR',
      keyId: 'rzp_test_sandbox',
      orderId: order._id,
    });
    const again = await client.post<CreatePaymentAnswer>('/api/payments/create', {
      orderId: order._id,
    });
    expect(again.body.id).toBe(payment.id);
  });

  it('signs as Razorpay does: the official SDK verifies it, one changed character fails', async () => {
    const { client } = await signedInCustomer(t);
    const { payment } = await razorpayOrder(client);
    const paid = await sandboxPay(payment.id);
    const expected = createHmac('sha256', SANDBOX_SECRET)
      .update(`${payment.id}|${paid.razorpay_payment_id}`)
      .digest('hex');
    expect(paid.razorpay_signature).toBe(expected);
    const ids = { order_id: payment.id, payment_id: paid.razorpay_payment_id };
    expect(validatePaymentVerification(ids, paid.razorpay_signature, SANDBOX_SECRET)).toBe(true);
    const tampered =
      paid.razorpay_signature.slice(0, -1) + (paid.razorpay_signature.endsWith('0') ? '1' : '0');
    expect(validatePaymentVerification(ids, tampered, SANDBOX_SECRET)).toBe(false);
  });

  it('verifies the payment once: ten replays change nothing and send one e-mail', async () => {
    const { client, user } = await signedInCustomer(t);
    const { order, payment } = await razorpayOrder(client);
    const paid = await sandboxPay(payment.id);
    const body = { ...paid, orderId: order._id, amount: order.totalAmount };
    const first = await client.post<{ message: string; order: Order }>(
      '/api/payments/verify',
      body,
    );
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(m.success);
    expect(first.body.order).toMatchObject({
      paymentStatus: 'PAID',
      status: 'PROCESSING',
      paymentMethod: 'RAZORPAY',
    });
    const updatedAt = first.body.order.updatedAt;
    for (let i = 0; i < 10; i++) {
      const replay = await client.post<{ order: Order }>('/api/payments/verify', body);
      expect(replay.status).toBe(200);
      expect(replay.body.order.updatedAt).toBe(updatedAt);
    }
    await client.post('/api/send-order-success-email', { orderId: order._id, status: 'COMPLETED' });
    await t.inbox.until(() => paidMails(user.email).length > 0);
    await t.app.settled();
    expect(paidMails(user.email)).toHaveLength(1);
  });

  it('refuses a bad signature, and a good one for another order', async () => {
    const { client } = await signedInCustomer(t);
    const { order, payment } = await razorpayOrder(client);
    const paid = await sandboxPay(payment.id);
    const bad = await client.post('/api/payments/verify', {
      ...paid,
      razorpay_signature: paid.razorpay_signature.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
      orderId: order._id,
    });
    expect(bad).toMatchObject({ status: 400, body: { message: m.badSignature } });

    const other = await razorpayOrder(client, catalogue[1]);
    const wrongOrder = await client.post('/api/payments/verify', {
      ...paid,
      orderId: other.order._id,
    });
    expect(wrongOrder).toMatchObject({ status: 400, body: { message: m.wrongOrder } });
    for (const id of [order._id, other.order._id]) {
      expect((await client.get<Order>(`/api/orders/${id}`)).body.paymentStatus).toBe('PENDING');
    }
  });

  it('completes a payment the page failed to verify, once the provider has it ("Mark Complete")', async () => {
    const { client } = await signedInCustomer(t);
    const { order, payment } = await razorpayOrder(client);
    const notYet = await client.patch(`/api/orders/${order._id}/status`, {
      paymentStatus: 'COMPLETED',
      status: 'PROCESSING',
    });
    expect(notYet).toMatchObject({
      status: 409,
      body: { message: orderMessages.paymentNotConfirmed },
    });
    await sandboxPay(payment.id); // the shopper paid, but the page never called verify
    const done = await client.patch<Order>(`/api/orders/${order._id}/status`, {
      paymentStatus: 'COMPLETED',
      status: 'PROCESSING',
    });
    expect(done.body).toMatchObject({ paymentStatus: 'COMPLETED', status: 'PROCESSING' });
  });

  it('refuses Razorpay below ₹1.00, and paying an order twice', async () => {
    const { client } = await signedInCustomer(t);
    const cheap = catalogue[2]!;
    await t.database.db.update(products).set({ pricePaise: 50 }).where(eq(products.id, cheap._id));
    const order = await placeOrder(client, { ...cheap, price: 0.5 });
    const answer = await client.post('/api/payments/create', { orderId: order._id, amount: 0.5 });
    expect(answer).toMatchObject({ status: 400, body: { message: m.minimumAmount } });

    const { order: paidOrder, payment } = await razorpayOrder(client, catalogue[3]);
    const paid = await sandboxPay(payment.id);
    await client.post('/api/payments/verify', { ...paid, orderId: paidOrder._id });
    const twice = await client.post('/api/payments/create', { orderId: paidOrder._id });
    expect(twice).toMatchObject({ status: 409, body: { message: orderMessages.alreadyPaid } });
  });

  it('takes the webhook only with a valid signature, once', async () => {
    const { client, user } = await signedInCustomer(t);
    const { order, payment } = await razorpayOrder(client);
    const paid = await sandboxPay(payment.id);
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: paid.razorpay_payment_id, order_id: payment.id, status: 'captured' },
        },
      },
    });
    const post = (signature: string) =>
      t.client().request('POST', '/api/payments/webhook', {
        body: raw,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      });
    const wrong = await post(createHmac('sha256', 'not-the-secret').update(raw).digest('hex'));
    expect(wrong).toMatchObject({ status: 400, body: { message: m.badSignature } });
    expect((await client.get<Order>(`/api/orders/${order._id}`)).body.paymentStatus).toBe(
      'PENDING',
    );

    const signature = createHmac('sha256', SANDBOX_SECRET).update(raw).digest('hex');
    for (let i = 0; i < 10; i++) expect((await post(signature)).status).toBe(200);
    expect((await client.get<Order>(`/api/orders/${order._id}`)).body).toMatchObject({
      paymentStatus: 'PAID',
      status: 'PROCESSING',
    });
    await t.inbox.until(() => paidMails(user.email).length > 0);
    await t.app.settled();
    expect(paidMails(user.email)).toHaveLength(1);
  });
});

/** Razorpay's webhook for a captured payment, signed with the sandbox's secret. */
function postCapturedWebhook(providerOrderId: string, paymentId: string) {
  const raw = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: paymentId, order_id: providerOrderId, status: 'captured' } },
    },
  });
  return t.client().request('POST', '/api/payments/webhook', {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', SANDBOX_SECRET).update(raw).digest('hex'),
    },
  });
}

describe('a payment for a cancelled order', () => {
  const refundMails = (email: string) => mailsTo(email, /refund/i);

  it('after the customer cancelled, verify records it, keeps the order cancelled and owes a refund', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = catalogue[4]!;
    const before = await stockOf(product._id);
    const { order, payment } = await razorpayOrder(client, product);
    const paid = await sandboxPay(payment.id); // the shopper pays in one tab...
    const cancelled = await client.patch<Order>(`/api/orders/${order._id}/cancel`, {}); // ...cancels in another
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(await stockOf(product._id)).toBe(before);
    const warn = vi.spyOn(t.app.log, 'warn');

    const body = { ...paid, orderId: order._id };
    const verified = await client.post<{ message: string; order: Order }>(
      '/api/payments/verify',
      body,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(m.paidAfterCancel(order.totalAmount));
    expect(verified.body.order).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
    });
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/payments/verify', body)).status).toBe(200);
    }
    // The "Mark Complete" fallback and the confirmation e-mail change nothing either.
    await client.patch(`/api/orders/${order._id}/status`, {
      paymentStatus: 'COMPLETED',
      status: 'PROCESSING',
    });
    await client.post('/api/send-order-success-email', { orderId: order._id });

    const row = await orderRow(order._id);
    expect(row).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
      providerPaymentId: paid.razorpay_payment_id,
    });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await stockOf(product._id)).toBe(before);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls[0])).toContain(order._id);
    expect(JSON.stringify(warn.mock.calls[0])).toContain(paid.razorpay_payment_id);
    warn.mockRestore();

    await t.app.settled();
    const mails = refundMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(refundOf(order.totalAmount));
    expect(paidMails(user.email)).toHaveLength(0);
    expect(mailsTo(user.email, /placed/i)).toHaveLength(0);

    const admin = await adminClient(t);
    const owed = await admin.get<Order[]>(
      '/api/orders/status/CANCELLED?paymentStatus=REFUND_PENDING',
    );
    expect(owed.status).toBe(200);
    expect(owed.body.map((o) => o._id)).toContain(order._id);
    expect(owed.body.every((o) => o.paymentStatus === 'REFUND_PENDING')).toBe(true);
    const badFilter = await admin.get('/api/orders/status/CANCELLED?paymentStatus=OWED');
    expect(badFilter.status).toBe(400);
    expect((await admin.get<Order>(`/api/orders/admin/${order._id}`)).body).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
    });
  });

  it('after the expiry of its payment window cancelled it, the webhook records it once and owes a refund', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = catalogue[5]!;
    const before = await stockOf(product._id);
    const { order, payment } = await razorpayOrder(client, product);
    await age(order._id);
    await t.app.housekeeping();
    expect((await orderRow(order._id)).status).toBe('CANCELLED');
    expect(await stockOf(product._id)).toBe(before);

    const paid = await sandboxPay(payment.id); // the checkout stayed open past the expiry
    for (let i = 0; i < 5; i++) {
      expect((await postCapturedWebhook(payment.id, paid.razorpay_payment_id)).status).toBe(200);
    }
    expect(await orderRow(order._id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
      providerPaymentId: paid.razorpay_payment_id,
    });
    expect(await stockOf(product._id)).toBe(before);
    await t.app.settled();
    expect(refundMails(user.email)).toHaveLength(1);
    expect(paidMails(user.email)).toHaveLength(0);
  });

  it('a paid order that is then cancelled owes a refund, and the cancel e-mail says so', async () => {
    const { client, user } = await signedInCustomer(t);
    const { order, payment } = await razorpayOrder(client, catalogue[6]);
    const paid = await sandboxPay(payment.id);
    await client.post('/api/payments/verify', { ...paid, orderId: order._id });
    const cancelled = await client.patch<Order>(`/api/orders/${order._id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUND_PENDING' });

    // The administrators' cancel of a paid order is the same.
    const other = await razorpayOrder(client, catalogue[7]);
    const otherPaid = await sandboxPay(other.payment.id);
    await client.post('/api/payments/verify', { ...otherPaid, orderId: other.order._id });
    const admin = await adminClient(t);
    const byAdmin = await admin.patch<Order>(`/api/orders/${other.order._id}/status`, {
      status: 'CANCELLED',
      reason: 'Out of stock at the warehouse',
    });
    expect(byAdmin.body).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUND_PENDING' });

    await t.app.settled();
    const mails = mailsTo(user.email, /cancelled/i);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.body).toMatch(/refund/i);
    expect(mails.map((mail) => mail.body).join('\n')).toContain(refundOf(order.totalAmount));
  });

  it('a cancel racing a verify ends cancelled with a refund owed and the stock back once, whichever wins', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = catalogue[13]!;
    const before = await stockOf(product._id);
    const placed = [];
    // As many as one customer may hold unpaid at once.
    for (let i = 0; i < 3; i++) placed.push(await razorpayOrder(client, product));
    await Promise.all(
      placed.map(async ({ order, payment }) => {
        const paid = await sandboxPay(payment.id);
        const [cancel, verify] = await Promise.all([
          client.patch(`/api/orders/${order._id}/cancel`, {}),
          client.post('/api/payments/verify', { ...paid, orderId: order._id }),
        ]);
        expect([cancel.status, verify.status]).toEqual([200, 200]);
        expect(await orderRow(order._id)).toMatchObject({
          status: 'CANCELLED',
          paymentStatus: 'REFUND_PENDING',
          providerPaymentId: paid.razorpay_payment_id,
        });
      }),
    );
    expect(await stockOf(product._id)).toBe(before);
    await t.app.settled();
    // One e-mail that promises the refund per order: the cancel's or the late payment's.
    const refunds = t.inbox.messages.filter(
      (mail) => mail.to.includes(user.email) && /refund of/.test(mail.body),
    );
    expect(refunds).toHaveLength(3);
  });

  it('an unpaid cancelled order owes nothing and its e-mail promises no refund', async () => {
    const { client, user } = await signedInCustomer(t);
    const { order } = await razorpayOrder(client, catalogue[8]);
    const cancelled = await client.patch<Order>(`/api/orders/${order._id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    await t.app.settled();
    const mails = mailsTo(user.email, /cancelled/i);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).not.toMatch(/refund/i);
  });
});

describe('an online payment for an order already paid in cash', () => {
  it('is recorded as a refund owed, logged and told to the customer once', async () => {
    const { client, user } = await signedInCustomer(t);
    const { order, payment } = await razorpayOrder(client, catalogue[7]);
    // The checkout stays open in one tab; in another the shopper switches to cash on delivery.
    const cod = await client.patch<Order>(`/api/orders/${order._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });
    expect(cod.body.paymentMethod).toBe('COD');
    const admin = await adminClient(t);
    for (const status of ['SHIPPED', 'DELIVERED']) {
      expect(
        (await admin.patch(`/api/orders/${order._id}/status`, statusBody(status))).status,
      ).toBe(200);
    }
    expect((await orderRow(order._id)).paymentStatus).toBe('PAID'); // cash at the door
    const warn = vi.spyOn(t.app.log, 'warn');

    const paid = await sandboxPay(payment.id); // ...and the forgotten tab's payment goes through
    const body = { ...paid, orderId: order._id };
    const verified = await client.post<{ message: string; order: Order }>(
      '/api/payments/verify',
      body,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(m.paidTwice(order.totalAmount));
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/payments/verify', body)).status).toBe(200);
      expect((await postCapturedWebhook(payment.id, paid.razorpay_payment_id)).status).toBe(200);
    }
    expect(await orderRow(order._id)).toMatchObject({
      status: 'DELIVERED',
      paymentMethod: 'COD',
      paymentStatus: 'REFUND_PENDING',
      providerPaymentId: paid.razorpay_payment_id,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls[0])).toContain(paid.razorpay_payment_id);
    warn.mockRestore();

    await t.app.settled();
    const mails = mailsTo(user.email, /second payment/i);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(refundOf(order.totalAmount));
    expect(paidMails(user.email)).toHaveLength(0);
  });
});

describe('the expiry of unpaid Razorpay orders', () => {
  it('asks the provider first: a captured payment confirms the order instead of cancelling it', async () => {
    const { client, user } = await signedInCustomer(t);
    const product = catalogue[9]!;
    const { order, payment } = await razorpayOrder(client, product);
    const reserved = await stockOf(product._id);
    await sandboxPay(payment.id); // paid, but the page never called verify and no webhook came
    const unpaid = await razorpayOrder(client, catalogue[10]);
    await age(order._id);
    await age(unpaid.order._id);

    await t.app.housekeeping();
    expect(await orderRow(order._id)).toMatchObject({
      status: 'PROCESSING',
      paymentStatus: 'COMPLETED',
    });
    expect(await stockOf(product._id)).toBe(reserved);
    expect((await orderRow(unpaid.order._id)).status).toBe('CANCELLED');
    await t.inbox.until(() => paidMails(user.email).length > 0);
    await t.app.settled();
    expect(paidMails(user.email)).toHaveLength(1);
  });
});

describe('two payment attempts at once', () => {
  it('ten concurrent creates share one provider order, and paying it confirms the order', async () => {
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, catalogue[11]!);
    await client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post<CreatePaymentAnswer>('/api/payments/create', { orderId: order._id }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect((await orderRow(order._id)).providerOrderId).toBe(id);

    const paid = await sandboxPay(id!);
    const verified = await client.post<{ order: Order }>('/api/payments/verify', {
      ...paid,
      orderId: order._id,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.order).toMatchObject({ status: 'PROCESSING', paymentStatus: 'PAID' });
  });

  it('does not reuse a provider order made for another amount', async () => {
    const { client } = await signedInCustomer(t);
    const { order, payment } = await razorpayOrder(client, catalogue[12]);
    // A provider order whose amount is not the order's total (as if the total had changed).
    await t.database.db
      .update(orders)
      .set({ totalPaise: Math.round(order.totalAmount * 100) + 100 })
      .where(eq(orders.id, order._id));
    const again = await client.post<CreatePaymentAnswer>('/api/payments/create', {
      orderId: order._id,
    });
    expect(again.status).toBe(200);
    expect(again.body.id).not.toBe(payment.id);
    expect(again.body.amount).toBe(Math.round(order.totalAmount * 100) + 100);
    expect((await orderRow(order._id)).providerOrderId).toBe(again.body.id);
  });
});

describe('the Razorpay provider (official SDK against a local fake of its API)', () => {
  it('creates orders with the key pair and confirms payments by asking Razorpay', async () => {
    const fake = await startFakeRazorpay('rzp_test_fake', 'fake_secret_123');
    const rzp = await startTestApp(fake.env);
    try {
      expect((await rzp.client().get('/api/payments/config')).body).toMatchObject({
        provider: 'razorpay',
        checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
        keyId: 'rzp_test_fake',
      });
      expect((await fetch(`${rzp.url}/sandbox/razorpay/checkout.js`)).status).toBe(404);
      const { client } = await signedInCustomer(rzp);
      const product = (await rzp.client().get<Product[]>('/api/products')).body.find(
        (p) => p.quantity > 2,
      )!;
      const order = await placeOrder(client, product);
      const created = await client.post<CreatePaymentAnswer>('/api/payments/create', {
        orderId: order._id,
      });
      expect(created.status).toBe(200);
      expect(fake.orders.get(created.body.id)).toMatchObject({
        amount: Math.round(order.totalAmount * 100),
        receipt: order._id,
      });

      const notPaid = await client.patch(`/api/orders/${order._id}/status`, {
        paymentStatus: 'COMPLETED',
        status: 'PROCESSING',
      });
      expect(notPaid.status).toBe(409);

      const paymentId = fake.capture(created.body.id);
      const signature = createHmac('sha256', 'fake_secret_123')
        .update(`${created.body.id}|${paymentId}`)
        .digest('hex');
      const verified = await client.post<{ order: Order }>('/api/payments/verify', {
        razorpay_payment_id: paymentId,
        razorpay_order_id: created.body.id,
        razorpay_signature: signature,
        orderId: order._id,
      });
      expect(verified.status).toBe(200);
      expect(verified.body.order.paymentStatus).toBe('PAID');
    } finally {
      await rzp.close();
      await fake.close();
    }
  });

  it('shares one provider order between concurrent creates, and skips the expiry while Razorpay cannot be asked', async () => {
    const fake = await startFakeRazorpay('rzp_test_fake', 'fake_secret_123');
    const rzp = await startTestApp(fake.env);
    try {
      const { client } = await signedInCustomer(rzp);
      const product = (await rzp.client().get<Product[]>('/api/products')).body.find(
        (p) => p.quantity > 5,
      )!;
      const order = await placeOrder(client, product);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          client.post<CreatePaymentAnswer>('/api/payments/create', { orderId: order._id }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const ids = new Set(answers.map((a) => a.body.id));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      const row = await orderRowIn(rzp.database, order._id);
      expect(row.providerOrderId).toBe(id);
      const paymentId = fake.capture(id!);
      const verified = await client.post<{ order: Order }>('/api/payments/verify', {
        razorpay_payment_id: paymentId,
        razorpay_order_id: id,
        razorpay_signature: createHmac('sha256', 'fake_secret_123')
          .update(`${id}|${paymentId}`)
          .digest('hex'),
        orderId: order._id,
      });
      expect(verified.body.order).toMatchObject({ status: 'PROCESSING', paymentStatus: 'PAID' });

      // Razorpay unreachable: a stale order is neither cancelled nor confirmed this round.
      const stale = await placeOrder(client, product);
      await client.post('/api/payments/create', { orderId: stale._id });
      await rzp.database.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
        .where(eq(orders.id, stale._id));
      await fake.close();
      expect((await rzp.app.housekeeping()).expiredOrders).toBe(0);
      const [after] = await rzp.database.db.select().from(orders).where(eq(orders.id, stale._id));
      expect(after).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });
    } finally {
      await rzp.close();
      await fake.close();
    }
  });
});
