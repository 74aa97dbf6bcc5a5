/**
 * A local fake of Razorpay's orders, payments and refunds API, for tests of the real SDK path: the
 * SDK's HTTP client is pointed here instead of api.razorpay.com. It checks the key pair like
 * Razorpay, and refunds honour X-Refund-Idempotency and the amount left on the payment.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerId } from '../src/modules/payments/sandbox-provider';

interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  payments: Array<{ id: string; status: 'captured' | 'failed'; order_id: string; amount: number }>;
}

interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  speed: string;
  notes: Record<string, string>;
}

export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, FakeOrder>();
  /** Refunds by their idempotency key. */
  const refunds = new Map<string, FakeRefund>();
  /** `refundsDown`: Razorpay answers refund requests with 503, as in an outage. */
  const state = { refundsDown: false };
  const paymentOf = (id: string) =>
    [...orders.values()].flatMap((o) => o.payments).find((p) => p.id === id);
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== expectedAuth) {
      return send(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = request.url ?? '';
      if (request.method === 'POST' && url === '/v1/orders') {
        const body = JSON.parse(raw) as { amount: number; currency: string; receipt: string };
        if (!Number.isInteger(body.amount) || body.amount < 100) {
          return send(400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'The amount must be atleast INR 1.00',
            },
          });
        }
        const order: FakeOrder = { id: providerId('order'), ...body, payments: [] };
        orders.set(order.id, order);
        return send(200, {
          ...order,
          payments: undefined,
          entity: 'order',
          amount_paid: 0,
          status: 'created',
        });
      }
      const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url);
      if (request.method === 'POST' && refundOf && state.refundsDown) {
        return send(503, { error: { code: 'SERVER_ERROR', description: 'Service unavailable' } });
      }
      if (request.method === 'POST' && refundOf) {
        const body = JSON.parse(raw) as {
          amount: number;
          speed: string;
          notes: Record<string, string>;
        };
        const key = String(request.headers['x-refund-idempotency'] ?? '');
        const same = refunds.get(key);
        if (same) {
          if (same.payment_id !== refundOf[1] || same.amount !== body.amount) {
            return send(400, {
              error: {
                code: 'BAD_REQUEST_ERROR',
                description:
                  'Different request with the same idempotency key has already been processed.',
              },
            });
          }
          return send(200, { ...same, entity: 'refund', currency: 'INR' });
        }
        const payment = paymentOf(refundOf[1]!);
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_id === refundOf[1] && r.status !== 'failed')
          .reduce((total, r) => total + r.amount, 0);
        if (!payment || refunded + body.amount > payment.amount) {
          return send(400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: payment
                ? 'The total refund amount is greater than the refund payment amount'
                : 'The id provided does not exist',
            },
          });
        }
        const refund: FakeRefund = {
          id: providerId('rfnd'),
          payment_id: refundOf[1]!,
          amount: body.amount,
          status: 'pending',
          speed: body.speed,
          notes: body.notes,
        };
        if (key) refunds.set(key, refund);
        return send(200, { ...refund, entity: 'refund', currency: 'INR' });
      }
      const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url);
      if (request.method === 'GET' && match) {
        const order = orders.get(match[1]!);
        if (!order)
          return send(400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
          });
        return send(200, {
          entity: 'collection',
          count: order.payments.length,
          items: order.payments,
        });
      }
      send(404, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The requested URL was not found on the server.',
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** The settings that point a shop at this fake, with a webhook secret of its own. */
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: 'fake_webhook_secret',
      RAZORPAY_API_BASE_URL: url,
    },
    orders,
    refunds,
    state,
    /** What happens at Razorpay when the shopper pays: a captured payment on the order. */
    capture(orderId: string): string {
      const order = orders.get(orderId)!;
      const payment = {
        id: providerId('pay'),
        status: 'captured' as const,
        order_id: orderId,
        amount: order.amount,
      };
      order.payments.push(payment);
      return payment.id;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
