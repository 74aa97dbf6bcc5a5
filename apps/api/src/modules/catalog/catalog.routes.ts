/** HTTP for the catalogue. */
import { categorySchema } from '@shop/shared/catalog/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogService } from './catalog.service';

export default async function catalogRoutes(
  fastify: FastifyInstance,
  { catalog }: { catalog: CatalogService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All categories with their product counts',
        response: { 200: z.array(categorySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60, must-revalidate');
      return catalog.listCategories();
    },
  );
}
