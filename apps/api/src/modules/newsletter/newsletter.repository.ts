/** Queries for the newsletter's addresses. */
import { and, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { newsletterSubscribers, type NewsletterStatus } from '../../db/schema/index';

/** Adds the address with `status` unless it is there already: of two at once, one row stays. */
export async function addAddress(
  db: Executor,
  email: string,
  status: NewsletterStatus,
): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email, status }).onConflictDoNothing({
    target: newsletterSubscribers.email,
  });
}

export interface ConfirmationClaim {
  tokenHash: string;
  expiresAt: Date;
  now: Date;
  /** No new mail if the latest went after this. */
  resendAfter: Date;
  /** The day the count of mails covers starts after this. */
  dayStartsAfter: Date;
  mailsPerDay: number;
}

/**
 * Takes the right to send this address a confirmation mail, and stores the new link's hash, in
 * one statement: of two sign-ups at once one gets it (the other waits for the row and then no
 * longer matches). A confirmed address, one mailed a moment ago, or one mailed `mailsPerDay`
 * times within the day gets nothing.
 */
export async function claimConfirmationMail(
  db: Executor,
  email: string,
  claim: ConfirmationClaim,
): Promise<boolean> {
  const t = newsletterSubscribers;
  const sameDay = sql`${t.confirmationsSince} > ${claim.dayStartsAfter.toISOString()}::timestamptz`;
  const claimed = await db
    .update(t)
    .set({
      status: 'pending',
      confirmTokenHash: claim.tokenHash,
      confirmExpiresAt: claim.expiresAt,
      confirmationSentAt: claim.now,
      confirmationsSent: sql`case when ${sameDay} then ${t.confirmationsSent} + 1 else 1 end`,
      confirmationsSince: sql`case when ${sameDay} then ${t.confirmationsSince} else ${claim.now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(t.email, email),
        ne(t.status, 'subscribed'),
        or(isNull(t.confirmationSentAt), lte(t.confirmationSentAt, claim.resendAfter)),
        or(
          isNull(t.confirmationsSince),
          lte(t.confirmationsSince, claim.dayStartsAfter),
          lt(t.confirmationsSent, claim.mailsPerDay),
        ),
      ),
    )
    .returning({ id: t.id });
  return claimed.length === 1;
}

export async function findByConfirmTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: newsletterSubscribers.id,
      status: newsletterSubscribers.status,
      expiresAt: newsletterSubscribers.confirmExpiresAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, tokenHash));
  return row;
}

/** Confirms the pending address whose latest link this is; false if it changed meanwhile. */
export async function markConfirmed(
  db: Executor,
  id: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const t = newsletterSubscribers;
  const confirmed = await db
    .update(t)
    .set({ status: 'subscribed', confirmedAt: now, unsubscribedAt: null })
    .where(and(eq(t.id, id), eq(t.status, 'pending'), eq(t.confirmTokenHash, tokenHash)))
    .returning({ id: t.id });
  return confirmed.length === 1;
}

/**
 * Takes the address of this token off the list and voids its confirmation link. The count of
 * confirmation mails stays, so leaving and signing up again sends no more of them. Answers
 * whether the token belongs to an address at all.
 */
export async function markUnsubscribed(
  db: Executor,
  unsubscribeToken: string,
  now: Date,
): Promise<boolean> {
  const t = newsletterSubscribers;
  const changed = await db
    .update(t)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`case when ${t.status} = 'unsubscribed' then ${t.unsubscribedAt} else ${now.toISOString()}::timestamptz end`,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(eq(t.unsubscribeToken, unsubscribeToken))
    .returning({ id: t.id });
  return changed.length === 1;
}

/** The address's standing and the token its mails carry. */
export async function findMailFacts(db: Executor, email: string) {
  const [row] = await db
    .select({
      status: newsletterSubscribers.status,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}

/** The confirmed addresses: the only ones a newsletter or an export of the list may use. */
export async function subscribedAddresses(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'subscribed'))
    .orderBy(newsletterSubscribers.email);
  return rows.map((row) => row.email);
}
