/**
 * HTTP for the newsletter: the sign-up of the forms (home, footer; the checkout's box goes with
 * the order), the confirmation of the link in its mail, and unsubscribing, from the storefront
 * page's button or with one click from a mail client (the List-Unsubscribe-Post header).
 */
import { messageSchema } from '@shop/shared/http/errors';
import { newsletterMessages } from '@shop/shared/newsletter/messages';
import {
  confirmSubscriptionSchema,
  newsletterSchema,
  unsubscribeQuerySchema,
} from '@shop/shared/newsletter/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-scope';
import { limits } from '../../plugins/rate-limits';
import type { NewsletterService } from './newsletter.service';

export const SIGN_UPS_PER_HOUR = 20;
/**
 * Refused link tokens per client address and hour: the tokens are far too long to guess, this
 * keeps it so. Only refusals count, because one-click unsubscribes of many readers arrive from
 * the few addresses of the big mail providers.
 */
export const BAD_LINKS_PER_HOUR = 30;
/** The one rule of both link routes (confirm and unsubscribe). */
const badLinkLimit = (name: string) =>
  limits(newsletterMessages.tooManyBadLinks, {
    name,
    per: 'ip',
    max: BAD_LINKS_PER_HOUR,
    minutes: 60,
    failuresOnly: true,
  });

/** The one-click route's address, which mail clients POST to without a page of the shop. */
export const ONE_CLICK_UNSUBSCRIBE_ROUTE = '/api/newsletter/unsubscribe';

export default async function newsletterRoutes(
  fastify: FastifyInstance,
  { newsletter }: { newsletter: NewsletterService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A mail client's one click posts the form `List-Unsubscribe=One-Click` (urlencoded or
  // multipart); the token is in the address, so the body is only read, never used.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, body),
    );
  }

  app.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary:
          'Ask for the newsletter: a pending address gets a confirmation link (the same answer whatever the address)',
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
      return { message: newsletterMessages.checkInbox };
    },
  );

  app.post(
    '/api/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a sign-up with the token of its e-mail (again: the same success)',
        body: confirmSubscriptionSchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
      config: {
        rateLimit: badLinkLimit('newsletter-confirm'),
      },
    },
    async (request) => {
      await newsletter.confirm(request.body.token);
      return { message: newsletterMessages.confirmed };
    },
  );

  app.post(
    ONE_CLICK_UNSUBSCRIBE_ROUTE,
    {
      schema: {
        tags: ['newsletter'],
        summary:
          'Unsubscribe the address of the token, without signing in: the page’s button or a mail client’s one click',
        querystring: unsubscribeQuerySchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
      config: {
        rateLimit: badLinkLimit('newsletter-unsubscribe'),
      },
    },
    async (request) => {
      await newsletter.unsubscribe(request.query.token);
      return { message: newsletterMessages.unsubscribed };
    },
  );

  // A mail client without one-click support opens the header's address: it shows the page with
  // the button, and nothing changes on a GET (link scanners open every link).
  app.get(
    ONE_CLICK_UNSUBSCRIBE_ROUTE,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Send a browser that opened the one-click address to the unsubscribe page',
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 303: z.null() },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      return reply.redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, 303);
    },
  );
}
