/**
 * The tax invoice and credit notes of an order as PDFs, the invoice's number and date, and the
 * list of its credit notes, for the
 * order's owner and for administrators (Bearer token or the admin cookie, so a plain link works
 * in the back office). Someone else's order answers 404, like every other order route.
 */
import { gstMessages } from '@shop/shared/gst/messages';
import { creditNoteListSchema, invoiceSummaryAnswerSchema } from '@shop/shared/gst/schemas';
import { paiseToRupees } from '@shop/shared/money';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InvoiceKind } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/app-error';
import { errorResponses } from '../../lib/route-scope';
import { limits } from '../../plugins/rate-limits';
import { orderAccess } from '../orders/order-access.public';
import type { OrdersService } from '../orders/orders.service';
import type { InvoicesService } from './invoices.service';

/** Document downloads one address may make a minute (both kinds together). */
const DOWNLOADS_PER_MINUTE = 30;
const idParams = z.object({ id: z.string().max(100) });
const documents: Array<{ path: string; kind: InvoiceKind; summary: string; missing: string }> = [
  {
    path: 'invoice',
    kind: 'INVOICE',
    summary: "The order's tax invoice (PDF), once the order is shipped",
    missing: gstMessages.invoiceNotYet,
  },
  {
    path: 'credit-note',
    kind: 'CREDIT_NOTE',
    summary: "The order's first credit note (PDF); all of them are at /credit-notes",
    missing: gstMessages.creditNoteNone,
  },
];
/** A person downloads a few, a script thousands: past this a download costs nothing more. */
const downloadLimit = {
  rateLimit: limits(gstMessages.tooManyDownloads, {
    name: 'document-downloads',
    per: 'ip',
    max: DOWNLOADS_PER_MINUTE,
    minutes: 1,
  }),
};
const pdfResponses = {
  200: z.any().describe('The PDF document (application/pdf)'),
  ...errorResponses(401, 403, 404, 409, 429, 503),
};
const sendPdf = (reply: FastifyReply, pdf: { filename: string; content: Buffer }) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${pdf.filename}"`)
    .type('application/pdf')
    .send(pdf.content);

export default async function invoicesRoutes(
  fastify: FastifyInstance,
  { invoices, orders }: { invoices: InvoicesService; orders: OrdersService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const checkAccess = orderAccess(fastify, orders);

  for (const document of documents) {
    app.get(
      `/api/orders/:id/${document.path}`,
      {
        config: downloadLimit,
        schema: {
          tags: ['orders', 'invoices'],
          summary: document.summary,
          params: idParams,
          produces: ['application/pdf'],
          response: pdfResponses,
        },
      },
      async (request, reply) => {
        await checkAccess(request, request.params.id);
        const pdf = await invoices.pdf(request.params.id, document.kind);
        if (!pdf) throw conflict(document.missing);
        return sendPdf(reply, pdf);
      },
    );
  }

  app.get(
    '/api/orders/:id/invoice-summary',
    {
      schema: {
        tags: ['orders', 'invoices'],
        summary: "The order's tax invoice: its number, date and total (null until it is issued)",
        params: idParams,
        response: { 200: invoiceSummaryAnswerSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await checkAccess(request, request.params.id);
      const invoice = await invoices.invoiceOf(request.params.id);
      return reply.header('cache-control', 'private, no-store').send({
        invoice: invoice
          ? {
              _id: invoice.id,
              number: invoice.number,
              date: invoice.issuedAt.toISOString(),
              total: paiseToRupees(invoice.totalPaise),
            }
          : null,
      });
    },
  );

  app.get(
    '/api/orders/:id/credit-notes',
    {
      schema: {
        tags: ['orders', 'invoices'],
        summary: "The order's credit notes, first issued first (none is an empty list)",
        params: idParams,
        response: { 200: creditNoteListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await checkAccess(request, request.params.id);
      const notes = await invoices.creditNotes(request.params.id);
      return reply.header('cache-control', 'private, no-store').send(
        notes.map((note) => ({
          _id: note.id,
          number: note.number,
          date: note.issuedAt.toISOString(),
          total: paiseToRupees(note.totalPaise),
        })),
      );
    },
  );

  app.get(
    '/api/orders/:id/credit-notes/:creditNoteId',
    {
      config: downloadLimit,
      schema: {
        tags: ['orders', 'invoices'],
        summary: 'One credit note of the order (PDF), by its id from the list',
        params: idParams.extend({ creditNoteId: z.string().max(100) }),
        produces: ['application/pdf'],
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      await checkAccess(request, request.params.id);
      const pdf = await invoices.creditNotePdf(request.params.id, request.params.creditNoteId);
      if (!pdf) throw notFound(gstMessages.creditNoteNotFound);
      return sendPdf(reply, pdf);
    },
  );
}
