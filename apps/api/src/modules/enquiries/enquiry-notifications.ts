/** After an enquiry or quote request is stored, or answered: the e-mails about it. */
import type { EnquiryListItem } from '@shop/shared/enquiries/schemas';
import type { Mailer } from '../../lib/mailer';
import { receivedEmail, replyEmail } from './enquiries.emails';
import type { EnquiryReplied } from './enquiries.service';

export function enquiryNotifications(deps: {
  mailer: Mailer;
  shop: { name: string; email: string; publicUrl: string };
}) {
  return async (item: EnquiryListItem) => {
    await deps.mailer.send(receivedEmail(item, deps.shop));
  };
}

/** After staff reply to an enquiry or quote request: the visitor's e-mail with the reply. */
export function enquiryReplyEmails(deps: {
  mailer: Mailer;
  shop: { name: string; email: string };
}) {
  return async ({ item, message }: EnquiryReplied) => {
    await deps.mailer.send(replyEmail(item, message.text, deps.shop));
  };
}
