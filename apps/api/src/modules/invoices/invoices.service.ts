/**
 * Tax invoices and credit notes (DECISIONS.md section 14). The orders service calls
 * `issueInvoice` inside the transaction that confirms an order and `issueCreditNote` inside the
 * one that cancels it, so the number is taken (and, on a rollback, given back) with the order's
 * change. Everything a document shows is copied onto its rows when it is issued.
 */
import { stateCodeOf, stateNameOf } from '@shop/shared/gst/states';
import type { Address } from '@shop/shared/orders/schemas';
import type { Database, Executor } from '../../db/client';
import type { InvoiceKind, InvoiceSeller } from '../../db/schema/index';
import type { GstReturnSection } from '@shop/shared/gst/returns';
import { gstReturns, gstReturnsCsv, type IssuedInMonth } from './gst-returns';
import { renderDocumentPdf } from './invoice-pdf';
import * as repo from './invoices.repository';
import { amountInWords, documentNumber, financialYearOf, indianMonthRange, splitLine } from './tax';

/** What an invoice needs of an order: the orders service hands it over, tables stay its own. */
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
}

const PREFIX: Record<InvoiceKind, string> = { INVOICE: 'CK', CREDIT_NOTE: 'CN' };

/** The file name of a document: its number with the slashes made safe. */
export const documentFileName = (document: repo.InvoiceRow) =>
  `${document.kind === 'INVOICE' ? 'invoice' : 'credit-note'}-${document.number.replaceAll('/', '-')}.pdf`;

export function createInvoicesService({
  db,
  seller,
  now = () => new Date(),
}: {
  db: Database;
  seller: InvoiceSeller;
  now?: () => Date;
}) {
  /**
   * The next number of the series, and the document's date. The date is read once the number is
   * held (taking it waits for any other confirmation holding the counter), so a later number is
   * never dated earlier: a wait across midnight cannot put #42 in October and #41 in November.
   * Only a wait across the financial year's end keeps the date the number's year was taken for.
   */
  async function numbered(tx: Executor, kind: InvoiceKind) {
    const asked = now();
    const financialYear = financialYearOf(asked);
    const sequence = await repo.takeNextNumber(tx, kind, financialYear);
    const held = now();
    return {
      kind,
      financialYear,
      sequence,
      number: documentNumber(PREFIX[kind], financialYear, sequence),
      issuedAt: financialYearOf(held) === financialYear ? held : asked,
    };
  }

  async function load(orderId: string, kind: InvoiceKind): Promise<IssuedDocument | undefined> {
    const document = await repo.findDocument(db, orderId, kind);
    if (!document) return undefined;
    const lines = await repo.linesOf(db, [document.id]);
    const invoiceNumber =
      kind === 'CREDIT_NOTE'
        ? (await repo.findDocument(db, orderId, 'INVOICE'))?.number
        : undefined;
    return { document, lines, invoiceNumber };
  }

  /** Every document issued in a month (YYYY-MM, India time), with its lines. */
  async function issuedIn(month: string): Promise<IssuedInMonth[]> {
    const { from, to } = indianMonthRange(month);
    const documents = await repo.documentsIssuedBetween(db, from, to);
    const lines = await repo.linesOf(
      db,
      documents.map((d) => d.id),
    );
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines)
      linesOf.set(line.invoiceId, [...(linesOf.get(line.invoiceId) ?? []), line]);
    return documents.map((document) => ({ document, lines: linesOf.get(document.id) ?? [] }));
  }

  return {
    /** The back office's GST returns for a month. */
    returns: async (month: string) => gstReturns(month, await issuedIn(month)),
    returnsCsv: async (month: string, section: GstReturnSection) =>
      gstReturnsCsv(section, await issuedIn(month)),

    /** The order's tax invoice, issued once: a second call answers the first invoice. */
    async issueInvoice(tx: Executor, order: OrderToInvoice): Promise<repo.InvoiceRow> {
      const existing = await repo.findDocument(tx, order.id, 'INVOICE');
      if (existing) return existing;
      const shipTo = order.shippingAddress;
      const placeOfSupplyCode = stateCodeOf(shipTo.state) ?? '';
      // Supply to any other state (or one the address does not name) is inter-state: IGST.
      const interState = placeOfSupplyCode !== seller.stateCode;
      const lines = order.items.map((item, index) => {
        const totalPaise = item.pricePaise * item.quantity;
        return {
          position: index + 1,
          hsnCode: item.hsnCode,
          description: item.name,
          quantity: item.quantity,
          unitPricePaise: item.pricePaise,
          totalPaise,
          gstRate: item.gstRate,
          ...splitLine(totalPaise, item.gstRate, interState),
        };
      });
      const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
        lines.reduce((total, line) => total + line[key], 0);
      const totalPaise = sum('totalPaise');
      if (totalPaise !== order.totalPaise) {
        throw new Error(`Order ${order.id}: its lines add up to ${totalPaise}, not its total`);
      }
      const billTo = order.billingAddress;
      return repo.insertDocument(
        tx,
        {
          ...(await numbered(tx, 'INVOICE')),
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
          placeOfSupply: stateNameOf(shipTo.state) ?? shipTo.state,
          placeOfSupplyCode,
          interState,
          taxablePaise: sum('taxablePaise'),
          cgstPaise: sum('cgstPaise'),
          sgstPaise: sum('sgstPaise'),
          igstPaise: sum('igstPaise'),
          totalPaise,
          amountInWords: amountInWords(totalPaise),
        },
        lines,
      );
    },

    /**
     * A credit note for the whole invoice of a cancelled order, from its own series; an order
     * never invoiced (cancelled while awaiting payment) gets none.
     */
    async issueCreditNote(tx: Executor, orderId: string): Promise<repo.InvoiceRow | undefined> {
      const invoice = await repo.findDocument(tx, orderId, 'INVOICE');
      if (!invoice) return undefined;
      const existing = await repo.findDocument(tx, orderId, 'CREDIT_NOTE');
      if (existing) return existing;
      const lines = await repo.linesOf(tx, [invoice.id]);
      const { id: _id, number: _n, financialYear: _f, sequence: _s, ...copied } = invoice;
      return repo.insertDocument(
        tx,
        {
          ...copied,
          ...(await numbered(tx, 'CREDIT_NOTE')),
          invoiceId: invoice.id,
        },
        lines.map(({ id: _line, invoiceId: _invoice, ...line }) => line),
      );
    },

    document: load,

    /** The document as a PDF, or undefined when the order has none of that kind. */
    async pdf(
      orderId: string,
      kind: InvoiceKind,
    ): Promise<{ filename: string; content: Buffer } | undefined> {
      const issued = await load(orderId, kind);
      if (!issued) return undefined;
      return {
        filename: documentFileName(issued.document),
        content: await renderDocumentPdf(issued),
      };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
