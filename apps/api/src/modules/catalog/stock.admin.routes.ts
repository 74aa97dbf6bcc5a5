/**
 * HTTP for stock management in the back office (docs/decisions/050): the product list (every
 * status, docs/decisions/051) with stock levels, a product's adjustments and its history. Registered inside the back office's scope,
 * whose one guard lets only administrators through.
 */
import {
  adminProductListQuerySchema,
  adminProductSchema,
  stockAdjustmentAnswerSchema,
  stockAdjustmentSchema,
  stockHistoryQuerySchema,
  stockMovementSchema,
} from '@shop/shared/catalog/stock-movements';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { CatalogService } from './catalog.service';

const tags = ['catalog admin'];
const idParams = z.object({ id: z.string().max(200) });

export default async function stockAdminRoutes(
  fastify: FastifyInstance,
  { catalog }: { catalog: CatalogService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary:
          'Products in every status (or one) with their stock level, searched by name, SKU or MPN, filtered and sorted (administrators)',
        description:
          'Answers a JSON array; X-Total-Count and Link headers carry the paging (default page: 20). ?status=DRAFT|ACTIVE|ARCHIVED keeps one status; ?stock=low keeps the products at or below their low-stock threshold (out of stock included), ?stock=out those with none; ?sort=newest|stock-asc|stock-desc.',
        querystring: adminProductListQuerySchema,
        response: { 200: z.array(adminProductSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await catalog.listAdminProducts(request.query)),
  );

  app.post(
    '/api/products/admin/:id/stock-adjustments',
    {
      schema: {
        tags,
        summary: "Adjust a product's stock with a reason",
        description:
          'RESTOCK and RETURN add `quantity` units, DAMAGE removes them (a note is required), COUNT sets the stock to `count`. Stock never goes below zero (409). Written to the product\'s stock history with the staff member.',
        params: idParams,
        body: stockAdjustmentSchema,
        response: {
          201: stockAdjustmentAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await catalog.adjustStock(request.params.id, request.body, request.admin!.username),
        ),
  );

  app.get(
    '/api/products/admin/:id/stock-movements',
    {
      schema: {
        tags,
        summary: "A product's stock history, newest first",
        description:
          'Answers a JSON array; X-Total-Count and Link headers carry the paging (default page: 20).',
        params: idParams,
        querystring: stockHistoryQuerySchema,
        response: { 200: z.array(stockMovementSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await catalog.stockHistory(request.params.id, request.query)),
  );
}
