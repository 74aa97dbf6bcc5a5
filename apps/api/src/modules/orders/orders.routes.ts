/**
 * HTTP for the customer's orders. The back office's order routes are in orders.admin.routes.ts;
 * only the status change stays here, because customers and administrators share its URL.
 */
import { messageSchema } from '@shop/shared/http/errors';
import { orderMessages } from '@shop/shared/orders/messages';
import { isPaid } from '@shop/shared/orders/status';
import {
  type Order,
  cancelOrderSchema,
  createOrderSchema,
  orderEmailSchema,
  orderSchema,
  updateOrderStatusSchema,
} from '@shop/shared/orders/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { errorResponses, noStore } from '../../lib/route-scope';
import { adminTokenOf } from '../../plugins/auth';
import { limits } from '../../plugins/rate-limits';
import type { NewsletterService } from '../newsletter/newsletter.service';
import type { OrdersService } from './orders.service';

/** The payments module's check of a payment the customer says is complete. */
interface PaymentConfirmation {
  confirmPaid(userId: string, orderId: string): Promise<Order>;
}

const tags = ['orders'];
const errors = errorResponses(400, 401, 403, 404, 409);
const placeErrors = errorResponses(400, 401, 403, 404, 409, 429);
const idParams = z.object({ id: z.string().max(100) });

export default async function ordersRoutes(
  fastify: FastifyInstance,
  {
    orders,
    payments,
    newsletter,
  }: { orders: OrdersService; payments: PaymentConfirmation; newsletter?: NewsletterService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const { placementsPerHourPerCustomer, placementsPerHourPerIp } = orders.limits;

  app.post(
    '/api/orders',
    {
      onRequest: app.requireCustomer,
      config: {
        // Each placement locks stock rows and holds stock: per customer, and per address for
        // the accounts one script may hold; refused tries count too
        // (docs/decisions/034-stock-hoarding.md).
        rateLimit: limits(
          orderMessages.tooManyPlacements,
          {
            name: 'place-order',
            per: 'customer',
            max: placementsPerHourPerCustomer,
            minutes: 60,
          },
          { name: 'place-order-ip', per: 'ip', max: placementsPerHourPerIp, minutes: 60 },
        ),
      },
      schema: {
        tags,
        summary: 'Place an order from the cart',
        description:
          'Refused with 409 above the units of one product an order may hold, or when the customer already has the most open orders allowed (unpaid, or cash on delivery not yet shipped); 429 past the hourly number of placements per customer or per address.',
        body: createOrderSchema,
        response: { 201: orderSchema, ...placeErrors },
      },
    },
    async (request, reply) => {
      const order = await orders.place(request.customer!, request.body);
      if (request.body.subscribe && newsletter) {
        // The order stands whatever happens here: a sign-up that fails is only logged.
        await newsletter.subscribe(request.body.billingAddress.email).catch((error: unknown) => {
          request.log.warn({ err: error }, 'newsletter sign-up with the order failed');
        });
      }
      return reply.status(201).send(order);
    },
  );

  for (const url of ['/api/orders', '/api/orders/my-orders']) {
    app.get(
      url,
      {
        onRequest: app.requireCustomer,
        schema: {
          tags,
          summary: 'Your orders, newest first',
          response: { 200: z.array(orderSchema), ...errorResponses(401) },
        },
      },
      async (request) => orders.listOwn(request.customer!._id),
    );
  }

  app.get(
    '/api/orders/:id',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'One of your orders',
        params: idParams,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => orders.get(request.customer!._id, request.params.id),
  );

  app.patch(
    '/api/orders/:id/status',
    {
      schema: {
        tags,
        summary:
          'Choose the payment method, confirm a payment, or (administrators) move the status',
        description:
          'Customers: {paymentMethod: "COD", paymentStatus: "PENDING", status: "PROCESSING"}, {paymentMethod: "RAZORPAY"}, or {paymentStatus: "COMPLETED", status: "PROCESSING"} (checked with the provider). Administrators (Bearer token or admin cookie): {status, reason?}, recorded on the order\'s timeline with their username; CANCELLED requires a reason (400 without one), which the customer\'s e-mail carries; SHIPPED requires {courier, trackingNumber} (the AWB number: letters and digits, 6 to 30), and an AWB number already on another order of the same courier answers 409.',
        params: idParams,
        body: updateOrderStatusSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      // The customer's bodies carry a payment field; {status} alone is the administrators'.
      // (Staff signed in to both in one browser still pay for their own orders as customers.)
      const customerBody =
        request.body.paymentMethod !== undefined || request.body.paymentStatus !== undefined;
      if (!customerBody && adminTokenOf(request)) {
        await app.requireAdmin(request);
        const { status, courier, trackingNumber, reason } = request.body;
        if (!status) throw badRequest('Choose a status');
        return orders.adminSetStatus(
          request.params.id,
          status,
          { courier, trackingNumber },
          { name: request.admin!.username, reason },
        );
      }
      await app.requireCustomer(request);
      const { paymentMethod, paymentStatus } = request.body;
      if (paymentMethod === undefined && paymentStatus && isPaid(paymentStatus)) {
        return payments.confirmPaid(request.customer!._id, request.params.id);
      }
      return orders.customerUpdate(request.customer!._id, request.params.id, request.body);
    },
  );

  app.patch(
    '/api/orders/:id/cancel',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'Cancel your order (PENDING or PROCESSING)',
        description: 'An optional {reason} is kept with the cancel and repeated in the e-mail.',
        params: idParams,
        body: cancelOrderSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      orders.cancel(request.customer!._id, request.params.id, request.body?.reason),
  );

  app.post(
    '/api/send-order-success-email',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: 'E-mail the order confirmation (once per order)',
        body: orderEmailSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await orders.sendConfirmation(request.customer!._id, request.body.orderId);
      return { message: orderMessages.emailSent };
    },
  );
}
