/**
 * HTTP for products in bulk as CSV (docs/decisions/055): the export, the import's preview (the
 * file as a text/csv body) and its apply. Registered inside the back office's scope, whose one
 * guard lets only administrators through.
 */
import { Readable } from 'node:stream';
import {
  MAX_IMPORT_BYTES,
  importApplySchema,
  importPreviewSchema,
  importResultSchema,
  productImportMessages as m,
} from '@shop/shared/catalog/product-import';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { CatalogService } from './catalog.service';

const tags = ['catalog admin'];

/** The body as text when it is a text file of at most 1 MB; else the refusal says why. */
function csvText(body: unknown): string {
  if (typeof body !== 'string') throw badRequest(m.notCsv, { file: [m.notCsv] });
  if (Buffer.byteLength(body) > MAX_IMPORT_BYTES) throw badRequest(m.tooBig, { file: [m.tooBig] });
  // A binary file (a spreadsheet's own format, a picture) has NUL bytes or is no UTF-8.
  if (body.includes('\0') || body.includes('\uFFFD')) {
    throw badRequest(m.notCsv, { file: [m.notCsv] });
  }
  return body;
}

export default async function productCsvAdminRoutes(
  fastify: FastifyInstance,
  { catalog }: { catalog: CatalogService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);
  // In this scope only: a CSV or plain-text body reaches the handler as a string, anything else
  // (other than JSON) as bytes, which the handler refuses in words rather than with a 415.
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_r, body, done) => done(null, body));

  app.get(
    '/api/admin/products.csv',
    {
      schema: {
        tags,
        summary: 'Every product, in every status, as CSV (administrators)',
        description:
          'Columns: id, sku, mpn, name, brand, category (slug), status, price, compare_at_price, quantity, low_stock_threshold, hsn, gst_rate, weight_grams. Written a page at a time.',
        produces: ['text/csv'],
        response: { 200: z.any().describe('The CSV file (text/csv)'), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(Readable.from(catalog.productsCsv())),
  );

  app.post(
    '/api/admin/products/import/preview',
    {
      // Room above the 1 MB the import takes, so that a larger file is told so in words.
      bodyLimit: MAX_IMPORT_BYTES * 2,
      schema: {
        tags,
        summary:
          'Read a products CSV against the catalogue: what each row would change (nothing is written)',
        description:
          'The file as a text/csv body, at most 1 MB and 2,000 rows. Each row finds its product by id, else by sku, and answers its changes and its errors per column. The token applies the good rows (POST /api/admin/products/import/apply) within an hour.',
        response: { 200: importPreviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => catalog.previewProductImport(csvText(request.body), request.admin!.username),
  );

  app.post(
    '/api/admin/products/import/apply',
    {
      schema: {
        tags,
        summary: "Apply a preview's good rows, all or none",
        description:
          'Refused (409, nothing applied) when a product changed since the preview. Stock is set as a COUNT movement noted "CSV import". A second apply of the same preview answers the first one\'s result and changes nothing.',
        body: importApplySchema,
        response: { 200: importResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      catalog.applyProductImport(request.body.token, request.body.lines, request.admin!.username),
  );
}
