/** HTTP for the newsletter forms (home, footer). The checkout's box goes with the order. */
import { messageSchema } from '@shop/shared/http/errors';
import { newsletterMessages } from '@shop/shared/newsletter/messages';
import { newsletterSchema } from '@shop/shared/newsletter/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-scope';
import { limits } from '../../plugins/rate-limits';
import type { NewsletterService } from './newsletter.service';

export const SIGN_UPS_PER_HOUR = 20;

export default async function newsletterRoutes(
  fastify: FastifyInstance,
  { newsletter }: { newsletter: NewsletterService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address to the newsletter (the same answer if it already is)',
        body: newsletterSchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
      config: {
        rateLimit: limits(newsletterMessages.tooMany, {
          name: 'newsletter',
          per: 'ip',
          max: SIGN_UPS_PER_HOUR,
          minutes: 60,
        }),
      },
    },
    async (request) => {
      await newsletter.subscribe(request.body.email);
      return { message: newsletterMessages.subscribed };
    },
  );
}
