/**
 * The shop's own e-mails of its orders (docs/decisions/054): a new order, an online payment
 * received and a customer's cancellation, each to the configured address when the configuration
 * asks for that kind. One e-mail per change, written to the outbox with the change and sent after
 * the commit. It says only
 * what the desk shows staff of the order (number, customer's name and e-mail, items, total,
 * payment) and links to the order on the desk; subjects stay ASCII for every mail client.
 */
import { formatRupees, paiseToRupees } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/orders/status';
import type { ShopNotifyEvent } from '../../config';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { OrderRecord } from './orders.repository';
import type { OrderChanged, ShopNotice } from './status-machine';

/** Which configured event each notice belongs to. */
const eventOf: Record<ShopNotice, ShopNotifyEvent> = {
  newOrder: 'orders',
  payment: 'payments',
  customerCancellation: 'cancellations',
};

const subjects: Record<ShopNotice, (number: string) => string> = {
  newOrder: (number) => `New order #${number} (cash on delivery)`,
  payment: (number) => `Payment received for order #${number}`,
  customerCancellation: (number) => `Order #${number} cancelled by the customer`,
};

const leads: Record<ShopNotice, string> = {
  newOrder: 'A customer has placed an order for cash on delivery: it is ready to pack.',
  payment: 'An online payment has been received for this order.',
  customerCancellation: 'The customer has cancelled this order; its stock is back on the shelf.',
};

/** Rupees as "Rs 1,234.50": the rupee sign is not ASCII. */
const asciiRupees = (paise: number) =>
  `Rs ${paiseToRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Only printable ASCII: some mail clients garble anything else in a subject. */
const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '');

export function shopNoticeEmail(
  notice: ShopNotice,
  record: OrderRecord,
  shop: { name: string; publicUrl: string; to: string },
): MailMessage {
  const { order, items, owner } = record;
  const number = orderNumber(order.id);
  const text = [
    leads[notice],
    '',
    `Order #${number}`,
    `Customer: ${`${owner.firstName} ${owner.lastName}`.trim()} <${owner.email}>`,
    ...items.map((item) => `${item.quantity} x ${item.name}`),
    `Total: ${formatRupees(paiseToRupees(order.totalPaise))}`,
    `Status: ${order.status}`,
    `Payment: ${order.paymentStatus} (${order.paymentMethod})`,
    '',
    `Open it on the desk: ${shop.publicUrl}/admin/order/${order.id}`,
  ].join('\n');
  return {
    to: shop.to,
    subject: ascii(`${shop.name}: ${subjects[notice](number)} - ${asciiRupees(order.totalPaise)}`),
    text,
  };
}

/** The notice a change owes the shop, if the configuration asks for its kind. */
export function shopNoticeOwed(
  { shopNotice }: Pick<OrderChanged, 'shopNotice'>,
  events: ReadonlySet<ShopNotifyEvent>,
): ShopNotice | undefined {
  return shopNotice && events.has(eventOf[shopNotice]) ? shopNotice : undefined;
}

/** The shop's e-mail of a change, as an outbox job's handler sends it. */
export function shopNoticeSender(deps: {
  mailer: Mailer;
  shop: { name: string; publicUrl: string };
  to: string;
}) {
  return async (
    { record, notice }: { record: OrderRecord; notice: ShopNotice },
    messageId: string,
  ) => {
    await deps.mailer.send({
      ...shopNoticeEmail(notice, record, { ...deps.shop, to: deps.to }),
      messageId,
    });
  };
}
