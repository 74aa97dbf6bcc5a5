/**
 * The PDF thread: draws each document it is sent (see `invoice-pdf.ts`), and the desk's packing
 * slips and picking lists (`paperwork/paper-pdf.public.ts`). Drawing is
 * background work (e-mail attachments, downloads), so the thread runs below the priority of the
 * one answering requests: when the cores are busy, checkouts go first and the e-mails follow
 * once there is room. Linux keeps a nice value per thread, so this lowers this thread alone;
 * elsewhere it would lower the whole process, and is left alone.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { serveJobs } from '../../lib/worker-thread';
import { renderPaperPdf } from '../paperwork/paper-pdf.public';
import { renderDocumentPdf } from './invoice-pdf';
import type { PdfJob } from './invoices.service';

if (process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);

serveJobs<PdfJob, Uint8Array>(
  parentPort!,
  async (job) =>
    new Uint8Array(
      await ('paper' in job ? renderPaperPdf(job.paper) : renderDocumentPdf(job.document)),
    ),
  (pdf) => [pdf.buffer as ArrayBuffer],
);
