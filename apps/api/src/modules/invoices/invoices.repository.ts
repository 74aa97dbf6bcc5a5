/** Queries for invoices, credit notes and their lines. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { together } from '../../db/together';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invoiceLines, invoices, type InvoiceKind } from '../../db/schema/index';

type StoredInvoice = typeof invoices.$inferSelect;
/**
 * A document as anyone reads it: numbered. Its number and sequence are set as the transaction
 * that issues it commits (migration 0015), so only that transaction could see them empty, and it
 * does not read its document back.
 */
export type InvoiceRow = Omit<StoredInvoice, 'number' | 'sequence'> & {
  number: string;
  sequence: number;
};
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
/** What issuing writes; the commit sets the number, the sequence, the financial year and the date. */
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'number' | 'sequence'>;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

function numbered(row: StoredInvoice): InvoiceRow {
  if (row.number === null || row.sequence === null) {
    throw new Error(`Document ${row.id} has no number outside the transaction issuing it`);
  }
  return { ...row, number: row.number, sequence: row.sequence };
}

/**
 * Writes a document and its lines in one statement (the lines name the document's id, made
 * here) and answers that id. Its number is taken as the caller's transaction commits.
 */
export async function insertDocument(
  tx: Executor,
  values: Omit<NewInvoice, 'id' | 'number' | 'sequence' | 'pdfSha256' | 'pdfTemplateVersion'>,
  lines: NewInvoiceLine[],
): Promise<string> {
  const id = randomUUID();
  await together(tx, [tx.insert(invoices).values({ ...values, id })])
    .insert(invoiceLines)
    .values(lines.map((line) => ({ ...line, invoiceId: id })));
  return id;
}

/** Issued first, first: the order of a series (a later number is never dated earlier). */
const firstIssued = [asc(invoices.issuedAt), asc(invoices.sequence)];

/** The order's invoice, or the first of its credit notes. */
export async function findDocument(
  db: Executor,
  orderId: string,
  kind: InvoiceKind,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
    .orderBy(...firstIssued)
    .limit(1);
  return row && numbered(row);
}

/**
 * The order's invoice, its row locked until the caller's transaction ends: credit notes against
 * one invoice are issued one after another, each seeing what the ones before it credited.
 */
export async function lockInvoice(tx: Executor, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'INVOICE')))
    .for('update');
  return row && numbered(row);
}

/** The order's credit notes, first issued first. */
export async function creditNotesOf(db: Executor, orderId: string): Promise<InvoiceRow[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'CREDIT_NOTE')))
    .orderBy(...firstIssued);
  return rows.map(numbered);
}

/** What the credit notes against an invoice have credited so far, per invoice line position. */
export type Credited = Pick<
  InvoiceLineRow,
  'quantity' | 'totalPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'
>;
export async function creditedLines(
  db: Executor,
  invoiceId: string,
): Promise<Map<number, Credited>> {
  const total = (column: AnyPgColumn) => sum(column).mapWith(Number);
  const rows = await db
    .select({
      position: invoiceLines.position,
      quantity: total(invoiceLines.quantity),
      totalPaise: total(invoiceLines.totalPaise),
      taxablePaise: total(invoiceLines.taxablePaise),
      cgstPaise: total(invoiceLines.cgstPaise),
      sgstPaise: total(invoiceLines.sgstPaise),
      igstPaise: total(invoiceLines.igstPaise),
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.invoiceId, invoiceId), eq(invoices.kind, 'CREDIT_NOTE')))
    .groupBy(invoiceLines.position);
  return new Map(rows.map(({ position, ...credited }) => [position, credited]));
}

export async function linesOf(db: Executor, invoiceIds: string[]): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
}

/**
 * The order's document of that kind (the invoice, or the first credit note) with its lines in
 * order, in one statement (so one snapshot), the document's columns on every line's row. Every
 * SHIPPED e-mail reads one, so the query is built once (see `prepared`).
 */
const documentWithLines = prepared((db) =>
  db
    .select({ document: invoices, line: invoiceLines })
    .from(invoices)
    .leftJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(
      inArray(
        invoices.id,
        db
          .select({ id: invoices.id })
          .from(invoices)
          .where(
            and(
              eq(invoices.orderId, sql.placeholder('orderId')),
              eq(invoices.kind, sql.placeholder('kind')),
            ),
          )
          .orderBy(...firstIssued)
          .limit(1),
      ),
    )
    .orderBy(asc(invoiceLines.position))
    .prepare('invoice_document_with_lines'),
);

/** One credit note of the order by its id, with its lines, in one statement. */
const creditNoteWithLines = prepared((db) =>
  db
    .select({ document: invoices, line: invoiceLines })
    .from(invoices)
    .leftJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.id, sql.placeholder('id')),
        eq(invoices.orderId, sql.placeholder('orderId')),
        eq(invoices.kind, 'CREDIT_NOTE'),
      ),
    )
    .orderBy(asc(invoiceLines.position))
    .prepare('credit_note_with_lines'),
);

type DocumentLineRows = Array<{ document: StoredInvoice; line: InvoiceLineRow | null }>;
function withLines(rows: DocumentLineRows) {
  if (rows.length === 0) return undefined;
  return {
    document: numbered(rows[0]!.document),
    lines: rows.flatMap(({ line }) => (line ? [line] : [])),
  };
}

export async function findDocumentWithLines(
  db: Database,
  orderId: string,
  kind: InvoiceKind,
): Promise<{ document: InvoiceRow; lines: InvoiceLineRow[] } | undefined> {
  return withLines(await documentWithLines(db).execute({ orderId, kind }));
}

/** The order's credit note with this id (a UUID), with its lines; undefined if it has none such. */
export async function findCreditNoteWithLines(
  db: Database,
  orderId: string,
  id: string,
): Promise<{ document: InvoiceRow; lines: InvoiceLineRow[] } | undefined> {
  return withLines(await creditNoteWithLines(db).execute({ orderId, id }));
}

/** Every invoice and credit note issued in [from, to), in number order. */
export async function documentsIssuedBetween(
  db: Executor,
  from: Date,
  to: Date,
): Promise<InvoiceRow[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.kind), asc(invoices.financialYear), asc(invoices.sequence));
  return rows.map(numbered);
}

/** The documents with these ids (a credit note's invoices). */
export async function documentsByIds(db: Executor, ids: string[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(invoices).where(inArray(invoices.id, ids));
  return rows.map(numbered);
}

/**
 * Records the hash of a document's stored PDF unless one is recorded already, and answers the
 * hash that stands: the first to record wins, so every caller serves the same bytes.
 */
export async function recordStoredPdf(
  db: Executor,
  id: string,
  sha256: string,
  templateVersion: number,
): Promise<string> {
  const [recorded] = await db
    .update(invoices)
    .set({ pdfSha256: sha256, pdfTemplateVersion: templateVersion })
    .where(and(eq(invoices.id, id), isNull(invoices.pdfSha256)))
    .returning({ sha256: invoices.pdfSha256 });
  if (recorded?.sha256) return recorded.sha256;
  const [standing] = await db
    .select({ sha256: invoices.pdfSha256 })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!standing?.sha256) throw new Error(`Document ${id} has no stored PDF recorded`);
  return standing.sha256;
}
