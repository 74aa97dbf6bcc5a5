/**
 * HTTP for the signed-in customer's address book, beside their profile under /api/user, and the
 * PIN code look-up the checkout fills the city and state from.
 */
import {
  addressBookMessages as m,
  addressBookSchema,
  addressIdSchema,
  pinLookupSchema,
  savedAddressInputSchema,
} from '@shop/shared/addresses/schemas';
import { PIN_CODE } from '@shop/shared/addresses/checks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { AddressesService } from './addresses.service';

const tags = ['addresses'];
const answers = { 200: addressBookSchema, ...errorResponses(400, 401, 404, 409) };
const params = z.object({ id: addressIdSchema });

export default async function addressesRoutes(
  fastify: FastifyInstance,
  { addresses }: { addresses: AddressesService },
) {
  await fastify.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.requireCustomer);
    noStore(app);

    app.get(
      '/api/user/addresses',
      { schema: { tags, summary: 'The saved addresses, newest first', response: answers } },
      async (request) => addresses.book(request.customer!._id),
    );

    app.post(
      '/api/user/addresses',
      {
        schema: {
          tags,
          summary: 'Save an address (the first becomes the default for billing and shipping)',
          body: savedAddressInputSchema,
          response: answers,
        },
      },
      async (request) => addresses.add(request.customer!._id, request.body),
    );

    app.put(
      '/api/user/addresses/:id',
      {
        schema: {
          tags,
          summary: 'Change a saved address or make it a default',
          params,
          body: savedAddressInputSchema,
          response: answers,
        },
      },
      async (request) => addresses.update(request.customer!._id, request.params.id, request.body),
    );

    app.delete(
      '/api/user/addresses/:id',
      { schema: { tags, summary: 'Delete a saved address', params, response: answers } },
      async (request) => addresses.remove(request.customer!._id, request.params.id),
    );
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/pin-codes/:pin',
    {
      schema: {
        tags,
        summary:
          "A PIN code's state, and its district as the city where India Post's directory has it",
        params: z.object({ pin: z.string().regex(PIN_CODE, m.pinUnknown) }),
        response: { 200: pinLookupSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = addresses.lookUpPin(request.params.pin);
      if (!found) throw notFound(m.pinUnknown);
      // The directory changes with a release of the shop, not by the day.
      reply.header('cache-control', 'public, max-age=86400');
      return found;
    },
  );
}
