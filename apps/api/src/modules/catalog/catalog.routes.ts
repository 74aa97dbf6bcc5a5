/** HTTP for the catalogue: categories, product lists with search and paging, one product. */
import etag from '@fastify/etag';
import { apiErrorSchema } from '@shop/shared/http/errors';
import {
  categorySchema,
  productListQuerySchema,
  productSchema,
} from '@shop/shared/catalog/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogService, ProductPage } from './catalog.service';

const tags = ['catalog'];
/** Browsers keep catalogue answers but ask again each time; the ETag makes that a cheap 304. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** X-Total-Count and an RFC 8288 Link header with first, prev, next and last pages. */
function setPagingHeaders(request: FastifyRequest, reply: FastifyReply, page: ProductPage) {
  reply.header('x-total-count', String(page.total));
  const lastPage = Math.max(1, Math.ceil(page.total / page.limit));
  const url = new URL(request.url, 'http://shop.local');
  const link = (n: number, rel: string) => {
    url.searchParams.set('page', String(n));
    url.searchParams.set('limit', String(page.limit));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page.page > 1) links.push(link(Math.min(page.page - 1, lastPage), 'prev'));
  if (page.page < lastPage) links.push(link(page.page + 1, 'next'));
  links.push(link(lastPage, 'last'));
  reply.header('link', links.join(', '));
}

export default async function catalogRoutes(
  fastify: FastifyInstance,
  { catalog }: { catalog: CatalogService },
) {
  await fastify.register(etag, { weak: true });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200)
      reply.header('cache-control', REVALIDATE);
  });

  app.get(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'All categories with their product counts',
        response: { 200: z.array(categorySchema) },
      },
    },
    async () => catalog.listCategories(),
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
        response: { 200: z.array(productSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await catalog.listProducts(request.query);
      setPagingHeaders(request, reply, page);
      return page.products;
    },
  );

  app.get(
    '/api/products/category/:categoryId',
    {
      schema: {
        tags,
        summary: "A category's products (by category id or slug)",
        params: z.object({ categoryId: z.string().max(200) }),
        response: { 200: z.array(productSchema), 404: apiErrorSchema },
      },
    },
    async (request) => catalog.listCategoryProducts(request.params.categoryId),
  );

  app.get(
    '/api/products/:productId',
    {
      schema: {
        tags,
        summary: 'One product (by id or slug)',
        params: z.object({ productId: z.string().max(200) }),
        response: { 200: productSchema, 404: apiErrorSchema },
      },
    },
    async (request) => catalog.getProduct(request.params.productId),
  );
}
