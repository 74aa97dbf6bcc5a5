/**
 * HTTP for the back office's promotions: every one with its status, create, edit, end now.
 * Registered inside the back office's scope, whose one guard lets only administrators through.
 */
import { adminPromotionSchema, promotionInputSchema } from '@shop/shared/promotions/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { PromotionsService } from './promotions.service';

const tags = ['admin', 'promotions'];
const errors = errorResponses(400, 401, 403);
const idParams = z.object({ id: z.string().max(200) });

export default async function promotionsAdminRoutes(
  fastify: FastifyInstance,
  { promotions }: { promotions: PromotionsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.get(
    '/api/admin/promotions',
    {
      schema: {
        tags,
        summary: 'Every promotion, live, upcoming and ended, latest start first',
        response: { 200: z.array(adminPromotionSchema), ...errors },
      },
    },
    async () => promotions.list(),
  );

  app.post(
    '/api/admin/promotions',
    {
      schema: {
        tags,
        summary: 'Create a promotion on a list of products or one category',
        body: promotionInputSchema,
        response: { 201: adminPromotionSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.status(201).send(await promotions.create(request.body)),
  );

  app.put(
    '/api/admin/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Replace a promotion: its texts, discount, what it covers and when',
        params: idParams,
        body: promotionInputSchema,
        response: { 200: adminPromotionSchema, ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request) => promotions.update(request.params.id, request.body),
  );

  app.post(
    '/api/admin/promotions/:id/end',
    {
      schema: {
        tags,
        summary: 'End a live or upcoming promotion now',
        params: idParams,
        response: { 200: adminPromotionSchema, ...errors, ...errorResponses(404, 409) },
      },
    },
    async (request) => promotions.end(request.params.id),
  );
}
