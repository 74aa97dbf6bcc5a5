/**
 * Customer accounts: e-mail OTPs, registration, sign-in sessions, password reset and profile
 * (storefront.md section 5, DECISIONS.md section 3). Secrets are stored only as hashes.
 */
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  SESSION_TTL_DAYS,
  VERIFIED_EMAIL_WINDOW_SECONDS,
  splitFullName,
  type LoginInput,
  type ProfileUpdateInput,
  type RegisterInput,
  type ResetPasswordInput,
  type User,
} from '@shop/shared/accounts/schemas';
import { accountMessages as m } from '@shop/shared/accounts/messages';
import type { Database, Executor } from '../../db/client';
import type { OtpPurpose } from '../../db/schema/index';
import { AppError, conflict, unauthenticated } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Mailer } from '../../lib/mailer';
import {
  dummyPasswordHash,
  hashPassword,
  newOtp,
  newSessionToken,
  sha256,
  verifyPassword,
} from '../../lib/secrets';
import * as repo from './accounts.repository';
import { otpEmail } from './accounts.emails';

export interface AccountsDeps {
  db: Database;
  mailer: Mailer;
  shopName: string;
  now?: () => Date;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export function toUser(row: repo.UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
  };
}

const otpHash = (email: string, purpose: OtpPurpose, code: string) =>
  sha256(`${purpose}:${email}:${code}`);

export function createAccountsService({
  db,
  mailer,
  shopName,
  now = () => new Date(),
}: AccountsDeps) {
  async function startSession(tx: Executor, userId: string): Promise<NewSession> {
    const token = newSessionToken();
    const expiresAt = new Date(now().getTime() + SESSION_TTL_DAYS * 86_400_000);
    await repo.insertSession(tx, { tokenHash: sha256(token), userId, expiresAt });
    return { token, expiresAt };
  }

  async function issueOtp(email: string, purpose: OtpPurpose): Promise<void> {
    const latest = await repo.latestOtp(db, email, purpose);
    if (latest) {
      const waited = (now().getTime() - latest.createdAt.getTime()) / 1000;
      if (waited < OTP_RESEND_SECONDS) {
        const seconds = Math.ceil(OTP_RESEND_SECONDS - waited);
        throw new AppError(429, 'OTP_TOO_SOON', m.otpTooSoon(seconds), undefined, {
          'retry-after': String(seconds),
        });
      }
    }
    const code = newOtp(OTP_LENGTH);
    const expiresAt = new Date(now().getTime() + OTP_TTL_SECONDS * 1000);
    // The row is written only if the e-mail went out: a failed send leaves no code nobody received.
    await db.transaction(async (tx) => {
      await repo.insertOtp(tx, {
        email,
        purpose,
        codeHash: otpHash(email, purpose, code),
        expiresAt,
      });
      await mailer.send(otpEmail({ to: email, code, purpose, shopName }));
    });
  }

  /** Checks a code against the live OTP of the pair; counts wrong tries. Answers the OTP row. */
  async function checkOtp(email: string, purpose: OtpPurpose, code: string) {
    const otp = await repo.latestOtp(db, email, purpose);
    if (!otp || otp.consumedAt) throw new AppError(400, 'OTP_INVALID', m.otpNotRequested);
    if (otp.failedAttempts >= OTP_MAX_ATTEMPTS) {
      throw new AppError(429, 'OTP_TOO_MANY_ATTEMPTS', m.otpTooManyAttempts);
    }
    if (otp.expiresAt.getTime() <= now().getTime()) {
      throw new AppError(400, 'OTP_EXPIRED', m.otpExpired);
    }
    if (otp.codeHash !== otpHash(email, purpose, code)) {
      const failures = await repo.incrementOtpFailures(db, otp.id);
      if (failures >= OTP_MAX_ATTEMPTS) {
        throw new AppError(429, 'OTP_TOO_MANY_ATTEMPTS', m.otpTooManyAttempts);
      }
      throw new AppError(400, 'OTP_INVALID', m.otpInvalid);
    }
    return otp;
  }

  return {
    async sendRegistrationOtp(email: string): Promise<void> {
      if (await repo.findUserByEmail(db, email)) throw conflict(m.emailTaken, 'EMAIL_TAKEN');
      await issueOtp(email, 'register');
    },

    async verifyRegistrationOtp(email: string, code: string): Promise<void> {
      const otp = await checkOtp(email, 'register', code);
      await repo.updateOtp(db, otp.id, { verifiedAt: now() });
    },

    async register(input: RegisterInput): Promise<{ user: User; session: NewSession }> {
      if (await repo.findUserByEmail(db, input.email)) throw conflict(m.emailTaken, 'EMAIL_TAKEN');
      const otp = await repo.latestOtp(db, input.email, 'register');
      const verifiedRecently =
        otp?.verifiedAt &&
        !otp.consumedAt &&
        now().getTime() - otp.verifiedAt.getTime() <= VERIFIED_EMAIL_WINDOW_SECONDS * 1000;
      if (!otp || !verifiedRecently) {
        throw new AppError(400, 'EMAIL_NOT_VERIFIED', m.emailNotVerified);
      }
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insertUser(tx, {
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            mobile: input.mobile,
            passwordHash,
          });
          await repo.updateOtp(tx, otp.id, { consumedAt: now() });
          return { user: toUser(row), session: await startSession(tx, row.id) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(m.emailTaken, 'EMAIL_TAKEN');
        throw error;
      }
    },

    async login(input: LoginInput): Promise<{ user: User; session: NewSession }> {
      const row = await repo.findUserByEmail(db, input.email);
      const valid = await verifyPassword(
        row?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (!row || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', m.invalidCredentials);
      return { user: toUser(row), session: await startSession(db, row.id) };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await repo.deleteSession(db, sha256(token));
    },

    /** The user of a live session, or undefined. */
    async authenticate(token: string | undefined): Promise<User | undefined> {
      if (!token) return undefined;
      const row = await repo.findSessionUser(db, sha256(token));
      return row && toUser(row);
    },

    /** Housekeeping: sessions past their expiry are only rows. */
    deleteExpiredSessions: () => repo.deleteExpiredSessions(db),

    async sendPasswordResetOtp(email: string): Promise<void> {
      // Unknown addresses get the same answer, so the form reveals nothing about who has an account.
      if (!(await repo.findUserByEmail(db, email))) return;
      await issueOtp(email, 'reset');
    },

    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const user = await repo.findUserByEmail(db, input.email);
      const otp = await checkOtp(input.email, 'reset', input.otp);
      if (!user) throw new AppError(400, 'OTP_INVALID', m.otpNotRequested);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash });
        await repo.updateOtp(tx, otp.id, { consumedAt: now() });
        await repo.deleteUserSessions(tx, user.id);
      });
    },

    async updateProfile(userId: string, input: ProfileUpdateInput): Promise<User> {
      const current = await repo.findUserById(db, userId);
      if (!current) throw unauthenticated(m.sessionExpired);
      const emailChanged = input.email !== current.email;
      const newPassword = input.newPassword || undefined;
      // Changing the sign-in e-mail or password asks for the current password, as a bank would.
      if (emailChanged || newPassword) {
        if (!input.currentPassword) {
          throw new AppError(400, 'VALIDATION_FAILED', m.currentPasswordRequired, {
            currentPassword: [m.currentPasswordRequired],
          });
        }
        if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
          throw new AppError(400, 'INVALID_CREDENTIALS', m.currentPasswordWrong, {
            currentPassword: [m.currentPasswordWrong],
          });
        }
      }
      const { firstName, lastName } = splitFullName(input.name);
      try {
        const row = await repo.updateUser(db, userId, {
          firstName,
          lastName,
          email: input.email,
          ...(newPassword ? { passwordHash: await hashPassword(newPassword) } : {}),
        });
        return toUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(m.emailTaken, 'EMAIL_TAKEN');
        throw error;
      }
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
