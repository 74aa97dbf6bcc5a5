/**
 * HTTP for the back office's part in payments: refunding an order. Registered inside the
 * back-office scope, whose guard admits administrators only.
 */
import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY,
  refundInputSchema,
  refundMessages,
  refundSchema,
} from '@shop/shared/payments/refunds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-scope';
import type { PaymentsService } from './payments.service';

const tags = ['payments'];
const orderParams = z.object({ id: z.string().max(100) });

export default async function paymentsAdminRoutes(
  fastify: FastifyInstance,
  { payments }: { payments: PaymentsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/orders/admin/:id/refunds',
    {
      schema: {
        tags: ['admin', ...tags],
        summary: 'Refund part or all of what the order received',
        description:
          'Through Razorpay for an online payment (sent after the refund is recorded, settled by its webhook), or recorded as made by hand (UPI, bank transfer, cash) with its reference. At most what was received less earlier refunds that did not fail. A retry with the same Idempotency-Key header answers the same refund.',
        params: orderParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: refundInputSchema,
        response: { 201: refundSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw badRequest(refundMessages.idempotencyKeyInvalid);
      }
      const refund = await payments.refunds.refund(request.params.id, request.body, {
        idempotencyKey: key ?? randomUUID(),
        requestedBy: `admin:${request.admin!.username}`,
      });
      return reply.status(201).send(refund);
    },
  );
}
