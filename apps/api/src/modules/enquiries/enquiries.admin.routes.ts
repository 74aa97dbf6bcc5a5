/**
 * HTTP for the back office's Enquiries screen: enquiries and quote requests together, and marking
 * one handled. Registered inside the back-office scope of app.ts, whose guard admits
 * administrators only.
 */
import {
  enquiryListItemSchema,
  enquiryListQuerySchema,
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
}
