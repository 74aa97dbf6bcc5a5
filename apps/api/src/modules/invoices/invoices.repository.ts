/** Queries for invoices, credit notes, their lines and the numbering counters. */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceCounters, invoiceLines, invoices, type InvoiceKind } from '../../db/schema/index';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

/**
 * The next number of a series in a financial year. The counter row is created or moved up in
 * the caller's transaction and stays locked until it ends: concurrent callers wait their turn,
 * and a rollback gives the number back, so the series has no gaps and no repeats.
 */
export async function takeNextNumber(
  tx: Executor,
  kind: InvoiceKind,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.financialYear],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertDocument(
  tx: Executor,
  values: NewInvoice,
  lines: NewInvoiceLine[],
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row!.id })));
  return row!;
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
  return row;
}

export async function linesOf(db: Executor, invoiceIds: string[]): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
}

/** Every invoice and credit note issued in [from, to), in number order. */
export async function documentsIssuedBetween(
  db: Executor,
  from: Date,
  to: Date,
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.kind), asc(invoices.financialYear), asc(invoices.sequence));
}
