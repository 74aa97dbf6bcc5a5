/**
 * HTTP for payments: config, create, verify, Razorpay's webhook (raw body, signed), and an
 * order's refunds for its owner and staff (staff make them in payments.admin.routes.ts).
 */
import { orderSchema } from '@shop/shared/orders/schemas';
import { refundSchema } from '@shop/shared/payments/refunds';
import {
  createPaymentAnswerSchema,
  createPaymentSchema,
  paymentConfigSchema,
  verifyPaymentSchema,
} from '@shop/shared/payments/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepRawJsonBody } from '../../lib/raw-json-body';
import { errorResponses } from '../../lib/route-scope';
import { orderAccess } from '../orders/order-access.public';
import type { OrdersService } from '../orders/orders.service';
import type { PaymentsService } from './payments.service';

const orderParams = z.object({ id: z.string().max(100) });

const tags = ['payments'];
const errors = errorResponses(400, 401, 404, 409);

export default async function paymentsRoutes(
  fastify: FastifyInstance,
  { payments, orders }: { payments: PaymentsService; orders: OrdersService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const checkAccess = orderAccess(fastify, orders);

  app.get(
    '/api/orders/:id/refunds',
    {
      schema: {
        tags: ['orders', ...tags],
        summary: "The order's refunds, oldest first, with their state",
        params: orderParams,
        response: { 200: z.array(refundSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await checkAccess(request, request.params.id);
      return payments.refunds.list(request.params.id);
    },
  );

  app.get(
    '/api/payments/config',
    {
      schema: {
        tags,
        summary: 'Which checkout script the payment page loads',
        response: { 200: paymentConfigSchema },
      },
    },
    async () => payments.config(),
  );

  app.post(
    '/api/payments/create',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: "Create the provider order for an order's total",
        body: createPaymentSchema,
        response: { 200: createPaymentAnswerSchema, ...errors },
      },
    },
    async (request) => payments.create(request.customer!._id, request.body.orderId),
  );

  app.post(
    '/api/payments/verify',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: "Verify the checkout's signature and mark the order paid",
        body: verifyPaymentSchema,
        response: { 200: z.object({ message: z.string(), order: orderSchema }), ...errors },
      },
    },
    async (request) => payments.verify(request.customer!._id, request.body),
  );

  // The webhook is verified against its exact bytes, so this route keeps the raw body.
  await app.register(async (scope) => {
    keepRawJsonBody(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/webhook',
      {
        schema: {
          tags,
          summary: "Razorpay's webhook (X-Razorpay-Signature over the raw body)",
          response: { 200: z.object({ status: z.string() }), ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const signature = request.headers['x-razorpay-signature'];
        return payments.webhook(
          String(request.body ?? ''),
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
}
