/** Queries for invoices, credit notes and their lines. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { together } from '../../db/together';
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
 * here). Its number is taken as the caller's transaction commits.
 */
export async function insertDocument(
  tx: Executor,
  values: Omit<NewInvoice, 'id' | 'number' | 'sequence' | 'pdfSha256' | 'pdfTemplateVersion'>,
  lines: NewInvoiceLine[],
): Promise<void> {
  const id = randomUUID();
  await together(tx, [tx.insert(invoices).values({ ...values, id })])
    .insert(invoiceLines)
    .values(lines.map((line) => ({ ...line, invoiceId: id })));
}

export async function findDocument(
  db: Executor,
  orderId: string,
  kind: InvoiceKind,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
    .limit(1);
  return row && numbered(row);
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
 * The order's document of that kind with its lines in order, in one statement (so one snapshot),
 * the document's columns on every line's row. Every confirmation e-mail reads one, so the query
 * is built once (see `prepared`).
 */
const documentWithLines = prepared((db) =>
  db
    .select({ document: invoices, line: invoiceLines })
    .from(invoices)
    .leftJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.orderId, sql.placeholder('orderId')),
        eq(invoices.kind, sql.placeholder('kind')),
      ),
    )
    .orderBy(asc(invoiceLines.position))
    .prepare('invoice_document_with_lines'),
);

export async function findDocumentWithLines(
  db: Database,
  orderId: string,
  kind: InvoiceKind,
): Promise<{ document: InvoiceRow; lines: InvoiceLineRow[] } | undefined> {
  const rows = await documentWithLines(db).execute({ orderId, kind });
  if (rows.length === 0) return undefined;
  return {
    document: numbered(rows[0]!.document),
    lines: rows.flatMap(({ line }) => (line ? [line] : [])),
  };
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
