/** After an enquiry or quote request is stored, or answered: the e-mails about it. */
import type { EnquiryListItem } from '@shop/shared/enquiries/schemas';
import type { Mailer } from '../../lib/mailer';
import { acknowledgementEmail, receivedEmail, replyEmail } from './enquiries.emails';
import { ACKNOWLEDGEMENT_INTERVAL_MINUTES, type EnquiryReplied } from './enquiries.service';

export function enquiryNotifications(deps: {
  mailer: Mailer;
  shop: { name: string; email: string; publicUrl: string };
}) {
  return async (item: EnquiryListItem) => {
    await deps.mailer.send(receivedEmail(item, deps.shop));
  };
}

/**
 * After an enquiry, contact message or quote request is stored: the sender's acknowledgement,
 * once per message and at most once per address per interval (the claim decides).
 */
export function enquiryAcknowledgements(deps: {
  mailer: Mailer;
  shop: { name: string; email: string; hours: readonly string[]; answersWithin: string };
  claim: (email: string) => Promise<boolean>;
}) {
  return async (item: EnquiryListItem) => {
    if (!(await deps.claim(item.email))) return;
    await deps.mailer.send(acknowledgementEmail(item, deps.shop, ACKNOWLEDGEMENT_INTERVAL_MINUTES));
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
