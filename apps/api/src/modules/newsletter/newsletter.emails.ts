/**
 * The newsletter's e-mails: the confirmation mail of a sign-up, and the footer with the
 * unsubscribe link that every mail of the shop carries (see newsletter-footer.ts).
 */
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../lib/html';
import type { MailFacts } from './newsletter.service';

interface Shop {
  name: string;
  publicUrl: string;
}

/** The storefront page whose button confirms: a mail scanner opening the link confirms nothing. */
export const confirmPageUrl = (shop: Shop, token: string) =>
  `${shop.publicUrl}/newsletter/confirm?token=${token}`;
/** The storefront page whose button unsubscribes. */
export const unsubscribePageUrl = (shop: Shop, token: string) =>
  `${shop.publicUrl}/newsletter/unsubscribe?token=${token}`;
/** Where mail clients POST `List-Unsubscribe=One-Click`; a GET there shows the page. */
export const oneClickUnsubscribeUrl = (shop: Shop, token: string) =>
  `${shop.publicUrl}/api/newsletter/unsubscribe?token=${token}`;

export function confirmationEmail(args: {
  to: string;
  token: string;
  days: number;
  shop: Shop;
}): MailMessage {
  const link = confirmPageUrl(args.shop, args.token);
  const name = args.shop.name;
  const lead = `Someone, hopefully you, asked to receive the ${name} newsletter at this address.`;
  const ask = `To confirm, open this link within ${args.days} days and press 'Confirm subscription':`;
  const ignore = 'If you did not ask for it, ignore this e-mail: you will not be subscribed.';
  const text = [lead, '', ask, link, '', ignore, '', name].join('\n');
  const html = `<p>${escapeHtml(lead)}</p><p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(link)}">Confirm your subscription</a></p><p>${escapeHtml(ignore)}</p><p>${escapeHtml(name)}</p>`;
  return { to: args.to, subject: `${name}: confirm your newsletter subscription`, text, html };
}

/** The footer and headers a mail to an address with these facts gets. */
export function withUnsubscribeFooter(
  message: MailMessage,
  facts: MailFacts,
  shop: Shop,
): MailMessage {
  const link = unsubscribePageUrl(shop, facts.unsubscribeToken);
  const subscribed = facts.status === 'subscribed';
  const standing = subscribed
    ? `You are subscribed to the ${shop.name} newsletter.`
    : `You get the ${shop.name} newsletter only once you confirm it.`;
  const footer = {
    text: `${message.text}\n\n--\n${standing} ${subscribed ? 'Unsubscribe' : 'To refuse it, unsubscribe'}: ${link}\n`,
    ...(message.html
      ? {
          html: `${message.html}<hr><p style="font-size:12px;color:#64748b">${escapeHtml(standing)} <a href="${escapeHtml(link)}">Unsubscribe</a></p>`,
        }
      : {}),
  };
  return {
    ...message,
    ...footer,
    headers: {
      ...message.headers,
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(shop, facts.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
