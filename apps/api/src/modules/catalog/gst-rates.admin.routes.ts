/** HTTP for the back office's GST rate table: the rates by HSN code and day, and changes to them. */
import { messageSchema } from '@shop/shared/http/errors';
import {
  gstRateChangeParamsSchema,
  gstRateChangeSchema,
  gstRateRowSchema,
  gstRateScheduleSchema,
  gstRateTableMessages as m,
  hsnParamsSchema,
} from '@shop/shared/gst/rate-table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { CatalogService } from './catalog.service';

const tags = ['admin', 'gst rates'];
const errors = errorResponses(400, 401, 403);

export default async function gstRatesAdminRoutes(
  fastify: FastifyInstance,
  { catalog }: { catalog: CatalogService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  const rates = catalog.gstRates;

  app.get(
    '/api/gst/rates',
    {
      schema: {
        tags,
        summary: 'Every rate of the table: HSN code, rate and the day it applies from',
        response: { 200: z.array(gstRateRowSchema), ...errors },
      },
    },
    async () => rates.list(),
  );

  app.get(
    '/api/gst/rates/:hsnCode',
    {
      schema: {
        tags,
        summary: "An HSN code's rate in force today and its next change",
        params: hsnParamsSchema,
        response: { 200: gstRateScheduleSchema, ...errors },
      },
    },
    async (request) => rates.schedule(request.params.hsnCode),
  );

  app.post(
    '/api/gst/rates',
    {
      schema: {
        tags,
        summary: 'Set the rate of an HSN code from a day on (today or later)',
        description:
          'Orders placed from that day (India) copy the new rate; a change already set for the same day is replaced.',
        body: gstRateChangeSchema,
        response: { 201: gstRateScheduleSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await rates.set(request.body)),
  );

  app.delete(
    '/api/gst/rates/:hsnCode/:validFrom',
    {
      schema: {
        tags,
        summary: 'Withdraw a rate change whose day has not come',
        params: gstRateChangeParamsSchema,
        response: { 200: messageSchema, ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      await rates.withdraw(request.params.hsnCode, request.params.validFrom);
      return { message: m.changeWithdrawn };
    },
  );
}
