/** HTTP for the catalogue: categories, product lists with search and paging, one product. */
import {
  categorySchema,
  productListQuerySchema,
  productSchema,
} from '@shop/shared/catalog/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogCache, ComputedAnswer } from './catalog-cache';
import { acceptsGzip, COMPRESS_THRESHOLD } from '../../lib/gzip';
import { pagingHeaders } from '../../lib/paging';
import { errorResponses } from '../../lib/route-scope';
import { effectiveListQuery, type EffectiveListQuery } from './catalog.service';
import type { CatalogService } from './catalog.service';

const tags = ['catalog'];
/** Browsers keep catalogue answers but ask again each time; the ETag makes that a cheap 304. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * A list query in one spelling: the parameters that change the answer, in a fixed order, a
 * default sort left out. The cache keys on it and the Link header pages from it, so an unknown
 * parameter (`?x=1`) or another order of the same ones finds the same answer.
 */
function listSearch(query: EffectiveListQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.category) search.set('category', query.category);
  if (query.onSale) search.set('onSale', 'true');
  if (query.sort !== (query.q ? 'relevance' : 'newest')) search.set('sort', query.sort);
  search.set('page', String(query.page));
  search.set('limit', String(query.limit));
  return search.toString();
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return Boolean(header && header.split(',').some((tag) => tag.trim() === etag));
}

export default async function catalogRoutes(
  fastify: FastifyInstance,
  { catalog, cache }: { catalog: CatalogService; cache: CatalogCache },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * Sends the kept answer (or a 304), computing it on a miss. `key` is the route and the
   * validated parameters its answer depends on, never the raw URL.
   */
  async function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<ComputedAnswer>,
  ) {
    const answer = await cache.answer(key, compute);
    reply.headers(answer.headers).header('etag', answer.etag).header('cache-control', REVALIDATE);
    reply.header('vary', 'accept-encoding');
    if (matchesEtag(request, answer.etag)) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    if (
      acceptsGzip(request.headers['accept-encoding']) &&
      answer.body.length >= COMPRESS_THRESHOLD
    ) {
      return reply.header('content-encoding', 'gzip').send(await answer.gzipped());
    }
    return reply.send(answer.body);
  }

  app.get(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'All categories with their product counts',
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, '/api/categories', async () => ({
        body: await catalog.listCategories(),
      })),
  );

  app.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Products: newest 100, or searched, filtered, sorted and paged',
        description:
          'Answers a JSON array. Paging metadata travels in X-Total-Count and Link headers.',
        querystring: productListQuerySchema,
        response: { 200: z.array(productSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const search = listSearch(effectiveListQuery(request.query));
      return sendCached(request, reply, `/api/products ${search}`, async () => {
        const page = await catalog.listProducts(request.query);
        return {
          body: page.products,
          headers: pagingHeaders({ url: `/api/products?${search}` }, page),
          products: page.products,
        };
      });
    },
  );

  app.get(
    '/api/products/category/:categoryId',
    {
      schema: {
        tags,
        summary: "A category's products (by category id or slug)",
        params: z.object({ categoryId: z.string().max(200) }),
        response: { 200: z.array(productSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        `/api/products/category/{categoryId} ${request.params.categoryId}`,
        async () => {
          const products = await catalog.listCategoryProducts(request.params.categoryId);
          return { body: products, products };
        },
      ),
  );

  app.get(
    '/api/products/:productId',
    {
      schema: {
        tags,
        summary: 'One product (by id or slug)',
        params: z.object({ productId: z.string().max(200) }),
        response: { 200: productSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        `/api/products/{productId} ${request.params.productId}`,
        async () => {
          const product = await catalog.getProduct(request.params.productId);
          return { body: product, products: [product] };
        },
      ),
  );
}
