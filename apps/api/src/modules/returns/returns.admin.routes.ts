/**
 * HTTP for the back office's Returns screen: the returns waiting (or any status), and staff's
 * moves of one. Registered inside the back-office scope, whose guard admits administrators only.
 */
import {
  adminReturnListQuerySchema,
  adminReturnSchema,
  returnUpdateSchema,
} from '@shop/shared/returns/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { ReturnsService } from './returns.service';

const tags = ['returns', 'admin'];

export default async function returnsAdminRoutes(
  fastify: FastifyInstance,
  { returns }: { returns: ReturnsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.get(
    '/api/admin/returns',
    {
      schema: {
        tags,
        summary: 'Returns, oldest first, with their customer and order (administrators)',
        description:
          'Answers a JSON array; X-Total-Count and Link headers carry the paging (default and largest page: 100). ?status= keeps one state; ?open=true the returns staff still have work on (REQUESTED, APPROVED, RECEIVED).',
        querystring: adminReturnListQuerySchema,
        response: { 200: z.array(adminReturnSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendPage(request, reply, await returns.list(request.query)),
  );

  app.patch(
    '/api/admin/returns/:id',
    {
      schema: {
        tags,
        summary: 'Move a return: approve, decline, receive, or record its refund made by hand',
        description:
          'REQUESTED → APPROVED | REJECTED (a note for the customer is required to decline); APPROVED → RECEIVED, which issues a credit note for the returned lines against the invoice, puts the units back in stock with `restock`, and for an order paid online asks Razorpay for the refund (the return turns REFUNDED when it is processed); RECEIVED → REFUNDED records money returned by hand (UPI, bank transfer with its reference, or cash). The move already made answers the return unchanged; any other is 409.',
        params: z.object({ id: z.string().max(100) }),
        body: returnUpdateSchema,
        response: { 200: adminReturnSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      returns.move(request.params.id, request.body, `admin:${request.admin!.username}`),
  );
}
