/** HTTP for shoppers' promotions: the live ones (the Hot Deals page) and one with its products. */
import {
  promotionWithProductsSchema,
  publicPromotionSchema,
} from '@shop/shared/promotions/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-scope';
import type { PromotionsService } from './promotions.service';

const tags = ['promotions'];

export default async function promotionsRoutes(
  fastify: FastifyInstance,
  { promotions }: { promotions: PromotionsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/promotions',
    {
      schema: {
        tags,
        summary: 'The promotions running now, soonest end first',
        description:
          'Each with its real end and the number of products it covers that can be bought now.',
        response: { 200: z.array(publicPromotionSchema) },
      },
    },
    async () => promotions.listLive(),
  );

  app.get(
    '/api/promotions/:slug',
    {
      schema: {
        tags,
        summary: 'A running promotion with its products at their discounted prices',
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: promotionWithProductsSchema, ...errorResponses(404) },
      },
    },
    async (request) => promotions.liveWithProducts(request.params.slug),
  );
}
