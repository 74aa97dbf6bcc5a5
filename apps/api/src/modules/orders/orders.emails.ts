/**
 * The e-mails an order sends: placed (COD), payment received, shipped (with the tax invoice), its
 * tracking details corrected, delivered, cancelled (with
 * the refund when the shop holds the customer's money), a payment that arrived after the
 * order was cancelled, and an online payment for an order already paid in cash.
 */
import { formatRupees, paiseToRupees } from '@shop/shared/money';
import { courierNames, trackingUrl } from '@shop/shared/orders/couriers';
import { orderNumber } from '@shop/shared/orders/status';
import type { MailAttachment, MailMessage } from '../../lib/mailer';
import type { OrderRecord } from './orders.repository';
import { escapeHtml } from '../../lib/html';

export type OrderEmailKind =
  | 'placed'
  | 'paid'
  | 'shipped'
  | 'shipmentCorrected'
  | 'delivered'
  | 'cancelled'
  | 'paidAfterCancel'
  | 'paidTwice';

/** The e-mails that carry the tax invoice: it is issued when the goods leave (decision 038). */
export const invoiceEmails: ReadonlySet<OrderEmailKind> = new Set(['shipped']);

interface Facts {
  number: string;
  total: string;
  refundOwed: boolean;
}

const refundFollows = (total: string) =>
  `A refund of ${total} will follow to the account you paid from.`;

const headlines: Record<OrderEmailKind, (facts: Facts) => { subject: string; lead: string }> = {
  placed: ({ number }) => ({
    subject: `Order #${number} placed: cash on delivery`,
    lead: 'Thank you for your order. You will pay on delivery; we are preparing it now.',
  }),
  paid: ({ number }) => ({
    subject: `Payment received for order #${number}`,
    lead: 'We have received your payment. Your order is confirmed and being prepared.',
  }),
  shipped: ({ number }) => ({
    subject: `Order #${number} has shipped`,
    lead: 'Your order is on the way.',
  }),
  shipmentCorrected: ({ number }) => ({
    subject: `Order #${number}: corrected tracking details`,
    lead: 'We gave you the wrong tracking details for your parcel. The right courier and AWB number are below; the earlier ones will not find it.',
  }),
  delivered: ({ number }) => ({
    subject: `Order #${number} delivered`,
    lead: 'Your order was delivered. You can now review the products from My Orders.',
  }),
  cancelled: ({ number, total, refundOwed }) => ({
    subject: `Order #${number} cancelled`,
    lead: refundOwed
      ? `Your order has been cancelled. ${refundFollows(total)}`
      : 'Your order has been cancelled.',
  }),
  paidAfterCancel: ({ number, total }) => ({
    subject: `Order #${number} cancelled: refund on its way`,
    lead: `We received your payment of ${total}, but the order had already been cancelled, so it will not be shipped. ${refundFollows(total)}`,
  }),
  paidTwice: ({ number, total }) => ({
    subject: `Order #${number}: a second payment, refund on its way`,
    lead: `We received an online payment of ${total} for this order, which was already paid in cash on delivery. ${refundFollows(total)}`,
  }),
};

/** Who carries the parcel, its AWB number and where to follow it, in both of the mail's forms. */
function shipmentFacts({ courier, trackingNumber }: OrderRecord['order']) {
  if (!trackingNumber) return undefined;
  if (!courier) {
    // An order shipped before couriers were recorded.
    const line = `Tracking number: ${trackingNumber}`;
    return { text: line, html: `<p>${escapeHtml(line)}</p>` };
  }
  const name = courierNames[courier];
  const url = trackingUrl(courier, trackingNumber);
  const line = `Courier: ${name}, AWB number ${trackingNumber}`;
  return {
    text: url ? `${line}\nTrack it on ${name}: ${url}` : line,
    html: `<p>${escapeHtml(line)}${url ? `<br><a href="${escapeHtml(url)}">Track it on ${escapeHtml(name)}</a>` : ''}</p>`,
  };
}

/**
 * Why the order was cancelled, as the cancel recorded it (staff must give a reason, a customer
 * may): the customer should not have to ask (docs/decisions/049-order-page-who-and-why.md).
 */
function cancelReason({ tracking }: OrderRecord): string | undefined {
  const cancel = tracking.findLast((entry) => entry.status === 'CANCELLED');
  return cancel?.reason ?? undefined;
}

export function orderEmail(
  kind: OrderEmailKind,
  record: OrderRecord,
  shop: { name: string; publicUrl: string },
  attachments?: MailAttachment[],
): MailMessage {
  const { order, items, owner } = record;
  const number = orderNumber(order.id);
  const total = formatRupees(paiseToRupees(order.totalPaise));
  const { subject, lead } = headlines[kind]({
    number,
    total,
    refundOwed: order.paymentStatus === 'REFUND_PENDING',
  });
  const lines = items.map(
    (i) => `${i.quantity} x ${i.name} — ${formatRupees(paiseToRupees(i.pricePaise * i.quantity))}`,
  );
  const shipment = shipmentFacts(order);
  const tracking = shipment?.text ?? '';
  const reason = kind === 'cancelled' ? cancelReason(record) : undefined;
  const reasonLine = reason ? `Reason: ${reason}` : '';
  const text = [
    `Hello ${owner.firstName},`,
    '',
    lead,
    reasonLine,
    '',
    `Order #${number}`,
    ...lines,
    `Total: ${total}`,
    tracking,
    '',
    `See your orders: ${shop.publicUrl}/orders`,
    '',
    shop.name,
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  const html = `<p>Hello ${escapeHtml(owner.firstName)},</p><p>${escapeHtml(lead)}</p>${reason ? `<p>${escapeHtml(reasonLine)}</p>` : ''}
<table cellpadding="4" style="border-collapse:collapse"><tbody>${items
    .map(
      (i) =>
        `<tr><td>${i.quantity} ×</td><td>${escapeHtml(i.name)}</td><td align="right">${formatRupees(paiseToRupees(i.pricePaise * i.quantity))}</td></tr>`,
    )
    .join(
      '',
    )}<tr><td></td><td><strong>Total</strong></td><td align="right"><strong>${total}</strong></td></tr></tbody></table>
${shipment?.html ?? ''}<p><a href="${shop.publicUrl}/orders">See your orders</a></p><p>${escapeHtml(shop.name)}</p>`;
  return {
    to: owner.email,
    subject: `${shop.name}: ${subject}`,
    text,
    html,
    ...(attachments?.length ? { attachments } : {}),
  };
}
