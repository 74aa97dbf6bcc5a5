/**
 * HTTP for the back office's e-mails not sent. Registered inside the back-office scope of app.ts,
 * whose guard admits administrators only.
 */
import { failedMailSchema, failedMailsQuerySchema } from '@shop/shared/admin/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging';
import { errorResponses } from '../../lib/route-scope';
import type { MailDesk } from './mail-desk.service';

export default async function adminMailsRoutes(
  fastify: FastifyInstance,
  { mailDesk }: { mailDesk: MailDesk },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get(
    '/api/admin/emails/failed',
    {
      schema: {
        tags,
        summary: 'The e-mails the shop could not send after their last try (administrators)',
        description:
          'Newest first: every e-mail the outbox gave up on, whatever it concerned (orderId names the order when it concerns one), with its recipient, subject, tries and the last error. A JSON array; X-Total-Count and Link headers carry the paging (default and largest page: 100).',
        querystring: failedMailsQuerySchema,
        response: { 200: z.array(failedMailSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sendPage(request, reply, await mailDesk.failed(request.query));
    },
  );

  app.post(
    '/api/admin/emails/:id/resend',
    {
      schema: {
        tags,
        summary: 'Send again an e-mail the shop could not send (administrators)',
        description:
          'Only an e-mail that failed for good (409 otherwise; 404 for one that does not exist): it goes back in line and is tried again from its first attempt, now. Answers the e-mail as it now stands.',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: failedMailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => mailDesk.resend(request.params.id),
  );
}
