/**
 * Customer accounts: e-mail OTPs, registration, sign-in sessions, password reset and profile
 * (docs/decisions/003-accounts-and-sessions.md). Secrets are stored only as hashes.
 * E-mails leave only after the rows they speak of are committed; see decision 007.
 */
import { pageRequest, type Page, type PageRequest } from '@shop/shared/http/paging';
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
  type CustomerStanding,
  type User,
} from '@shop/shared/accounts/schemas';
import { accountMessages as m } from '@shop/shared/accounts/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { OtpPurpose } from '../../db/schema/index';
import { AppError, conflict, notFound, unauthenticated } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
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
import type { RevokedSessions } from '../../plugins/realtime';
import * as repo from './accounts.repository';
import type { SessionCache, SessionChange } from './session-cache';
import { emailChangedEmail, otpEmail } from './accounts.emails';

export interface AccountsDeps {
  db: Database;
  mailer: Mailer;
  shopName: string;
  logger: FastifyBaseLogger;
  /** Called after a commit that ended sessions, so their open sockets can be closed too. */
  onSessionsRevoked?: (revoked: RevokedSessions) => void;
  /** Sessions' users kept in memory; without it every request asks the database. */
  sessionCache?: SessionCache;
  now?: () => Date;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export function toUser(row: repo.SessionCustomer): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
  };
}

/** `owner` binds an e-mail-change code to the account that asked for it. */
const otpHash = (email: string, purpose: OtpPurpose, code: string, owner?: string) =>
  sha256(owner ? `${purpose}:${owner}:${email}:${code}` : `${purpose}:${email}:${code}`);

const emailTaken = () => conflict(m.emailTaken, 'EMAIL_TAKEN');

/** A blocked customer is refused every way in: sign-in, a session, a new order. */
function refuseBlocked(row: Pick<repo.UserRow, 'blockedAt'>): void {
  if (row.blockedAt) throw new AppError(403, 'ACCOUNT_BLOCKED', m.accountBlocked);
}

function toStanding(row: repo.UserRow): CustomerStanding {
  return {
    _id: row.id,
    blockedAt: row.blockedAt ? row.blockedAt.toISOString() : null,
    blockedReason: row.blockedReason,
  };
}

/** Expired OTP rows are kept this long, then the housekeeping deletes them. */
const EXPIRED_OTP_RETENTION_MS = 86_400_000;

interface IssuedOtp {
  id: string;
  email: string;
  purpose: OtpPurpose;
  code: string;
}

export function createAccountsService({
  db,
  mailer,
  shopName,
  logger,
  onSessionsRevoked = () => {},
  sessionCache,
  now = () => new Date(),
}: AccountsDeps) {
  const inFlight = new Set<Promise<void>>();

  /**
   * After a commit that ended sessions or changed a customer: this instance and the others stop
   * using what they kept of them before the request answers.
   */
  async function sessionsChanged(change: SessionChange): Promise<void> {
    try {
      await sessionCache?.changed(change);
    } catch (error) {
      // Kept entries elsewhere still expire within seconds.
      logger.warn({ err: error }, 'could not tell other instances of a session change');
    }
  }

  /** Work that the answer does not wait for (e-mails); failures are logged by the work itself. */
  function inBackground(work: () => Promise<void>): void {
    const running = work().finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  function sessionsRevoked(revoked: RevokedSessions): void {
    try {
      onSessionsRevoked(revoked);
    } catch (error) {
      logger.error({ err: error }, 'closing the sockets of revoked sessions failed');
    }
  }

  async function startSession(tx: Executor, userId: string): Promise<NewSession> {
    const token = newSessionToken();
    const expiresAt = new Date(now().getTime() + SESSION_TTL_DAYS * 86_400_000);
    await repo.insertSession(tx, { tokenHash: sha256(token), userId, expiresAt });
    return { token, expiresAt };
  }

  /**
   * Writes a new OTP row and commits it; the e-mail is sent afterwards by `sendOtp`, never inside
   * the transaction (on PGlite a transaction holds the whole database). The pair is locked while
   * the wait since the last code is checked, so parallel requests send one code. With `write`
   * false the same reads run and nothing is written: forgot-password does that for unknown
   * addresses so both cost alike.
   */
  async function createOtp(
    email: string,
    purpose: OtpPurpose,
    options: { owner?: string; write?: boolean } = {},
  ): Promise<IssuedOtp | undefined> {
    const code = newOtp(OTP_LENGTH);
    const expiresAt = new Date(now().getTime() + OTP_TTL_SECONDS * 1000);
    return db.transaction(async (tx) => {
      await repo.lockOtpPair(tx, email, purpose, options.owner);
      const latest = await repo.latestOtp(tx, email, purpose, options.owner);
      if (latest) {
        const waited = (now().getTime() - latest.createdAt.getTime()) / 1000;
        if (waited < OTP_RESEND_SECONDS) {
          const seconds = Math.ceil(OTP_RESEND_SECONDS - waited);
          throw new AppError(429, 'OTP_TOO_SOON', m.otpTooSoon(seconds), undefined, {
            'retry-after': String(seconds),
          });
        }
      }
      if (options.write === false) return undefined;
      const row = await repo.insertOtp(tx, {
        email,
        purpose,
        userId: options.owner,
        codeHash: otpHash(email, purpose, code, options.owner),
        expiresAt,
      });
      return { id: row.id, email, purpose, code };
    });
  }

  /**
   * E-mails a committed OTP. When the send fails the row is deleted: nobody received the code, so
   * none is left to guess, and the wait before a new code does not hold the customer back.
   */
  async function sendOtp(otp: IssuedOtp): Promise<void> {
    try {
      await mailer.send(
        otpEmail({ to: otp.email, code: otp.code, purpose: otp.purpose, shopName }),
      );
    } catch (error) {
      logger.error({ err: error, purpose: otp.purpose }, 'the OTP e-mail could not be sent');
      await repo.deleteOtp(db, otp.id);
      throw new AppError(503, 'EMAIL_NOT_SENT', m.emailSendFailed);
    }
  }

  /** An address another account signs in with is never registered, nor changed to. */
  async function refuseTakenEmail(email: string): Promise<void> {
    if (await repo.findUserByEmail(db, email)) throw emailTaken();
  }

  /** E-mails a code to an address no account uses: to register it, or to change to it. */
  async function sendOtpToNewAddress(
    email: string,
    purpose: 'register' | 'email-change',
    owner?: string,
  ): Promise<void> {
    await refuseTakenEmail(email);
    await sendOtp((await createOtp(email, purpose, { owner }))!);
  }

  /**
   * Checks a code against the live OTP of the pair. The try is taken (counted) before the code is
   * compared, in one conditional update, so at most OTP_MAX_ATTEMPTS codes are ever compared
   * however many requests arrive together; a right code gives its try back. Answers the OTP row.
   */
  async function checkOtp(email: string, purpose: OtpPurpose, code: string, owner?: string) {
    const otp = await repo.latestOtp(db, email, purpose, owner);
    if (!otp || otp.consumedAt) throw new AppError(400, 'OTP_INVALID', m.otpNotRequested);
    if (otp.expiresAt.getTime() <= now().getTime()) {
      throw new AppError(400, 'OTP_EXPIRED', m.otpExpired);
    }
    const tries = await repo.takeOtpTry(db, otp.id, OTP_MAX_ATTEMPTS);
    if (tries === undefined) {
      throw new AppError(429, 'OTP_TOO_MANY_ATTEMPTS', m.otpTooManyAttempts);
    }
    if (otp.codeHash !== otpHash(email, purpose, code, owner)) {
      if (tries >= OTP_MAX_ATTEMPTS) {
        throw new AppError(429, 'OTP_TOO_MANY_ATTEMPTS', m.otpTooManyAttempts);
      }
      throw new AppError(400, 'OTP_INVALID', m.otpInvalid);
    }
    await repo.returnOtpTry(db, otp.id);
    return otp;
  }

  /** Uses a checked OTP inside the caller's transaction; a second use of it is refused. */
  async function consumeOtp(tx: Executor, otpId: string): Promise<void> {
    if (!(await repo.consumeOtp(tx, otpId, now()))) {
      throw new AppError(400, 'OTP_INVALID', m.otpNotRequested);
    }
  }

  return {
    sendRegistrationOtp: (email: string): Promise<void> => sendOtpToNewAddress(email, 'register'),

    async verifyRegistrationOtp(email: string, code: string): Promise<void> {
      const otp = await checkOtp(email, 'register', code);
      await repo.updateOtp(db, otp.id, { verifiedAt: now() });
    },

    async register(input: RegisterInput): Promise<{ user: User; session: NewSession }> {
      await refuseTakenEmail(input.email);
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
          await consumeOtp(tx, otp.id);
          return { user: toUser(row), session: await startSession(tx, row.id) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
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
      // Told only after the right password, so the message reveals nothing to a guesser.
      refuseBlocked(row);
      return { user: toUser(row), session: await startSession(db, row.id) };
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const tokenHash = sha256(token);
      await repo.deleteSession(db, tokenHash);
      await sessionsChanged({ tokenHash });
      sessionsRevoked({ tokenHash });
    },

    /** The user of a live session, or undefined. */
    async authenticate(token: string | undefined): Promise<User | undefined> {
      if (!token) return undefined;
      const tokenHash = sha256(token);
      const read = () => repo.findSessionUser(db, tokenHash);
      const row = sessionCache ? await sessionCache.lookup(tokenHash, read) : (await read())?.user;
      return row && toUser(row);
    },

    /** Housekeeping: sessions past their expiry are only rows. */
    deleteExpiredSessions: () => repo.deleteExpiredSessions(db),

    /**
     * Housekeeping: OTPs a day past their expiry. A verified registration code stays usable for
     * its 30 minutes, well within that day.
     */
    deleteExpiredOtps: () =>
      repo.deleteExpiredOtps(db, new Date(now().getTime() - EXPIRED_OTP_RETENTION_MS)),

    /** Resolves when the e-mails sent in the background have finished (at shutdown). */
    async idle(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },

    async sendPasswordResetOtp(email: string): Promise<void> {
      // Known and unknown addresses get the same answer at the same speed, so the form reveals
      // nothing about who has an account: the same reads run for both, the e-mail goes out in the
      // background, and a second request within the wait is answered as if it had been sent.
      const user = await repo.findUserByEmail(db, email);
      let otp: IssuedOtp | undefined;
      try {
        otp = await createOtp(email, 'reset', { write: Boolean(user) });
      } catch (error) {
        if (error instanceof AppError && error.code === 'OTP_TOO_SOON') return;
        throw error;
      }
      if (otp) {
        const issued = otp;
        inBackground(() => sendOtp(issued).catch(() => {}));
      }
    },

    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const user = await repo.findUserByEmail(db, input.email);
      const otp = await checkOtp(input.email, 'reset', input.otp);
      if (!user) throw new AppError(400, 'OTP_INVALID', m.otpNotRequested);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await consumeOtp(tx, otp.id);
        await repo.updateUser(tx, user.id, { passwordHash });
        await repo.deleteUserSessions(tx, user.id);
      });
      await sessionsChanged({ userId: user.id });
      sessionsRevoked({ userId: user.id });
    },

    /** E-mails a code to the address the customer wants to sign in with from now on. */
    sendEmailChangeOtp: (userId: string, email: string): Promise<void> =>
      sendOtpToNewAddress(email, 'email-change', userId),

    /**
     * `currentToken` is the session making the change: a new password or e-mail ends every other
     * session of the account, since one of them may be the reason for the change.
     */
    async updateProfile(
      userId: string,
      input: ProfileUpdateInput,
      currentToken: string | undefined,
    ): Promise<User> {
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
      // A new sign-in e-mail must be proved by the code sent to it, as at registration.
      let emailOtp: repo.OtpRow | undefined;
      if (emailChanged) {
        await refuseTakenEmail(input.email);
        if (!input.emailOtp) {
          throw new AppError(400, 'EMAIL_NOT_VERIFIED', m.emailChangeNeedsOtp, {
            emailOtp: [m.emailChangeNeedsOtp],
          });
        }
        emailOtp = await checkOtp(input.email, 'email-change', input.emailOtp, userId);
      }
      const { firstName, lastName } =
        input.firstName !== undefined && input.lastName !== undefined
          ? { firstName: input.firstName, lastName: input.lastName }
          : splitFullName(input.name ?? '');
      const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;
      const signInChanged = emailChanged || Boolean(passwordHash);
      const keepTokenHash = currentToken ? sha256(currentToken) : undefined;
      let row: repo.UserRow;
      try {
        row = await db.transaction(async (tx) => {
          if (emailOtp) await consumeOtp(tx, emailOtp.id);
          const updated = await repo.updateUser(tx, userId, {
            firstName,
            lastName,
            email: input.email,
            ...(input.mobile ? { mobile: input.mobile } : {}),
            ...(passwordHash ? { passwordHash } : {}),
          });
          if (signInChanged) await repo.deleteOtherSessions(tx, userId, keepTokenHash);
          return updated;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      await sessionsChanged({ userId });
      if (signInChanged) sessionsRevoked({ userId, exceptTokenHash: keepTokenHash });
      if (emailChanged) {
        // The old address hears of it, so a change the owner did not make does not go unnoticed.
        const notice = emailChangedEmail({ to: current.email, newEmail: input.email, shopName });
        inBackground(() =>
          mailer.send(notice).catch((error: unknown) => {
            logger.error({ err: error }, 'the e-mail-change notice could not be sent');
          }),
        );
      }
      return toUser(row);
    },

    /** The back office's Users screen: customers newest first, searched by name or e-mail. */
    async listCustomers(
      query: { q?: string } & Partial<PageRequest>,
    ): Promise<Page<User & Omit<CustomerStanding, '_id'> & { createdAt: string }>> {
      const { page, limit } = pageRequest(query);
      const { rows, total } = await repo.searchUsers(db, {
        q: query.q || undefined,
        limit,
        offset: (page - 1) * limit,
      });
      const items = rows.map((row) => {
        const { blockedAt, blockedReason } = toStanding(row);
        return { ...toUser(row), createdAt: row.createdAt.toISOString(), blockedAt, blockedReason };
      });
      return { items, total, page, limit };
    },

    countCustomers: () => repo.countUsers(db),
    /** Customers who signed up in [from, to): the dashboard's trend. */
    countCustomersBetween: (from: Date, to: Date) => repo.countUsersBetween(db, from, to),

    /**
     * Staff block a customer (docs/decisions/054): every session ends at once, here and on the
     * other instances before the answer, and their open pages' sockets close. Their data stays.
     * Blocking one already blocked changes nothing and keeps the first time and reason, so two
     * staff blocking together give one block.
     */
    async block(userId: string, reason: string): Promise<CustomerStanding> {
      if (!isUuid(userId)) throw notFound(m.customerNotFound);
      const row = await db.transaction(async (tx) => {
        const current = await repo.lockUser(tx, userId, 'update');
        if (!current) throw notFound(m.customerNotFound);
        if (current.blockedAt) return current;
        const blocked = await repo.setBlocked(tx, userId, {
          blockedAt: now(),
          blockedReason: reason,
        });
        await repo.deleteUserSessions(tx, userId);
        return blocked;
      });
      await sessionsChanged({ userId });
      sessionsRevoked({ userId });
      return toStanding(row);
    },

    /** Staff let a blocked customer back in; they sign in again as before. */
    async unblock(userId: string): Promise<CustomerStanding> {
      if (!isUuid(userId)) throw notFound(m.customerNotFound);
      const row = await db.transaction(async (tx) => {
        const current = await repo.lockUser(tx, userId, 'update');
        if (!current) throw notFound(m.customerNotFound);
        if (!current.blockedAt) return current;
        return repo.setBlocked(tx, userId, { blockedAt: null, blockedReason: '' });
      });
      return toStanding(row);
    },

    /**
     * Inside the transaction placing an order: refuses a customer blocked meanwhile. The row is
     * held for share, so a block waits for the order, or the order sees the block.
     */
    async refuseBlockedWithin(tx: Executor, userId: string): Promise<void> {
      const row = await repo.lockUser(tx, userId, 'share');
      if (!row) throw unauthenticated(m.sessionExpired);
      refuseBlocked(row);
    },

    /** Customers' current e-mails and names by id, in one query (the authors of a page of reviews). */
    namesAndEmailsOf: (userIds: string[]) => repo.namesAndEmailsOf(db, userIds),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
