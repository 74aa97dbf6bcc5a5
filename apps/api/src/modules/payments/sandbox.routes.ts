/** The payment sandbox's own pages: its checkout script and its "Pay" button's call. */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { sourcePath } from '../../paths';
import type { SandboxProvider } from './sandbox-provider';

const checkoutScript = fs.readFileSync(sourcePath('modules/payments/sandbox-checkout.js'), 'utf8');

export default async function sandboxRoutes(
  fastify: FastifyInstance,
  {
    sandbox,
    deliverWebhook,
  }: {
    sandbox: SandboxProvider;
    /** Hands an event to the shop's webhook, as Razorpay's servers would post it. */
    deliverWebhook: (rawBody: string, signature: string) => Promise<unknown>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/sandbox/razorpay/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(checkoutScript),
  );

  app.post(
    '/sandbox/razorpay/pay',
    { schema: { hide: true, body: z.object({ order_id: z.string().min(1).max(100) }) } },
    async (request) => {
      const result = await sandbox.pay(request.body.order_id);
      if (!result) throw notFound('No such sandbox order');
      return result;
    },
  );

  // A tester settles a refund as the bank would: processed, or failed. Razorpay then calls the
  // shop's webhook, so the sandbox does too, with a body signed by the webhook secret.
  app.post(
    '/sandbox/razorpay/refunds/:refundId/:outcome',
    {
      schema: {
        hide: true,
        params: z.object({
          refundId: z.string().min(1).max(100),
          outcome: z.enum(['processed', 'failed']),
        }),
      },
    },
    async (request) => {
      const event = await sandbox.settleRefund(request.params.refundId, request.params.outcome);
      if (!event) throw notFound('No such sandbox refund');
      await deliverWebhook(event.body, event.signature);
      return { status: request.params.outcome };
    },
  );
}
