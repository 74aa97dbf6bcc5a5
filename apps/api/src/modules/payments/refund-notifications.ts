/** After a refund settles as processed: the customer's e-mail, one per refund. */
import { formatRupees } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/orders/status';
import { refundMethodLabels } from '@shop/shared/payments/refunds';
import type { MailMessage } from '../../lib/mailer';
import type { RefundSettled } from './refunds';

export function refundEmail(
  { refund, record }: RefundSettled,
  shop: { name: string; publicUrl: string },
): MailMessage {
  const number = orderNumber(record.order.id);
  const amount = formatRupees(refund.amount);
  const how =
    refund.method === 'RAZORPAY'
      ? 'It goes back to the account or card you paid from; banks usually show it within 5 to 7 working days.'
      : `It was paid by ${refundMethodLabels[refund.method]}${refund.reference ? `, reference ${refund.reference}` : ''}.`;
  const text = [
    `Hello ${record.owner.firstName},`,
    '',
    `We have refunded ${amount} on your order #${number} (${refund.reason}).`,
    how,
    '',
    `Your orders: ${shop.publicUrl}/orders`,
    '',
    shop.name,
  ].join('\n');
  return {
    to: record.owner.email,
    // The amount is in the text: a subject with ₹ is encoded, and reads badly in some inboxes.
    subject: `${shop.name}: Refund on order #${number}`,
    text,
  };
}
