/**
 * HTTP for the back office's part in payments: an order's payment records, refunding an order,
 * and the refunds owed across orders. Registered inside the back-office scope, whose guard admits
 * administrators only.
 */
import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY,
  refundInputSchema,
  refundMessages,
  refundSchema,
} from '@shop/shared/payments/refunds';
import {
  paymentRecordSchema,
  refundOwedSchema,
  refundsOwedQuerySchema,
} from '@shop/shared/payments/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { sendPage } from '../../lib/paging';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { PaymentsService } from './payments.service';

const tags = ['payments'];
const orderParams = z.object({ id: z.string().max(100) });

export default async function paymentsAdminRoutes(
  fastify: FastifyInstance,
  { payments }: { payments: PaymentsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.get(
    '/api/orders/admin/:id/payments',
    {
      schema: {
        tags: ['admin', ...tags],
        summary: "The order's payment records (administrators)",
        description:
          'RAZORPAY: the provider order (order_…) the order is paid through, with the payment (pay_…) once the provider confirmed it (status RECEIVED, else AWAITING_PAYMENT); a change of total replaces the provider order before any payment, so there is at most one. COD: the cash collected at the door, once the order is DELIVERED. An empty list when nothing was paid or started.',
        params: orderParams,
        response: { 200: z.array(paymentRecordSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => payments.records(request.params.id),
  );

  app.get(
    '/api/admin/refunds',
    {
      schema: {
        tags: ['admin', ...tags],
        summary: 'The refunds still owed, across orders, newest first (administrators)',
        description:
          'PENDING refunds (on their way through Razorpay) and FAILED ones that no later refund of the same order (not failed itself) has made again; ?status=PENDING or FAILED for one of the two. Each carries its order (number, states, total, customer). A JSON array; X-Total-Count and Link headers carry the paging (default and largest page: 100).',
        querystring: refundsOwedQuerySchema,
        response: { 200: z.array(refundOwedSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await payments.refundsOwed.list(request.query)),
  );

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
