/**
 * HTTP for the back office's paper and files (decision 053): packing slips and a picking list
 * for selected orders (PDF), the orders and the sales register of a date range (CSV), and a
 * month's invoices and credit notes (ZIP). Registered inside the back-office scope.
 */
import { Readable } from 'node:stream';
import {
  exportRangeSchema,
  invoicesZipQuerySchema,
  paperworkMessages as m,
  printOrdersSchema,
  salesRegisterQuerySchema,
} from '@shop/shared/paperwork/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noStore } from '../../lib/route-scope';
import { limits } from '../../plugins/rate-limits';
import type { PaperworkService } from './paperwork.service';

const tags = ['admin', 'paperwork'];
/**
 * Each print draws on the one PDF thread, each export reads a range of orders or documents (the
 * ZIP may draw too): a few a minute is a person, more is a script. Prints and exports count
 * apart, so a morning's printing does not hold up the accountant's files.
 */
const printLimit = {
  rateLimit: limits(m.tooManyExports, { name: 'desk-printing', per: 'ip', max: 30, minutes: 1 }),
};
const exportLimit = {
  rateLimit: limits(m.tooManyExports, {
    name: 'back-office-exports',
    per: 'ip',
    max: 30,
    minutes: 1,
  }),
};
const pdfAnswer = {
  200: z.any().describe('The PDF (application/pdf)'),
  ...errorResponses(400, 401, 403, 404, 409, 429, 503),
};
const fileAnswer = (what: string) => ({
  200: z.any().describe(what),
  ...errorResponses(400, 401, 403, 429, 503),
});

export default async function paperworkAdminRoutes(
  fastify: FastifyInstance,
  { paperwork }: { paperwork: PaperworkService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.post(
    '/api/orders/admin/packing-slips',
    {
      config: printLimit,
      schema: {
        tags,
        summary: 'Packing slips of the selected orders, one page each, as one PDF (administrators)',
        description:
          '{orderIds}: 1 to 50 orders, each PROCESSING or SHIPPED (409 naming the others); an unknown id is a 404. Pages follow the order of the ids.',
        body: printOrdersSchema,
        produces: ['application/pdf'],
        response: pdfAnswer,
      },
    },
    async (request, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="packing-slips.pdf"')
        .send(await paperwork.packingSlips(request.body.orderIds)),
  );

  app.post(
    '/api/orders/admin/picking-list',
    {
      config: printLimit,
      schema: {
        tags,
        summary:
          'The picking list of the selected orders: each product once, its quantity summed, and the orders wanting it (administrators)',
        description: '{orderIds}: as for the packing slips.',
        body: printOrdersSchema,
        produces: ['application/pdf'],
        response: pdfAnswer,
      },
    },
    async (request, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="picking-list.pdf"')
        .send(await paperwork.pickingList(request.body.orderIds)),
  );

  app.get(
    '/api/exports/orders.csv',
    {
      config: exportLimit,
      schema: {
        tags,
        summary: 'The orders placed from one day to another, India time, both included (CSV)',
        description:
          '?from=YYYY-MM-DD&to=YYYY-MM-DD: from on or before to, at most 366 days, to not after today (400 otherwise). Oldest first.',
        querystring: exportRangeSchema,
        produces: ['text/csv'],
        response: fileAnswer('The CSV file (text/csv)'),
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = paperwork.ordersCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        .send(Readable.from(rows));
    },
  );

  app.get(
    '/api/exports/sales-register.csv',
    {
      config: exportLimit,
      schema: {
        tags,
        summary:
          'The sales register: the tax invoices and credit notes issued in a date range, one row per document (level=invoice) or per line (level=line) (CSV)',
        description:
          'Range as for the orders CSV. Credit notes are rows of their own with negative amounts (and, per line, negative quantities), naming the invoice they credit.',
        querystring: salesRegisterQuerySchema,
        produces: ['text/csv'],
        response: fileAnswer('The CSV file (text/csv)'),
      },
    },
    async (request, reply) => {
      const { from, to, level } = request.query;
      const csv = await paperwork.salesRegister({ from, to }, level);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="sales-register-${level}-${from}-to-${to}.csv"`,
        )
        .send(csv);
    },
  );

  app.get(
    '/api/exports/invoices.zip',
    {
      config: exportLimit,
      schema: {
        tags,
        summary:
          "A month's tax invoices and credit notes (issued in it, India time) as one ZIP of their stored PDFs, each named by its number",
        description: '?month=YYYY-MM; a month not yet begun is a 400.',
        querystring: invoicesZipQuerySchema,
        produces: ['application/zip'],
        response: fileAnswer('The ZIP archive (application/zip)'),
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const zip = await paperwork.invoicesZip(month);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="documents-${month}.zip"`)
        .send(Readable.from(zip));
    },
  );
}
