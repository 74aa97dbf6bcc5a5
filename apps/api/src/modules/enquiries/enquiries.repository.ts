/** Queries for business enquiries and quote requests, and the back office's list of both. */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { EnquiryType } from '@shop/shared/enquiries/schemas';
import type { QuoteKind } from '@shop/shared/quotes/messages';
import type { Executor } from '../../db/client';
import {
  enquiries,
  enquiryAcknowledgements,
  enquiryMessages,
  quoteRequests,
} from '../../db/schema/index';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type QuoteRow = typeof quoteRequests.$inferSelect;

export async function insertEnquiry(
  db: Executor,
  values: typeof enquiries.$inferInsert,
): Promise<EnquiryRow> {
  const [row] = await db.insert(enquiries).values(values).returning();
  return row!;
}

export async function insertQuote(
  db: Executor,
  values: typeof quoteRequests.$inferInsert,
): Promise<QuoteRow> {
  const [row] = await db.insert(quoteRequests).values(values).returning();
  return row!;
}

/**
 * Claims the right to acknowledge a message to `email` at `now`: true when the address had no
 * acknowledgement since `notBefore`. One statement, so two messages at once claim it once.
 */
export async function claimAcknowledgement(
  db: Executor,
  claim: { email: string; now: Date; notBefore: Date },
): Promise<boolean> {
  const rows = await db
    .insert(enquiryAcknowledgements)
    .values({ email: claim.email, sentAt: claim.now })
    .onConflictDoUpdate({
      target: enquiryAcknowledgements.email,
      set: { sentAt: claim.now },
      setWhere: sql`${enquiryAcknowledgements.sentAt} <= ${claim.notBefore.toISOString()}::timestamptz`,
    })
    .returning({ email: enquiryAcknowledgements.email });
  return rows.length > 0;
}

const enquiryKeys = (db: Executor) =>
  db
    .select({
      id: enquiries.id,
      type: sql<EnquiryType>`'enquiry'`.as('type'),
      createdAt: enquiries.createdAt,
    })
    .from(enquiries);

const quoteKeys = (db: Executor, kind?: QuoteKind) =>
  db
    .select({
      id: quoteRequests.id,
      type: sql<EnquiryType>`${quoteRequests.kind}`.as('type'),
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(kind ? eq(quoteRequests.kind, kind) : undefined);

/**
 * One page of enquiries and quote requests together, newest first (of one type when `type` is
 * given), and how many there are in all. Answers the rows of both tables for the page.
 */
export async function listReceived(
  db: Executor,
  page: { type?: EnquiryType; limit: number; offset: number },
): Promise<{
  keys: Array<{ id: string; type: EnquiryType }>;
  enquiries: EnquiryRow[];
  quotes: QuoteRow[];
  total: number;
}> {
  const { type } = page;
  const withEnquiries = type === undefined || type === 'enquiry';
  const withQuotes = type !== 'enquiry';
  const kind = type === undefined || type === 'enquiry' ? undefined : type;
  const order = sql`created_at desc, id desc`;
  const keyed =
    withEnquiries && withQuotes
      ? unionAll(enquiryKeys(db), quoteKeys(db))
      : withEnquiries
        ? enquiryKeys(db)
        : quoteKeys(db, kind);
  const [keys, enquiryTotal, quoteTotal] = await Promise.all([
    keyed.orderBy(order).limit(page.limit).offset(page.offset),
    withEnquiries ? db.select({ total: count() }).from(enquiries) : [{ total: 0 }],
    withQuotes
      ? db
          .select({ total: count() })
          .from(quoteRequests)
          .where(kind ? eq(quoteRequests.kind, kind) : undefined)
      : [{ total: 0 }],
  ]);
  const idsOf = (wanted: (t: EnquiryType) => boolean) =>
    keys.filter((k) => wanted(k.type)).map((k) => k.id);
  const enquiryIds = idsOf((t) => t === 'enquiry');
  const quoteIds = idsOf((t) => t !== 'enquiry');
  const [enquiryRows, quoteRows] = await Promise.all([
    enquiryIds.length ? db.select().from(enquiries).where(inArray(enquiries.id, enquiryIds)) : [],
    quoteIds.length
      ? db.select().from(quoteRequests).where(inArray(quoteRequests.id, quoteIds))
      : [],
  ]);
  return {
    keys,
    enquiries: enquiryRows,
    quotes: quoteRows,
    total: (enquiryTotal[0]?.total ?? 0) + (quoteTotal[0]?.total ?? 0),
  };
}

/** Sets or clears the handled time of an enquiry; undefined when there is no such enquiry. */
export async function setEnquiryHandled(
  db: Executor,
  id: string,
  handled: boolean,
): Promise<EnquiryRow | undefined> {
  const [row] = await db
    .update(enquiries)
    // Marking it handled again keeps the first time it was.
    .set({ handledAt: handled ? sql`coalesce(${enquiries.handledAt}, now())` : null })
    .where(eq(enquiries.id, id))
    .returning();
  return row;
}

export async function setQuoteHandled(
  db: Executor,
  id: string,
  handled: boolean,
): Promise<QuoteRow | undefined> {
  const [row] = await db
    .update(quoteRequests)
    .set({ handledAt: handled ? sql`coalesce(${quoteRequests.handledAt}, now())` : null })
    .where(eq(quoteRequests.id, id))
    .returning();
  return row;
}

export async function countReceived(db: Executor): Promise<number> {
  const [[e], [q]] = await Promise.all([
    db.select({ total: count() }).from(enquiries),
    db.select({ total: count() }).from(quoteRequests),
  ]);
  return (e?.total ?? 0) + (q?.total ?? 0);
}

export type EnquiryMessageRow = typeof enquiryMessages.$inferSelect;

/** Which received item a thread belongs to. */
export type ThreadParent = { enquiryId: string } | { quoteRequestId: string };

export async function insertEnquiryMessage(
  db: Executor,
  values: ThreadParent & { author: string; body: string; createdAt: Date },
): Promise<EnquiryMessageRow> {
  const [row] = await db.insert(enquiryMessages).values(values).returning();
  return row!;
}

/** The thread of an enquiry or quote request, oldest first. */
export async function threadOf(db: Executor, id: string): Promise<EnquiryMessageRow[]> {
  return db
    .select()
    .from(enquiryMessages)
    .where(sql`${enquiryMessages.enquiryId} = ${id} or ${enquiryMessages.quoteRequestId} = ${id}`)
    .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id))
    .limit(500);
}

export async function findEnquiry(db: Executor, id: string): Promise<EnquiryRow | undefined> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
  return row;
}

export async function findQuote(db: Executor, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).limit(1);
  return row;
}
