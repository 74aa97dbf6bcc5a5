/**
 * The e-mails about what visitors send: the shop's notice of each new enquiry or quote request
 * (every field the visitor filled in, with Reply-To set to the visitor so the shop can answer
 * straight away), the sender's acknowledgement, and staff's reply.
 */
import { enquiryMessages } from '@shop/shared/enquiries/messages';
import type { EnquiryListItem } from '@shop/shared/enquiries/schemas';
import {
  optionLabel,
  quoteFieldLabels,
  quoteKindLabels,
  type QuoteField,
} from '@shop/shared/quotes/messages';
import { dayMonYearTime } from '../../lib/india-time';
import type { MailMessage } from '../../lib/mailer';

export function receivedEmail(
  item: EnquiryListItem,
  shop: { name: string; email: string; publicUrl: string },
): MailMessage {
  let subject: string;
  let fields: Array<[string, string | number]>;
  if (item.type === 'enquiry') {
    const labels = enquiryMessages.labels;
    const name = `${item.firstName} ${item.lastName}`.trim();
    // A contact-form message names no company.
    subject = item.company
      ? `New business enquiry from ${name}, ${item.company}`
      : `New message from ${name}`;
    fields = [
      ['Name', name],
      [labels.email, item.email],
      [labels.phone, item.phone],
      [labels.company, item.company],
      [labels.sector, item.sector],
      [labels.gst, item.gst],
      [labels.enquiry, item.enquiry],
      [labels.message, item.message],
    ];
  } else {
    subject = `New ${quoteKindLabels[item.type]} from ${item.name}`;
    fields = [
      [quoteFieldLabels.name, item.name],
      [quoteFieldLabels.email, item.email],
      [quoteFieldLabels.phone, item.phone],
      ...Object.entries(item.details).map(([field, value]): [string, string | number] => [
        quoteFieldLabels[field as QuoteField] ?? field,
        typeof value === 'string' ? optionLabel(value) : value,
      ]),
    ];
  }
  const text = [
    `${subject}.`,
    '',
    ...fields.filter(([, value]) => value !== '').map(([label, value]) => `${label}: ${value}`),
    '',
    `Received ${item.createdAt}. See every enquiry: ${shop.publicUrl}/admin/enquiries`,
    '',
    shop.name,
  ].join('\n');
  return { to: shop.email, replyTo: item.email, subject: `${shop.name}: ${subject}`, text };
}

/** The start of a long text, cut at a word, for quoting it back. */
function excerpt(text: string, length = 300): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}...`;
}

/**
 * Staff's reply to the visitor, from the shop's address (so answering it reaches the shop), with
 * the visitor's own words quoted back.
 */
export function replyEmail(
  item: EnquiryListItem,
  reply: string,
  shop: { name: string; email: string },
): MailMessage {
  const isEnquiry = item.type === 'enquiry';
  const firstName = isEnquiry ? item.firstName : item.name.split(' ')[0];
  const about = isEnquiry ? 'your enquiry' : `your ${quoteKindLabels[item.type]}`;
  const text = [
    `Hello ${firstName || 'there'},`,
    '',
    reply,
    '',
    ...(isEnquiry ? ['You wrote:', excerpt(item.message), ''] : []),
    `Reply to this e-mail to continue the conversation.`,
    '',
    shop.name,
  ].join('\n');
  return {
    to: item.email,
    subject: `Re: ${about} to ${shop.name}`,
    text,
  };
}

/** What the sender sent, in their words: a contact message has no company. */
function acknowledgedAs(item: EnquiryListItem): string {
  if (item.type === 'enquiry') return item.company ? 'business enquiry' : 'message';
  if (item.type === 'support') return 'support request';
  return `request for a ${quoteKindLabels[item.type]}`;
}

/**
 * The sender's acknowledgement: what the shop received and when it answers. It repeats nothing
 * the sender typed (not even the name): anyone can put a stranger's address in a form, and the
 * shop's mail must not carry their words to that stranger.
 */
export function acknowledgementEmail(
  item: EnquiryListItem,
  shop: { name: string; email: string; hours: readonly string[]; answersWithin: string },
  intervalMinutes: number,
): MailMessage {
  const what = acknowledgedAs(item);
  const text = [
    'Hello,',
    '',
    `Thank you for writing to ${shop.name}. We received your ${what} on ${dayMonYearTime(new Date(item.createdAt))} (India time).`,
    '',
    `Our team answers within ${shop.answersWithin}, during our opening hours: ${shop.hours.join(', ')} (India time).`,
    'To add something, reply to this e-mail.',
    '',
    `If you did not write to us, please ignore this e-mail. We send at most one such confirmation to an address every ${intervalMinutes} minutes.`,
    '',
    shop.name,
  ].join('\n');
  return {
    to: item.email,
    replyTo: shop.email,
    subject: `${shop.name}: we received your ${what}`,
    text,
  };
}
