/**
 * HTTP for the orders desk of the back office: orders by status, and any one order. Registered
 * inside the back-office scope of app.ts, whose guard admits administrators only.
 */
import {
  adminOrderListQuerySchema,
  adminOrderSchema,
  createOrderNoteSchema,
  orderMailSchema,
  orderNoteSchema,
  orderSchema,
  shipmentSchema,
  trackingUpdateSchema,
} from '@shop/shared/orders/schemas';
import { ORDER_NOTE_MAX_LENGTH, deskStatuses } from '@shop/shared/orders/status';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { OrdersService } from './orders.service';
import { packingSlipHtml, type PackingSlipFacts } from './packing-slip';

const tags = ['orders', 'admin'];
const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.string().max(100) });

export default async function ordersAdminRoutes(
  fastify: FastifyInstance,
  {
    orders,
    dispatch,
  }: {
    orders: OrdersService;
    /** What the parcel's papers name besides the order: the shipper and the tax invoice. */
    dispatch: {
      shipper: PackingSlipFacts['shipper'];
      invoiceOf(orderId: string): Promise<PackingSlipFacts['invoice']>;
    };
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.get(
    '/api/orders/status/:status',
    {
      schema: {
        tags,
        summary: 'Orders in a status, searched and paged, newest first (administrators)',
        description:
          "Answers a JSON array; X-Total-Count and Link headers carry the paging (default and largest page: 100). ALL lists every order. ?q= finds a case-insensitive substring of the order id (the order number is its last 8 characters; a leading # is ignored), of the customer's first and last name or of their e-mail. With ?paymentStatus=REFUND_PENDING (and status CANCELLED): the cancelled orders whose payment the shop must refund.",
        params: z.object({ status: z.enum(deskStatuses) }),
        querystring: adminOrderListQuerySchema,
        response: { 200: z.array(adminOrderSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await orders.listByStatus(request.params.status, request.query)),
  );

  app.get(
    '/api/orders/admin/:id',
    {
      schema: {
        tags,
        summary: 'One order (administrators)',
        params: idParams,
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    async (request) => orders.getAny(request.params.id),
  );

  app.get(
    '/api/orders/admin/:id/emails',
    {
      schema: {
        tags,
        summary: "The e-mails an order's changes owed, newest first (administrators)",
        description:
          'Each e-mail to the customer or to the shop that a change of the order wrote to the outbox: its recipient and subject, whether it was sent (sentAt), is waiting for its next try (nextTryAt, after a failure: lastError says why) or failed for good after its last try.',
        params: idParams,
        response: { 200: z.array(orderMailSchema), ...errors },
      },
    },
    async (request) => orders.mailsOf(request.params.id),
  );

  app.post(
    '/api/orders/admin/:id/emails/:mailId/resend',
    {
      schema: {
        tags,
        summary: 'Send again an e-mail of the order that failed (administrators)',
        description:
          'Only an e-mail that failed for good (409 otherwise): it goes back in line and is tried again from its first attempt, now. Answers the e-mail as it now stands.',
        params: idParams.extend({ mailId: z.string().max(100) }),
        response: { 200: orderMailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => orders.resendMail(request.params.id, request.params.mailId),
  );

  app.post(
    '/api/orders/admin/:id/tracking',
    {
      schema: {
        tags,
        summary: "Add the courier's latest news to a shipped order's tracking (administrators)",
        description:
          '{status, location, date}: the status is a short label in the courier\'s words ("In transit"), not an order status; the location at most 120 characters; the date not in the future nor before the order was placed. Only while the order is SHIPPED or OUT_FOR_DELIVERY (409 otherwise). The owner\'s open pages receive orderUpdated and orderTrackingUpdate.',
        params: idParams,
        body: trackingUpdateSchema,
        response: { 201: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await orders.addTracking(request.params.id, request.body, request.admin?.username)),
  );

  app.put(
    '/api/orders/admin/:id/shipment',
    {
      schema: {
        tags,
        summary: "Correct a shipped order's courier or AWB number (administrators)",
        description:
          "{courier, trackingNumber}, checked as when the order ships. Only while the order is SHIPPED or OUT_FOR_DELIVERY (409 otherwise); an AWB number another order has of that courier is a 409. The same values change nothing. A correction adds a tracking entry saying what the number was, the owner's open pages receive orderUpdated and orderTrackingUpdate, and the customer is e-mailed the new details once.",
        params: idParams,
        body: shipmentSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      orders.correctShipment(request.params.id, request.body, request.admin?.username),
  );

  app.get(
    '/api/orders/admin/:id/notes',
    {
      schema: {
        tags,
        summary: "Staff's internal notes on an order, oldest first (administrators)",
        description: 'Never shown to the customer: no customer route or event carries them.',
        params: idParams,
        response: { 200: z.array(orderNoteSchema), ...errors },
      },
    },
    async (request) => orders.notesOf(request.params.id),
  );

  app.post(
    '/api/orders/admin/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add an internal note to an order (administrators)',
        description: `{text}: 1 to ${ORDER_NOTE_MAX_LENGTH} characters once trimmed. The author is the signed-in staff member.`,
        params: idParams,
        body: createOrderNoteSchema,
        response: { 201: orderNoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await orders.addNote(request.params.id, request.admin!.username, request.body)),
  );

  app.get(
    '/api/orders/admin/:id/packing-slip',
    {
      schema: {
        tags,
        summary: "The order's packing slip, a printable page to go in the parcel (administrators)",
        params: idParams,
        produces: ['text/html'],
        response: { 200: z.string().describe('The printable page (text/html)'), ...errors },
      },
    },
    async (request, reply) => {
      const order = await orders.getAny(request.params.id);
      const invoice = await dispatch.invoiceOf(order._id);
      return reply
        .type('text/html; charset=utf-8')
        .send(packingSlipHtml({ order, shipper: dispatch.shipper, invoice }));
    },
  );
}
