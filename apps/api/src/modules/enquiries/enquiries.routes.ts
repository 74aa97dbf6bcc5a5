/**
 * HTTP for what visitors send the shop: business enquiries, contact messages and quote and
 * support requests. The
 * back office's list is in enquiries.admin.routes.ts.
 */
import { enquiryMessages } from '@shop/shared/enquiries/messages';
import { contactMessageSchema, enquirySchema } from '@shop/shared/enquiries/schemas';
import { quoteMessages } from '@shop/shared/quotes/messages';
import { quoteRequestSchema } from '@shop/shared/quotes/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-scope';
import { limits } from '../../plugins/rate-limits';
import type { EnquiriesService } from './enquiries.service';

/** Enough for a busy office behind one address; a script filling the shop's inbox is stopped. */
export const SUBMISSIONS_PER_HOUR = 10;
const hourlyLimit = (message: string, name: string) =>
  limits(message, { name, per: 'ip', max: SUBMISSIONS_PER_HOUR, minutes: 60 });

const receivedSchema = z.object({ message: z.string(), _id: z.string() });
const errors = errorResponses(400, 429);

export default async function enquiriesRoutes(
  fastify: FastifyInstance,
  { enquiries }: { enquiries: EnquiriesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/enquiry',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'Send a business enquiry (it is e-mailed to the shop)',
        body: enquirySchema,
        response: { 201: receivedSchema, ...errors },
      },
      config: { rateLimit: hourlyLimit(enquiryMessages.tooMany, 'enquiry') },
    },
    async (request, reply) => {
      const enquiry = await enquiries.submitEnquiry(request.body);
      return reply.status(201).send({ message: enquiryMessages.success, _id: enquiry._id });
    },
  );

  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['enquiries'],
        summary:
          'Send the shop a message from the contact form (e-mailed to the shop; the sender gets an acknowledgement)',
        body: contactMessageSchema,
        response: { 201: receivedSchema, ...errors },
      },
      config: { rateLimit: hourlyLimit(enquiryMessages.tooMany, 'contact') },
    },
    async (request, reply) => {
      const message = await enquiries.submitContact(request.body);
      return reply.status(201).send({ message: enquiryMessages.contactSuccess, _id: message._id });
    },
  );

  app.post(
    '/api/quotes',
    {
      schema: {
        tags: ['enquiries'],
        summary: 'Ask for a quote for a service, or for technical support (e-mailed to the shop)',
        description:
          'kind is one of pcb, 3d-printing, enclosure, battery-pack, sourcing, support; each kind has the fields of its form.',
        body: quoteRequestSchema,
        response: { 201: receivedSchema, ...errors },
      },
      config: { rateLimit: hourlyLimit(quoteMessages.tooMany, 'quote') },
    },
    async (request, reply) => {
      const quote = await enquiries.submitQuote(request.body);
      const message =
        request.body.kind === 'support' ? quoteMessages.supportSent : quoteMessages.quoteSent;
      return reply.status(201).send({ message, _id: quote._id });
    },
  );
}
