/**
 * Tax invoices and credit notes (decisions 021, 038 and 044). Through its transition hook on
 * orders it issues the invoice inside the transaction that ships an order and, inside the one
 * that cancels an invoiced order, a credit note for what earlier notes left uncredited; an
 * invoice may carry several notes, each for some of its lines (`issueCreditNote`). A document
 * takes its number as that transaction commits (a trigger, decision 028), so a rollback gives
 * the number back and concurrent confirmations queue on the series' counter only for their
 * commits. Everything a document shows is copied onto its rows
 * when it is issued; its PDF is drawn once, after the commit, and stored with its hash.
 */
import { createHash } from 'node:crypto';
import { placeOfSupplyOf } from './place-of-supply';
import type { Address } from '@shop/shared/orders/schemas';
import type { Database, Executor } from '../../db/client';
import type { TransitionHook } from '../orders/orders.service';
import type { InvoiceKind, InvoiceSeller } from '../../db/schema/index';
import type { GstReturnSection } from '@shop/shared/gst/returns';
import { gstReturns, gstReturnsCsv, type IssuedInMonth } from './gst-returns';
import { gstReturnsMessages, monthsOf } from '@shop/shared/gst/returns';
import { gstMessages } from '@shop/shared/gst/messages';
import { creditNoteDeadline } from './credit-note-deadline';
import { AppError, badRequest } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { creditNoteLines, type CreditNoteLine } from './credit-note-lines';
import type { Storage } from '../../lib/storage';
import { WorkerBusy, workerThread } from '../../lib/worker-thread';
import { INVOICE_TEMPLATE_VERSION } from './invoice-template';
import type { PaperPdf } from '../paperwork/paper-pdf.public';

/** Downloads that may wait for the PDF thread at once; more are asked to come back. */
const MAX_WAITING_DOWNLOADS = 20;
const BUSY_RETRY_AFTER_SECONDS = 5;

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** Where a document's PDF is stored: named by its hash, so two drawings never share a file. */
const storageKeyOf = (documentId: string, sha256: string) => `invoices/${documentId}/${sha256}.pdf`;

import * as repo from './invoices.repository';
import {
  amountInWords,
  financialYearOf,
  indianDate,
  indianMonthRange,
  splitLine,
  type LineTax,
} from './tax';

/** What an invoice needs of an order: the order's transition hands it over, tables stay its own. */
export interface OrderToInvoice {
  id: string;
  userId: string;
  totalPaise: number;
  billingAddress: Address;
  shippingAddress: Address;
  gstNumber: string;
  companyName: string;
  items: Array<{
    name: string;
    quantity: number;
    pricePaise: number;
    hsnCode: string;
    gstRate: number;
  }>;
}

export interface IssuedDocument {
  document: repo.InvoiceRow;
  lines: repo.InvoiceLineRow[];
  /** A credit note's invoice number. */
  invoiceNumber?: string;
  /** A credit note's invoice date. */
  invoiceIssuedAt?: Date;
}

/** What the PDF thread draws: an issued document, or the desk's paper (decision 053). */
export type PdfJob = { document: IssuedDocument } | { paper: PaperPdf };

/** A document's totals: the sums of its lines, so its total is theirs to the paisa, in words too. */
function totalsOf(lines: Array<Pick<repo.NewInvoiceLine, keyof LineTax | 'totalPaise'>>) {
  const sum = (key: keyof LineTax | 'totalPaise') =>
    lines.reduce((total, line) => total + line[key], 0);
  const totalPaise = sum('totalPaise');
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise,
    amountInWords: amountInWords(totalPaise),
  };
}

/** The file name of a document: its number with the slashes made safe. */
export const documentFileName = (document: repo.InvoiceRow) =>
  `${document.kind === 'INVOICE' ? 'invoice' : 'credit-note'}-${document.number.replaceAll('/', '-')}.pdf`;

/**
 * The PDF thread's module, in the mode this one runs in: from source (tsx, the tests) the
 * TypeScript file beside this one; in the compiled server, whose modules all share the bundle
 * apps/api/dist/server.js, the worker's own bundle beside it (built by apps/api/build.mjs).
 */
const pdfWorkerModule = import.meta.url.endsWith('.ts')
  ? new URL('./invoice-pdf.worker.ts', import.meta.url)
  : new URL('./invoice-pdf.worker.js', import.meta.url);

export function createInvoicesService({
  db,
  seller,
  documents,
  ratesOn = async () => new Map(),
  now = () => new Date(),
}: {
  db: Database;
  seller: InvoiceSeller;
  /** Where issued PDFs are kept: private, never served as files. */
  documents: Storage;
  /**
   * The GST rate table (the catalogue's): the rate in force on a day of each HSN code it has a
   * row for. An invoice is taxed at the rates of its own date, whatever they were at the order.
   */
  ratesOn?: (tx: Executor, hsnCodes: string[], at: Date) => Promise<Map<string, number>>;
  now?: () => Date;
}) {
  // Drawing a PDF takes milliseconds of CPU: on the event loop it would hold up every request in
  // flight, so a thread of its own draws them. Downloads wait in a bounded queue (beyond it the
  // caller answers "try again shortly"), and the SHIPPED e-mails' invoices pass them, so a flood
  // of downloads never delays an e-mail.
  const pdfThread = workerThread<PdfJob, Uint8Array>(pdfWorkerModule, {
    maxWaiting: MAX_WAITING_DOWNLOADS,
  });
  /** The drawings under way, one per document however many ask for it at once. */
  const drawing = new Map<string, Promise<Buffer>>();

  /** The stored bytes of a document, checked against the hash recorded when they were stored. */
  async function storedPdf(document: repo.InvoiceRow, sha256: string): Promise<Buffer> {
    const bytes = await documents.get(storageKeyOf(document.id, sha256));
    // An issued document is never drawn again once stored: a new drawing could differ from
    // what the customer and the tax office were given.
    if (!bytes || sha256Of(bytes) !== sha256) {
      throw new Error(`The stored PDF of ${document.number} is missing or altered`);
    }
    return bytes;
  }

  /**
   * Draws a document not yet stored (outside any transaction), stores it and records its hash.
   * Another instance may have stored it meanwhile: the first recorded hash wins and every caller
   * is served those bytes; a losing drawing's file is removed.
   */
  async function drawAndStore(issued: IssuedDocument, urgent: boolean): Promise<Buffer> {
    const { document } = issued;
    const pdf = await pdfThread.run({ document: issued }, { urgent });
    const drawn = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    const sha256 = sha256Of(drawn);
    await documents.put(storageKeyOf(document.id, sha256), drawn);
    const recorded = await repo.recordStoredPdf(db, document.id, sha256, INVOICE_TEMPLATE_VERSION);
    if (recorded === sha256) return drawn;
    await documents.delete(storageKeyOf(document.id, sha256));
    return storedPdf(document, recorded);
  }

  /** The document's PDF as issued: the stored bytes, stored first if they are not yet. */
  function pdfOf(issued: IssuedDocument, urgent: boolean): Promise<Buffer> {
    const { document } = issued;
    if (document.pdfSha256) return storedPdf(document, document.pdfSha256);
    let pending = drawing.get(document.id);
    if (!pending) {
      pending = drawAndStore(issued, urgent).finally(() => drawing.delete(document.id));
      drawing.set(document.id, pending);
    }
    return pending;
  }

  /**
   * A document's series, with a provisional financial year and date: the commit replaces them
   * with the moment the number is taken, and adds the number.
   */
  function unnumbered(kind: InvoiceKind) {
    const at = now();
    return { kind, financialYear: financialYearOf(at), issuedAt: at };
  }

  /**
   * The order's invoice, or its first credit note, or (`creditNoteId`) that credit note of the
   * order's, with its lines and, for a credit note, its invoice's number and date.
   */
  async function load(
    orderId: string,
    kind: InvoiceKind,
    creditNoteId?: string,
  ): Promise<IssuedDocument | undefined> {
    const [issued, invoice] = await Promise.all([
      creditNoteId
        ? repo.findCreditNoteWithLines(db, orderId, creditNoteId)
        : repo.findDocumentWithLines(db, orderId, kind),
      kind === 'CREDIT_NOTE' ? repo.findDocument(db, orderId, 'INVOICE') : undefined,
    ]);
    return (
      issued && {
        ...issued,
        invoiceNumber: invoice?.number,
        invoiceIssuedAt: invoice?.issuedAt,
      }
    );
  }

  /** A drawing refused by the full queue is a 503 asking the caller to come back shortly. */
  const busyAsServiceUnavailable = (error: unknown): never => {
    if (error instanceof WorkerBusy) {
      throw new AppError(503, 'BUSY', gstMessages.documentsBusy, undefined, {
        'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
      });
    }
    throw error;
  };

  /** The document's stored PDF and file name; a download beyond the queue's bound is a 503. */
  async function pdfFile(
    issued: IssuedDocument,
    urgent: boolean,
  ): Promise<{ filename: string; content: Buffer }> {
    const pdf = await pdfOf(issued, urgent).catch(busyAsServiceUnavailable);
    return { filename: documentFileName(issued.document), content: pdf };
  }

  /**
   * Every document issued in a period (a month YYYY-MM or a quarter YYYY-Qn, India time), with
   * its lines and, for a credit note, its invoice. A period not yet begun is refused.
   */
  async function issuedIn(period: string): Promise<IssuedInMonth[]> {
    const months = monthsOf(period);
    const { from } = indianMonthRange(months[0]!);
    const { to } = indianMonthRange(months.at(-1)!);
    if (from.getTime() > now().getTime()) {
      throw new AppError(400, 'BAD_REQUEST', gstReturnsMessages.periodInFuture);
    }
    return issuedBetween(from, to);
  }

  /** Every document issued in [from, to), with its lines and, for a credit note, its invoice. */
  async function issuedBetween(from: Date, to: Date): Promise<IssuedInMonth[]> {
    const documents = await repo.documentsIssuedBetween(db, from, to);
    const originalIds = documents.flatMap((d) => (d.invoiceId ? [d.invoiceId] : []));
    const [lines, originals] = await Promise.all([
      repo.linesOf(
        db,
        documents.map((d) => d.id),
      ),
      repo.documentsByIds(db, originalIds),
    ]);
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines)
      linesOf.set(line.invoiceId, [...(linesOf.get(line.invoiceId) ?? []), line]);
    const original = new Map(originals.map((d) => [d.id, d]));
    return documents.map((document) => {
      const invoice = document.invoiceId ? original.get(document.invoiceId) : undefined;
      return {
        document,
        lines: linesOf.get(document.id) ?? [],
        ...(invoice && {
          invoice: {
            number: invoice.number,
            issuedAt: invoice.issuedAt,
            totalPaise: invoice.totalPaise,
          },
        }),
      };
    });
  }

  /**
   * The order's tax invoice, numbered as the caller's transaction commits. Called once per
   * order: the status machine enters SHIPPED once, under the order's lock, and a second invoice
   * for an order would break `invoices_order_invoice_unique` and roll back. An order invoiced
   * when it was confirmed (before decision 038) keeps that invoice and gets no second one.
   */
  async function issueInvoice(tx: Executor, order: OrderToInvoice): Promise<void> {
    if (await repo.findDocument(tx, order.id, 'INVOICE')) return;
    const shipTo = order.shippingAddress;
    const place = placeOfSupplyOf(order);
    const placeOfSupplyCode = place?.code ?? '';
    // Supply to any other state (or one no address names) is inter-state: IGST.
    const interState = placeOfSupplyCode !== seller.stateCode;
    const rates = await ratesOn(tx, [...new Set(order.items.map((item) => item.hsnCode))], now());
    const lines = order.items.map((item, index) => {
      const totalPaise = item.pricePaise * item.quantity;
      const gstRate = rates.get(item.hsnCode) ?? item.gstRate;
      return {
        position: index + 1,
        hsnCode: item.hsnCode,
        description: item.name,
        quantity: item.quantity,
        unitPricePaise: item.pricePaise,
        totalPaise,
        gstRate,
        ...splitLine(totalPaise, gstRate, interState),
      };
    });
    const totals = totalsOf(lines);
    if (totals.totalPaise !== order.totalPaise) {
      throw new Error(`Order ${order.id}: its lines add up to ${totals.totalPaise}, not its total`);
    }
    const billTo = order.billingAddress;
    await repo.insertDocument(
      tx,
      {
        ...unnumbered('INVOICE'),
        orderId: order.id,
        userId: order.userId,
        seller,
        buyer: {
          name: `${billTo.firstName} ${billTo.lastName}`.trim(),
          companyName: order.companyName,
          gstin: order.gstNumber,
          email: billTo.email,
          billingAddress: billTo,
          shippingAddress: shipTo,
        },
        placeOfSupply: place?.name ?? shipTo.state,
        placeOfSupplyCode,
        interState,
        ...totals,
      },
      lines,
    );
  }

  /**
   * Writes the next credit note against the order's invoice (see `creditNoteLines`), under the
   * invoice's lock: notes issued at once against one invoice queue there, and each reads what
   * the others credited once they have committed, so together they never credit more than was
   * invoiced. Answers the note's id, or why there is none.
   */
  async function writeCreditNote(
    tx: Executor,
    orderId: string,
    wanted?: CreditNoteLine[],
  ): Promise<{ noteId: string } | { noInvoice: true } | { nothingLeftOf: string }> {
    const invoice = await repo.lockInvoice(tx, orderId);
    if (!invoice) return { noInvoice: true };
    const [invoiceLines, credited] = await Promise.all([
      repo.linesOf(tx, [invoice.id]),
      repo.creditedLines(tx, invoice.id),
    ]);
    const lines = creditNoteLines(invoice, invoiceLines, credited, wanted);
    if (lines.length === 0) return { nothingLeftOf: invoice.number };
    // A credit note may be issued only until 30 November after the end of the invoice's
    // financial year; past it the note is refused and nothing changes.
    if (now().getTime() >= creditNoteDeadline(invoice.issuedAt).getTime()) {
      throw badRequest(gstMessages.creditNoteTooLate(invoice.number));
    }
    // The note names what it repeats of the invoice field by field: a copy of the whole row would
    // carry the invoice's stored-PDF hash, and the note would point at a file that is not its own.
    const noteId = await repo.insertDocument(
      tx,
      {
        orderId: invoice.orderId,
        userId: invoice.userId,
        seller: invoice.seller,
        buyer: invoice.buyer,
        placeOfSupply: invoice.placeOfSupply,
        placeOfSupplyCode: invoice.placeOfSupplyCode,
        interState: invoice.interState,
        ...unnumbered('CREDIT_NOTE'),
        invoiceId: invoice.id,
        ...totalsOf(lines),
      },
      lines,
    );
    return { noteId };
  }

  /**
   * A credit note against the order's invoice, from its own series: `lines` are the invoice's
   * lines (by position) and the quantities to credit; without them, everything not yet credited.
   * Refused with a 400, nothing written, for an order with no invoice, an unknown line, a
   * quantity that is not a whole number above zero or more than remains uncredited, or nothing
   * left to credit. Answers the note's id; its number is taken as the caller's transaction
   * commits. Call it under the order's lock (inside the orders service's `change`), as the cancel
   * does: the note's row holds the order as its key, so a caller that took the invoice before the
   * order could deadlock with a cancel that holds the order and waits for the invoice.
   */
  async function issueCreditNote(
    tx: Executor,
    orderId: string,
    lines?: CreditNoteLine[],
  ): Promise<string> {
    const written = await writeCreditNote(tx, orderId, lines);
    if ('noInvoice' in written) throw badRequest(gstMessages.creditNoteNoInvoice);
    if ('nothingLeftOf' in written) {
      throw badRequest(gstMessages.creditNoteNothingLeft(written.nothingLeftOf));
    }
    return written.noteId;
  }

  /**
   * A credit note for units of the order's goods, named as the order names them (its line's name
   * and unit price): the invoice's lines are snapshots of the order's, one per product, so each
   * good is the invoice line of the same name and price. A good the invoice does not hold is
   * refused as an unknown line. Call it under the order's lock, as `issueCreditNote`.
   */
  async function creditNoteForGoods(
    tx: Executor,
    orderId: string,
    goods: Array<{ name: string; unitPricePaise: number; quantity: number }>,
  ): Promise<string> {
    const invoice = await repo.findDocument(tx, orderId, 'INVOICE');
    if (!invoice) throw badRequest(gstMessages.creditNoteNoInvoice);
    const lines = await repo.linesOf(tx, [invoice.id]);
    return issueCreditNote(
      tx,
      orderId,
      goods.map((good) => ({
        position:
          lines.find(
            (line) => line.description === good.name && line.unitPricePaise === good.unitPricePaise,
          )?.position ?? 0,
        quantity: good.quantity,
      })),
    );
  }

  /** The numbers of credit notes, by id (a note being issued has none until its commit). */
  async function creditNoteNumbers(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await repo.documentsByIds(db, ids);
    return new Map(rows.map((row) => [row.id, row.number]));
  }

  /**
   * A cancelled order's invoice is credited for whatever remains uncredited; an order never
   * invoiced (cancelled before dispatch), or already credited in full, gets no note.
   */
  async function creditWhatRemains(tx: Executor, orderId: string): Promise<void> {
    await writeCreditNote(tx, orderId);
  }

  /**
   * The goods leaving is the supply the tax invoice is for (decision 038): it is issued in the
   * transaction that moves the order to SHIPPED and numbered as that commits. A cancel of an
   * invoiced order issues the credit note.
   */
  const onOrderTransition: TransitionHook = {
    within(tx, { order, items }, to) {
      if (to === 'SHIPPED') return issueInvoice(tx, { ...order, items });
      if (to === 'CANCELLED') return creditWhatRemains(tx, order.id);
      return undefined;
    },
  };

  return {
    onOrderTransition,
    issueInvoice,
    issueCreditNote,
    creditNoteForGoods,
    creditNoteNumbers,

    /** The back office's GST returns for a month (YYYY-MM) or a quarter (YYYY-Qn). */
    returns: async (period: string) => gstReturns(period, await issuedIn(period)),
    returnsCsv: async (period: string, section: GstReturnSection) =>
      gstReturnsCsv(section, await issuedIn(period)),

    document: load,
    issuedBetween,

    /**
     * The stored PDF of every document issued in [from, to), one at a time (invoices first, then
     * credit notes, each in number order): a month's archive holds one file in memory at once. A
     * document not yet stored is drawn and stored first, as its first download would.
     */
    async *pdfsIssuedBetween(
      from: Date,
      to: Date,
    ): AsyncGenerator<{ filename: string; content: Buffer }> {
      for (const document of await repo.documentsIssuedBetween(db, from, to)) {
        const issued =
          document.kind === 'INVOICE'
            ? await load(document.orderId, 'INVOICE')
            : await load(document.orderId, 'CREDIT_NOTE', document.id);
        if (issued) yield await pdfFile(issued, false);
      }
    },

    /** Draws the desk's paper on the PDF thread; beyond the queue's bound, a 503. */
    async drawPaper(paper: PaperPdf): Promise<Buffer> {
      const pdf = await pdfThread.run({ paper }).catch(busyAsServiceUnavailable);
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },

    /** The shop as it issues documents: the consignor on a packing slip. */
    seller,

    /** The number and date of the order's tax invoice, for its packing slip; undefined if none. */
    async invoiceReference(orderId: string): Promise<{ number: string; date: string } | undefined> {
      const invoice = await repo.findDocument(db, orderId, 'INVOICE');
      return invoice && { number: invoice.number, date: indianDate(invoice.issuedAt) };
    },

    /**
     * The document as a PDF, the bytes stored when it was first needed, or undefined when the
     * order has none of that kind (of credit notes, the first is answered). `urgent` for an
     * e-mail's attachment; a download that would draw beyond the queue's bound is refused with
     * 503.
     */
    async pdf(
      orderId: string,
      kind: InvoiceKind,
      { urgent = false }: { urgent?: boolean } = {},
    ): Promise<{ filename: string; content: Buffer } | undefined> {
      const issued = await load(orderId, kind);
      return issued && pdfFile(issued, urgent);
    },

    /** The order's tax invoice, or undefined before it is issued. */
    invoiceOf: (orderId: string) => repo.findDocument(db, orderId, 'INVOICE'),

    /** The order's credit notes, first issued first. */
    creditNotes: (orderId: string) => repo.creditNotesOf(db, orderId),

    /** One of the order's credit notes as a PDF, or undefined when the order has no such note. */
    async creditNotePdf(
      orderId: string,
      creditNoteId: string,
    ): Promise<{ filename: string; content: Buffer } | undefined> {
      if (!isUuid(creditNoteId)) return undefined;
      const issued = await load(orderId, 'CREDIT_NOTE', creditNoteId);
      return issued && pdfFile(issued, false);
    },

    /** Stops the PDF thread (at shutdown, once the e-mails have gone). */
    close: () => pdfThread.close(),
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
