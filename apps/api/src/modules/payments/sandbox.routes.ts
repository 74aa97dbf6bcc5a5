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
  { sandbox }: { sandbox: SandboxProvider },
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
}
