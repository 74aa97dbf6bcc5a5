/** Payments through HTTP: the sandbox's checkout, signatures, verify, webhook, and the real SDK. */
import { createHmac } from 'node:crypto';
import type { Product } from '@shop/shared/catalog/schemas';
import { orderMessages } from '@shop/shared/orders/messages';
import type { Order } from '@shop/shared/orders/schemas';
import { paymentMessages as m } from '@shop/shared/payments/messages';
import type { CreatePaymentAnswer } from '@shop/shared/payments/schemas';
import { eq } from 'drizzle-orm';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { signedInCustomer } from '../../../test/accounts-helpers';
import { startFakeRazorpay } from '../../../test/fake-razorpay';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder } from '../../../test/orders-helpers';
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

const settle = () => new Promise((r) => setTimeout(r, 400));
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
    await settle();
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
    await settle();
    expect(paidMails(user.email)).toHaveLength(1);
  });
});

describe('the Razorpay provider (official SDK against a local fake of its API)', () => {
  it('creates orders with the key pair and confirms payments by asking Razorpay', async () => {
    const fake = await startFakeRazorpay('rzp_test_fake', 'fake_secret_123');
    const rzp = await startTestApp({
      RAZORPAY_KEY_ID: 'rzp_test_fake',
      RAZORPAY_KEY_SECRET: 'fake_secret_123',
      RAZORPAY_WEBHOOK_SECRET: 'fake_webhook_secret',
      RAZORPAY_API_BASE_URL: fake.url,
    });
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
});
