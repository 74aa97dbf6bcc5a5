/**
 * Administrator accounts checked by the server. The first administrator
 * comes from ADMIN_USERNAME / ADMIN_PASSWORD (a development default otherwise).
 */
import {
  ADMIN_SESSION_TTL_HOURS,
  type AdminLoginInput,
  type AdminPasswordChangeInput,
  type AdminUser,
} from '@shop/shared/accounts/schemas';
import { adminMessages } from '@shop/shared/accounts/messages';
import type { Database } from '../../db/client';
import { AppError, unauthenticated } from '../../lib/app-error';
import {
  dummyPasswordHash,
  hashPassword,
  newSessionToken,
  sha256,
  verifyPassword,
} from '../../lib/secrets';
import * as repo from './admin.repository';

export function createAdminService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  const toAdminUser = (row: repo.AdminRow): AdminUser => ({
    username: row.username,
    role: row.role,
  });

  return {
    /** Creates the configured administrator when no account of that name exists yet. */
    async ensureAdmin(username: string, password: string): Promise<{ created: boolean }> {
      if (await repo.findAdminByUsername(db, username)) return { created: false };
      await repo.insertAdmin(db, { username, passwordHash: await hashPassword(password) });
      return { created: true };
    },

    async login(
      input: AdminLoginInput,
    ): Promise<{ token: string; expiresAt: Date; user: AdminUser }> {
      const row = await repo.findAdminByUsername(db, input.username);
      const valid = await verifyPassword(
        row?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (!row || !valid) {
        throw new AppError(401, 'INVALID_CREDENTIALS', adminMessages.invalidCredentialsToast);
      }
      const token = newSessionToken();
      const expiresAt = new Date(now().getTime() + ADMIN_SESSION_TTL_HOURS * 3_600_000);
      await repo.insertAdminSession(db, { tokenHash: sha256(token), adminId: row.id, expiresAt });
      return { token, expiresAt, user: toAdminUser(row) };
    },

    deleteExpiredSessions: () => repo.deleteExpiredAdminSessions(db),

    async logout(token: string | undefined): Promise<void> {
      if (token) await repo.deleteAdminSession(db, sha256(token));
    },

    /**
     * The signed-in administrator changes their password; every other session of theirs ends,
     * so a leaked token or a forgotten counter terminal stops working.
     */
    async changePassword(token: string, input: AdminPasswordChangeInput): Promise<void> {
      const tokenHash = sha256(token);
      const row = await repo.findSessionAdmin(db, tokenHash);
      if (!row) throw unauthenticated(adminMessages.notSignedIn);
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        throw new AppError(400, 'INVALID_CREDENTIALS', adminMessages.currentPasswordWrong, {
          currentPassword: [adminMessages.currentPasswordWrong],
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repo.updateAdminPassword(tx, row.id, passwordHash);
        await repo.deleteAdminSessions(tx, row.id, tokenHash);
      });
    },

    /**
     * The operator's way in when the password is lost (the set-admin-password command): sets
     * the password and ends every session. Answers false when there is no such administrator.
     */
    async resetPassword(username: string, password: string): Promise<boolean> {
      const row = await repo.findAdminByUsername(db, username);
      if (!row) return false;
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.updateAdminPassword(tx, row.id, passwordHash);
        await repo.deleteAdminSessions(tx, row.id);
      });
      return true;
    },

    async authenticate(token: string | undefined): Promise<AdminUser | undefined> {
      if (!token) return undefined;
      const row = await repo.findSessionAdmin(db, sha256(token));
      return row && toAdminUser(row);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
