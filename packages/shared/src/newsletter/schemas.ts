/**
 * The newsletter sign-up (POST /api/newsletter): one e-mail address; and the links of its
 * e-mails, each a random token (confirm, unsubscribe).
 */
import { z } from 'zod';
import { emailSchema } from '../accounts/schemas';
import { newsletterMessages } from './messages';

export const newsletterSchema = z.object({ email: emailSchema });
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** A link's token as the e-mail carries it: URL-safe characters only. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const linkToken = (invalid: string) =>
  z.string({ error: invalid }).trim().regex(LINK_TOKEN_PATTERN, invalid);

export const confirmSubscriptionSchema = z.object({
  token: linkToken(newsletterMessages.confirmLinkInvalid),
});
export type ConfirmSubscriptionInput = z.input<typeof confirmSubscriptionSchema>;

/** In the query string: the same address serves the page's button and mail clients' one click. */
export const unsubscribeQuerySchema = z.object({
  token: linkToken(newsletterMessages.unsubscribeLinkInvalid),
});
export type UnsubscribeInput = z.input<typeof unsubscribeQuerySchema>;
