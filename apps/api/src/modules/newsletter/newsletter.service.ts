/**
 * The newsletter's list of addresses, with double opt-in: a sign-up stores the address as
 * pending and mails it a link; only an address confirmed from its inbox is a subscriber. Every
 * answer to a sign-up is the same (new, pending or confirmed address, mail sent or held back),
 * so nobody learns whether an address is on the list. Confirmation mails to one address are
 * limited (one per few minutes, a few a day) so the form cannot be used to flood someone's inbox.
 * Each address also has an unsubscribe token that every mail to it carries.
 */
import { createHash, randomBytes } from 'node:crypto';
import { newsletterMessages } from '@shop/shared/newsletter/messages';
import type { Database } from '../../db/client';
import type { NewsletterStatus } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import {
  addAddress,
  claimConfirmationMail,
  findByConfirmTokenHash,
  findMailFacts,
  markConfirmed,
  markUnsubscribed,
  subscribedAddresses,
} from './newsletter.repository';

const MINUTE = 60_000;
/** How long a confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7;
/** A pending address gets another confirmation mail only this long after the last. */
export const CONFIRMATION_RESEND_MINUTES = 10;
/** At most this many confirmation mails to one address in 24 hours. */
export const CONFIRMATION_MAILS_PER_DAY = 5;

/** A confirmation mail to send: the link's token exists only here and in the mail. */
export interface ConfirmationRequested {
  email: string;
  token: string;
}

export interface MailFacts {
  status: NewsletterStatus;
  unsubscribeToken: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const linkInvalid = (message: string) => new AppError(400, 'LINK_INVALID', message);

export function createNewsletterService(deps: {
  db: Database;
  /**
   * Called after the link is stored; the mail goes out without holding the answer. Its secret is
   * not written down anywhere: a mail that did not go is asked for again.
   */
  send: (request: ConfirmationRequested) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const inFlight = new Set<Promise<void>>();
  return {
    /** Resolves when the confirmations sent in the background have finished. */
    async idle(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },

    /** `email` as the shared schema leaves it: trimmed and lower-cased. */
    async subscribe(email: string): Promise<void> {
      await addAddress(deps.db, email, 'pending');
      const at = now();
      const token = randomBytes(32).toString('base64url');
      const claimed = await claimConfirmationMail(deps.db, email, {
        tokenHash: hashToken(token),
        expiresAt: new Date(at.getTime() + CONFIRMATION_LINK_DAYS * 24 * 60 * MINUTE),
        now: at,
        resendAfter: new Date(at.getTime() - CONFIRMATION_RESEND_MINUTES * MINUTE),
        dayStartsAfter: new Date(at.getTime() - 24 * 60 * MINUTE),
        mailsPerDay: CONFIRMATION_MAILS_PER_DAY,
      });
      if (claimed) {
        const sending = deps.send({ email, token });
        inFlight.add(sending);
        void sending.finally(() => inFlight.delete(sending));
      }
    },

    /**
     * Confirms the address of the link. Again with the same link, once confirmed, is the same
     * success (a double click, a second tab). Only the latest link of an address works.
     */
    async confirm(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      const row = await findByConfirmTokenHash(deps.db, tokenHash);
      if (!row) throw linkInvalid(newsletterMessages.confirmLinkInvalid);
      if (row.status === 'subscribed') return;
      if (!row.expiresAt || row.expiresAt.getTime() <= now().getTime()) {
        throw new AppError(400, 'LINK_EXPIRED', newsletterMessages.confirmLinkExpired);
      }
      if (await markConfirmed(deps.db, row.id, tokenHash, now())) return;
      // Changed meanwhile: confirmed by a second click (fine) or unsubscribed (the link is void).
      const after = await findByConfirmTokenHash(deps.db, tokenHash);
      if (after?.status !== 'subscribed') throw linkInvalid(newsletterMessages.confirmLinkInvalid);
    },

    /**
     * Takes the token's address off the list, however it stood: the same answer for a
     * subscriber, a pending sign-up, an address never on the list and a second click.
     */
    async unsubscribe(token: string): Promise<void> {
      if (!(await markUnsubscribed(deps.db, token, now()))) {
        throw linkInvalid(newsletterMessages.unsubscribeLinkInvalid);
      }
    },

    /**
     * What a mail to this address says about the newsletter and the unsubscribe token it carries,
     * when the address is on the list (subscribed, or asked to be). An address that never asked,
     * or left, is not stored or told about a list it is not on.
     */
    async mailFacts(email: string): Promise<MailFacts | undefined> {
      const facts = await findMailFacts(deps.db, email.trim().toLowerCase());
      return facts && facts.status !== 'unsubscribed' ? facts : undefined;
    },

    /** The confirmed addresses, for a newsletter send or an export of the list. */
    subscribers: () => subscribedAddresses(deps.db),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
