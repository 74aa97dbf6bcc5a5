/** Queries for administrator accounts and their sessions. */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminSessions, admins } from '../../db/schema/index';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByUsername(
  db: Executor,
  username: string,
): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function insertAdmin(
  db: Executor,
  values: { username: string; passwordHash: string; role?: string },
): Promise<void> {
  await db.insert(admins).values(values).onConflictDoNothing();
}

export async function insertAdminSession(
  db: Executor,
  values: { tokenHash: string; adminId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(adminSessions).values(values);
}

export async function findSessionAdmin(
  db: Executor,
  tokenHash: string,
): Promise<AdminRow | undefined> {
  const [row] = await db
    .select({ admin: admins })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, new Date())))
    .limit(1);
  return row?.admin;
}

export async function deleteExpiredAdminSessions(db: Executor): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
}

export async function deleteAdminSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

export async function updateAdminPassword(
  db: Executor,
  adminId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
}

/** Signs an administrator out everywhere, but for the session given (if any). */
export async function deleteAdminSessions(
  db: Executor,
  adminId: string,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        keepTokenHash ? ne(adminSessions.tokenHash, keepTokenHash) : undefined,
      ),
    );
}
