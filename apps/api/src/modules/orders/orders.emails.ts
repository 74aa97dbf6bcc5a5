/** The e-mails an order sends: placed (COD), payment received, shipped, delivered, cancelled. */
import { formatRupees, paiseToRupees } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/orders/status';
import type { MailMessage } from '../../lib/mailer';
import type { OrderRecord } from './orders.repository';

export type OrderEmailKind = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

const headlines: Record<OrderEmailKind, (number: string) => { subject: string; lead: string }> = {
  placed: (n) => ({
    subject: `Order #${n} placed: cash on delivery`,
    lead: 'Thank you for your order. You will pay on delivery; we are preparing it now.',
  }),
  paid: (n) => ({
    subject: `Payment received for order #${n}`,
    lead: 'We have received your payment. Your order is confirmed and being prepared.',
  }),
  shipped: (n) => ({ subject: `Order #${n} has shipped`, lead: 'Your order is on the way.' }),
  delivered: (n) => ({
    subject: `Order #${n} delivered`,
    lead: 'Your order was delivered. You can now review the products from My Orders.',
  }),
  cancelled: (n) => ({
    subject: `Order #${n} cancelled`,
    lead: 'Your order has been cancelled. Anything you paid online will be refunded to the same account.',
  }),
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function orderEmail(
  kind: OrderEmailKind,
  record: OrderRecord,
  shop: { name: string; publicUrl: string },
): MailMessage {
  const { order, items, owner } = record;
  const number = orderNumber(order.id, 8);
  const { subject, lead } = headlines[kind](number);
  const lines = items.map(
    (i) => `${i.quantity} x ${i.name} — ${formatRupees(paiseToRupees(i.pricePaise * i.quantity))}`,
  );
  const total = formatRupees(paiseToRupees(order.totalPaise));
  const tracking = order.trackingNumber ? `Tracking number: ${order.trackingNumber}` : '';
  const text = [
    `Hello ${owner.firstName},`,
    '',
    lead,
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
  const html = `<p>Hello ${escapeHtml(owner.firstName)},</p><p>${escapeHtml(lead)}</p>
<table cellpadding="4" style="border-collapse:collapse"><tbody>${items
    .map(
      (i) =>
        `<tr><td>${i.quantity} ×</td><td>${escapeHtml(i.name)}</td><td align="right">${formatRupees(paiseToRupees(i.pricePaise * i.quantity))}</td></tr>`,
    )
    .join(
      '',
    )}<tr><td></td><td><strong>Total</strong></td><td align="right"><strong>${total}</strong></td></tr></tbody></table>
${tracking ? `<p>${escapeHtml(tracking)}</p>` : ''}<p><a href="${shop.publicUrl}/orders">See your orders</a></p><p>${escapeHtml(shop.name)}</p>`;
  return { to: owner.email, subject: `${shop.name}: ${subject}`, text, html };
}
