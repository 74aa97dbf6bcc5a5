/**
 * The e-mail the shop receives for each new enquiry or quote request: every field the visitor
 * filled in, with Reply-To set to the visitor so the shop can answer straight away.
 */
import { enquiryMessages } from '@shop/shared/enquiries/messages';
import type { EnquiryListItem } from '@shop/shared/enquiries/schemas';
import {
  optionLabel,
  quoteFieldLabels,
  quoteKindLabels,
  type QuoteField,
} from '@shop/shared/quotes/messages';
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
    subject = `New business enquiry from ${name}, ${item.company}`;
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
