/**
 * The back office's order and payment badges, one look per meaning (docs/decisions/052): money
 * owed (by the customer or to them), to ship, under way, done, cancelled. Each has its own colour
 * and icon and says its meaning in words to a screen reader, so colour is never the only sign;
 * the colour pairs are the dark-on-light ones that pass axe's contrast check. Used by the orders
 * desk, the order page and the dashboard.
 */
import { Ban, CircleCheck, HandCoins, PackageCheck, Truck, type LucideIcon } from 'lucide-react';
import { badgeMeanings } from '@shop/shared/admin/desk-messages';
import {
  AWAITING_PAYMENT_LABEL,
  isAwaitingPayment,
  isPaymentReceived,
  type OrderStatus,
} from '@shop/shared/orders/status';

export type BadgeMeaning = keyof typeof badgeMeanings;

const looks: Record<BadgeMeaning, { classes: string; Icon: LucideIcon }> = {
  owed: { classes: 'bg-red-100 text-red-900 ring-red-300', Icon: HandCoins },
  toShip: { classes: 'bg-blue-100 text-blue-900 ring-blue-300', Icon: PackageCheck },
  underway: { classes: 'bg-violet-100 text-violet-900 ring-violet-300', Icon: Truck },
  done: { classes: 'bg-green-100 text-green-900 ring-green-300', Icon: CircleCheck },
  cancelled: { classes: 'bg-slate-200 text-slate-800 ring-slate-400', Icon: Ban },
};

const statusMeanings: Record<OrderStatus, BadgeMeaning> = {
  // Nobody paid and no cash on delivery was chosen yet.
  PENDING: 'owed',
  PROCESSING: 'toShip',
  SHIPPED: 'underway',
  OUT_FOR_DELIVERY: 'underway',
  DELIVERED: 'done',
  CANCELLED: 'cancelled',
};

type BadgeOrder = { status: OrderStatus; paymentStatus: string };

/** What an order's status badge means. */
export const statusMeaning = (status: OrderStatus): BadgeMeaning => statusMeanings[status];

/**
 * What an order's payment badge means: money owed while the customer has not paid (cash still to
 * collect included) or the shop owes some back; done once paid or given back; nothing owed on a
 * cancelled order never paid.
 */
export function paymentMeaning(order: BadgeOrder): BadgeMeaning {
  const { paymentStatus } = order;
  if (paymentStatus === 'REFUND_PENDING') return 'owed';
  if (isPaymentReceived(paymentStatus)) return 'done';
  return order.status === 'CANCELLED' ? 'cancelled' : 'owed';
}

/** The payment badge's words: "Awaiting payment" for a checkout nobody paid nor chose COD for. */
export const paymentLabel = (order: BadgeOrder): string =>
  isAwaitingPayment(order) ? AWAITING_PAYMENT_LABEL : order.paymentStatus;

export function Badge({ meaning, label }: { meaning: BadgeMeaning; label: string }) {
  const { classes, Icon } = looks[meaning];
  return (
    <span
      data-meaning={meaning}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${classes}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span>{label}</span>
      <span className="sr-only">{` (${badgeMeanings[meaning]})`}</span>
    </span>
  );
}

/** The order's status, e.g. PROCESSING (to ship). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge meaning={statusMeaning(status)} label={status} />;
}

/** The order's payment, e.g. Awaiting payment (money owed), PAID (done). */
export function PaymentBadge({ order }: { order: BadgeOrder }) {
  return <Badge meaning={paymentMeaning(order)} label={paymentLabel(order)} />;
}
