/** The e-mail a reviewer gets when the shop answers their review. */
import type { MailMessage } from '../../lib/mailer';
import type { ReviewAnswered } from './reviews.service';

/** The start of a long text, cut at a word, for quoting it back. */
function excerpt(text: string, length = 300): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

export function reviewAnsweredEmail(
  answered: ReviewAnswered,
  shop: { name: string; publicUrl: string },
): MailMessage {
  const product = answered.productName || 'a product you bought';
  const text = [
    `Hello ${answered.to.firstName || 'there'},`,
    '',
    `${shop.name} has replied to your review of ${product}.`,
    '',
    ...(answered.feedback ? ['You wrote:', excerpt(answered.feedback), ''] : []),
    'Our reply:',
    answered.reply,
    '',
    `See it on the product page: ${shop.publicUrl}/product/${answered.productId}`,
    '',
    shop.name,
  ].join('\n');
  return {
    to: answered.to.email,
    subject: `${shop.name}: a reply to your review`,
    text,
  };
}
