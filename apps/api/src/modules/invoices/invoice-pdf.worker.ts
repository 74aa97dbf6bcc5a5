/** The invoice PDF thread: draws each document it is sent (see `invoice-pdf.ts`). */
import { parentPort } from 'node:worker_threads';
import { serveJobs } from '../../lib/worker-thread';
import { renderDocumentPdf } from './invoice-pdf';
import type { IssuedDocument } from './invoices.service';

serveJobs<IssuedDocument, Uint8Array>(
  parentPort!,
  async (issued) => new Uint8Array(await renderDocumentPdf(issued)),
  (pdf) => [pdf.buffer as ArrayBuffer],
);
