/**
 * After a return's commit: its owner's e-mail for the step it reached. The refund that completes
 * it sends the refund's own e-mail, so REFUNDED has none here.
 */
import { formatRupees } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/orders/status';
import { returnReasonLabels } from '@shop/shared/returns/messages';
import { returnNumber, type OrderReturn } from '@shop/shared/returns/schemas';
import type { MailMessage } from '../../lib/mailer';
import type { ReturnChanged } from './returns.service';

function lines(ret: OrderReturn): string[] {
  return ret.items.map((item) => `- ${item.quantity} × ${item.name}`);
}

function step(
  ret: OrderReturn,
  paidOnline: boolean,
): { subject: string; body: string[] } | undefined {
  const value = formatRupees(ret.amount);
  switch (ret.status) {
    case 'REQUESTED':
      return {
        subject: 'we have your return request',
        body: [
          `We have your request to return these items (${returnReasonLabels[ret.reason]}):`,
          ...lines(ret),
          '',
          'We will look at it and write to you, usually within one working day. Please keep the items and their packing until then.',
        ],
      };
    case 'APPROVED':
      return {
        subject: 'your return is approved',
        body: [
          'Your return is approved. Please pack these items with their accessories and send them back to us:',
          ...lines(ret),
          ...(ret.note ? ['', ret.note] : []),
          '',
          `Once they reach us we refund ${value}.`,
        ],
      };
    case 'REJECTED':
      return {
        subject: 'about your return request',
        body: [
          'We are sorry, we cannot accept the return of these items:',
          ...lines(ret),
          '',
          ret.note ?? '',
          '',
          'Reply to this e-mail if you would like to talk it over.',
        ],
      };
    case 'RECEIVED':
      return {
        subject: 'we have received your return',
        body: [
          'The items you sent back have reached us:',
          ...lines(ret),
          '',
          ...(ret.creditNote ? [`Credit note ${ret.creditNote.number} is issued for them.`] : []),
          paidOnline
            ? `We have asked for the refund of ${value} to the account or card you paid from; banks usually show it within 5 to 7 working days.`
            : `We refund ${value} by UPI or bank transfer and e-mail you when it is done.`,
        ],
      };
    default:
      return undefined;
  }
}

export function returnEmail(
  { ret, record }: ReturnChanged,
  shop: { name: string; publicUrl: string },
): MailMessage | undefined {
  const content = step(ret, record.order.paymentMethod !== 'COD');
  if (!content) return undefined;
  const number = returnNumber(ret._id);
  const text = [
    `Hello ${record.owner.firstName},`,
    '',
    `Return ${number} of order #${orderNumber(record.order.id)}`,
    '',
    ...content.body,
    '',
    `Your orders: ${shop.publicUrl}/orders`,
    '',
    shop.name,
  ].join('\n');
  return {
    to: record.owner.email,
    subject: `${shop.name}: Return ${number}, ${content.subject}`,
    text,
  };
}
