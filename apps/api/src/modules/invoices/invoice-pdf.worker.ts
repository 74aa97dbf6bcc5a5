/**
 * The invoice PDF thread: draws each document it is sent (see `invoice-pdf.ts`). Drawing is
 * background work (e-mail attachments, downloads), so the thread runs below the priority of the
 * one answering requests: when the cores are busy, checkouts go first and the e-mails follow
 * once there is room. Linux keeps a nice value per thread, so this lowers this thread alone;
 * elsewhere it would lower the whole process, and is left alone.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { serveJobs } from '../../lib/worker-thread';
import { renderDocumentPdf } from './invoice-pdf';
import type { IssuedDocument } from './invoices.service';

if (process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);

serveJobs<IssuedDocument, Uint8Array>(
  parentPort!,
  async (issued) => new Uint8Array(await renderDocumentPdf(issued)),
  (pdf) => [pdf.buffer as ArrayBuffer],
);
