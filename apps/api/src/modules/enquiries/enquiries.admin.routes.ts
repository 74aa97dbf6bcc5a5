/**
 * HTTP for the back office's Enquiries screen: enquiries and quote requests together, marking
 * one handled, and its thread of replies e-mailed to the visitor. Registered inside the back-office scope of app.ts, whose guard admits
 * administrators only.
 */
import {
  enquiryListItemSchema,
  enquiryListQuerySchema,
  enquiryReplySchema,
  enquiryThreadMessageSchema,
  markHandledSchema,
} from '@shop/shared/enquiries/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { EnquiriesService } from './enquiries.service';

const tags = ['enquiries', 'admin'];

export default async function enquiriesAdminRoutes(
  fastify: FastifyInstance,
  { enquiries }: { enquiries: EnquiriesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.get(
    '/api/enquiry',
    {
      schema: {
        tags,
        summary: 'Enquiries and quote requests, newest first (administrators)',
        description:
          'Answers a JSON array; X-Total-Count and Link headers carry the paging (default and largest page: 100). Each item has its type: enquiry, or the kind of quote request (pcb, 3d-printing, enclosure, battery-pack, sourcing, support); ?type= shows one type only.',
        querystring: enquiryListQuerySchema,
        response: { 200: z.array(enquiryListItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendPage(request, reply, await enquiries.list(request.query)),
  );

  app.patch(
    '/api/enquiry/:id/handled',
    {
      schema: {
        tags,
        summary: 'Mark an enquiry or quote request handled, or new again (administrators)',
        params: z.object({ id: z.string().max(100) }),
        body: markHandledSchema,
        response: { 200: enquiryListItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => enquiries.markHandled(request.params.id, request.body.handled),
  );

  app.get(
    '/api/enquiry/:id/messages',
    {
      schema: {
        tags,
        summary:
          'The replies staff sent to an enquiry or quote request, oldest first (administrators)',
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: z.array(enquiryThreadMessageSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => enquiries.thread(request.params.id),
  );

  app.post(
    '/api/enquiry/:id/messages',
    {
      schema: {
        tags,
        summary: 'Reply to an enquiry or quote request by e-mail (administrators)',
        description:
          'The reply is kept in the thread with the administrator who wrote it, the item is marked handled, and the visitor is e-mailed the reply once it is stored.',
        params: z.object({ id: z.string().max(100) }),
        body: enquiryReplySchema,
        response: {
          201: z.object({ message: enquiryThreadMessageSchema, enquiry: enquiryListItemSchema }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const answer = await enquiries.reply(
        request.params.id,
        request.body.text,
        request.admin!.username,
      );
      return reply.code(201).send(answer);
    },
  );
}
