/** Queries for customers, their sessions and e-mail OTPs. */
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOtps, sessions, users, type OtpPurpose } from '../../db/schema/index';

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

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The user behind a live session token hash, if any. */
export async function findSessionUser(
  db: Executor,
  tokenHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.user;
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export async function latestOtp(
  db: Executor,
  email: string,
  purpose: OtpPurpose,
): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(emailOtps)
    .where(and(eq(emailOtps.email, email), eq(emailOtps.purpose, purpose)))
    .orderBy(desc(emailOtps.createdAt))
    .limit(1);
  return row;
}

export async function insertOtp(
  db: Executor,
  values: { email: string; purpose: OtpPurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailOtps).values(values);
}

export async function updateOtp(
  db: Executor,
  id: string,
  values: Partial<Pick<OtpRow, 'failedAttempts' | 'verifiedAt' | 'consumedAt'>>,
): Promise<void> {
  await db.update(emailOtps).set(values).where(eq(emailOtps.id, id));
}

/** Counts one wrong try atomically and answers the new count. */
export async function incrementOtpFailures(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(emailOtps)
    .set({ failedAttempts: sql`${emailOtps.failedAttempts} + 1` })
    .where(eq(emailOtps.id, id))
    .returning({ failedAttempts: emailOtps.failedAttempts });
  return row?.failedAttempts ?? 0;
}
