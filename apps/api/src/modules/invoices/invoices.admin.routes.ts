/** The back office's GST returns: a month's summary, and its GSTR-1 sections as CSV files. */
import {
  gstReturnsCsvQuerySchema,
  gstReturnsQuerySchema,
  gstReturnsSchema,
  periodOf,
} from '@shop/shared/gst/returns';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noStore } from '../../lib/route-scope';
import type { InvoicesService } from './invoices.service';

const tags = ['admin', 'invoices'];
const errors = errorResponses(400, 401, 403);

export default async function invoicesAdminRoutes(
  fastify: FastifyInstance,
  { invoices }: { invoices: InvoicesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  app.get(
    '/api/gst/returns',
    {
      schema: {
        tags,
        summary:
          "A month's (?month=YYYY-MM) or a quarter's (?quarter=YYYY-Qn, Q1 = April to June) invoices and credit notes: B2B, B2C, HSN summaries, documents issued and totals",
        querystring: gstReturnsQuerySchema,
        response: { 200: gstReturnsSchema, ...errors },
      },
    },
    async (request) => invoices.returns(periodOf(request.query)),
  );

  app.get(
    '/api/gst/returns/csv',
    {
      schema: {
        tags,
        summary: "One GSTR-1 section of a month or a quarter as the offline tool's CSV",
        querystring: gstReturnsCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The CSV file (text/csv)'), ...errors },
      },
    },
    async (request, reply) => {
      const { section } = request.query;
      const period = periodOf(request.query);
      const csv = await invoices.returnsCsv(period, section);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gstr1-${period}-${section}.csv"`)
        .send(csv);
    },
  );
}
