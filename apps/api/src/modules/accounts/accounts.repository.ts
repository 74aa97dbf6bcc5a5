/** Queries for customers, their sessions and e-mail OTPs. */
import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOtps, sessions, users, type OtpPurpose } from '../../db/schema/index';
import { containsPattern } from '../../lib/search';

export type UserRow = typeof users.$inferSelect;
export type OtpRow = typeof emailOtps.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The e-mail and name of each of these customers, by id. */
export async function namesAndEmailsOf(
  db: Executor,
  ids: string[],
): Promise<Map<string, { email: string; firstName: string; lastName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...person }) => [id, person]));
}

/**
 * One page of customers, newest first, optionally those whose "first last" name or e-mail holds
 * `q`; and how many match in all.
 */
export async function searchUsers(
  db: Executor,
  search: { q?: string; limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = search.q ? containsPattern(search.q) : undefined;
  const where = pattern
    ? or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
      )
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function countUsers(db: Executor): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(users);
  return counted?.total ?? 0;
}

export async function insertUser(
  db: Executor,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'mobile' | 'passwordHash'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/**
 * Locks the customer's row: blocking takes it for update, placing an order for share, so an order
 * in flight either commits before the block or sees it.
 */
export async function lockUser(
  db: Executor,
  id: string,
  strength: 'update' | 'share',
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for(strength).limit(1);
  return row;
}

export async function setBlocked(
  db: Executor,
  id: string,
  values: { blockedAt: Date | null; blockedReason: string },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** What every signed-in request knows of its customer (no password hash). */
export type SessionCustomer = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'mobile'>;

/** The customer of a live session, with the session's expiry: one query on the unique token index. */
export async function findSessionUser(
  db: Executor,
  tokenHash: string,
): Promise<{ user: SessionCustomer; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: users.mobile,
      },
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A blocked customer's session is no session, even one the block's delete has not reached.
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date()),
        isNull(users.blockedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every session of the user but the one kept (the one making the change). */
export async function deleteOtherSessions(
  db: Executor,
  userId: string,
  keepTokenHash: string | undefined,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/**
 * The newest code for an address and purpose; for e-mail change, the newest the account `owner`
 * asked for, so another account's codes for the same address never stand in for it.
 */
export async function latestOtp(
  db: Executor,
  email: string,
  purpose: OtpPurpose,
  owner?: string,
): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(emailOtps)
    .where(
      and(
        eq(emailOtps.email, email),
        eq(emailOtps.purpose, purpose),
        owner ? eq(emailOtps.userId, owner) : isNull(emailOtps.userId),
      ),
    )
    .orderBy(desc(emailOtps.createdAt))
    .limit(1);
  return row;
}

/**
 * Serialises OTP issuing for one (e-mail, purpose, and for e-mail change the account) until the
 * transaction ends, so that the wait between two codes holds for parallel requests too.
 */
export async function lockOtpPair(
  tx: Executor,
  email: string,
  purpose: OtpPurpose,
  owner?: string,
): Promise<void> {
  const key = owner ? `otp:${purpose}:${owner}:${email}` : `otp:${purpose}:${email}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function insertOtp(
  db: Executor,
  values: {
    email: string;
    purpose: OtpPurpose;
    userId?: string;
    codeHash: string;
    expiresAt: Date;
  },
): Promise<OtpRow> {
  const [row] = await db.insert(emailOtps).values(values).returning();
  return row!;
}

/** A code whose e-mail never left: removed, so nobody can guess it and a new one can be asked. */
export async function deleteOtp(db: Executor, id: string): Promise<void> {
  await db.delete(emailOtps).where(eq(emailOtps.id, id));
}

export async function updateOtp(
  db: Executor,
  id: string,
  values: Partial<Pick<OtpRow, 'failedAttempts' | 'verifiedAt' | 'consumedAt'>>,
): Promise<void> {
  await db.update(emailOtps).set(values).where(eq(emailOtps.id, id));
}

/**
 * Takes one try of an OTP before its code is compared: the count goes up only while it is below
 * `max`, in one statement, so parallel guesses cannot all pass the check. Answers the new count,
 * or undefined when no try is left.
 */
export async function takeOtpTry(
  db: Executor,
  id: string,
  max: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(emailOtps)
    .set({ failedAttempts: sql`${emailOtps.failedAttempts} + 1` })
    .where(and(eq(emailOtps.id, id), lt(emailOtps.failedAttempts, max)))
    .returning({ failedAttempts: emailOtps.failedAttempts });
  return row?.failedAttempts;
}

/** Gives back the try taken for a code that turned out right. */
export async function returnOtpTry(db: Executor, id: string): Promise<void> {
  await db
    .update(emailOtps)
    .set({ failedAttempts: sql`${emailOtps.failedAttempts} - 1` })
    .where(and(eq(emailOtps.id, id), gt(emailOtps.failedAttempts, 0)));
}

/** Marks an OTP used, once: answers false when another request used it first. */
export async function consumeOtp(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailOtps)
    .set({ consumedAt: at })
    .where(and(eq(emailOtps.id, id), isNull(emailOtps.consumedAt)))
    .returning({ id: emailOtps.id });
  return rows.length > 0;
}

/** Housekeeping: OTP rows a day past their expiry serve no rule any more. */
export async function deleteExpiredOtps(db: Executor, before: Date): Promise<void> {
  await db.delete(emailOtps).where(lt(emailOtps.expiresAt, before));
}

/** Customers who signed up in [from, to). */
export async function countUsersBetween(db: Executor, from: Date, to: Date): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(users)
    .where(and(gte(users.createdAt, from), lt(users.createdAt, to)));
  return counted?.total ?? 0;
}
