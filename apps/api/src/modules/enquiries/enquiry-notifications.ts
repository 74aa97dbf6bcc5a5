/** After an enquiry or quote request is stored: the shop's e-mail about it. */
import type { EnquiryListItem } from '@shop/shared/enquiries/schemas';
import type { Mailer } from '../../lib/mailer';
import { receivedEmail } from './enquiries.emails';

export function enquiryNotifications(deps: {
  mailer: Mailer;
  shop: { name: string; email: string; publicUrl: string };
}) {
  return async (item: EnquiryListItem) => {
    await deps.mailer.send(receivedEmail(item, deps.shop));
  };
}
