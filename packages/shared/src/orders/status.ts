/**
 * The order status machine (docs/decisions/006-orders-and-payments.md) and how statuses read on the
 * pages. Zod-free: the pages import it freely.
 */
export const orderStatuses = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * REFUND_PENDING: the shop owes the customer money back (a paid order cancelled, a payment that
 * came after the cancel or twice) and has not yet returned it all. REFUNDED: everything received
 * went back. PARTIALLY_REFUNDED: some went back and the shop keeps the rest for goods delivered.
 */
/** The desk's lists: one status, or every order (ALL), each searched the same way. */
export const deskStatuses = [...orderStatuses, 'ALL'] as const;
export type DeskStatus = (typeof deskStatuses)[number];

export const paymentStatuses = [
  'PENDING',
  'PAID',
  'COMPLETED',
  'SUCCESS',
  'FAILED',
  'REFUND_PENDING',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentMethods = ['COD', 'RAZORPAY', 'PHONEPE', 'GOOGLE_PAY'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const forward: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ['PROCESSING'],
  PROCESSING: ['SHIPPED'],
  SHIPPED: ['OUT_FOR_DELIVERY', 'DELIVERED'],
  OUT_FOR_DELIVERY: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

export type Actor = 'customer' | 'admin' | 'system';

/** Whether `actor` may move an order from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  if (to === 'CANCELLED') {
    if (actor === 'customer') return from === 'PENDING' || from === 'PROCESSING';
    return from !== 'DELIVERED' && from !== 'CANCELLED';
  }
  if (actor === 'customer') return false;
  return forward[from].includes(to);
}

/**
 * The statuses staff may move an order to from `from`, in the machine's order: the status
 * control offers these and nothing else (none once the order is DELIVERED or CANCELLED).
 */
export const staffNextSteps = (from: OrderStatus): OrderStatus[] =>
  orderStatuses.filter((to) => canTransition(from, to, 'admin'));

/**
 * Who made a change as the timeline names those who are not staff (staff are named by their
 * username): the customer, the courier's webhook, the shop's own housekeeping.
 */
export const actorNames = {
  customer: 'Customer',
  courier: 'Courier',
  system: 'System',
} as const;

/** The longest reason a status change may carry, and an internal note. */
export const STATUS_REASON_MAX_LENGTH = 500;
export const ORDER_NOTE_MAX_LENGTH = 2000;

/** Cancel is offered only while the order is PENDING or PROCESSING. */
export const isCancellableByCustomer = (status: OrderStatus) =>
  status === 'PENDING' || status === 'PROCESSING';

export const isPaid = (paymentStatus: string) =>
  paymentStatus === 'PAID' || paymentStatus === 'COMPLETED' || paymentStatus === 'SUCCESS';

/** The shop received the customer's money: paid, owed back, or (partly) given back already. */
export const isPaymentReceived = (paymentStatus: string) =>
  isPaid(paymentStatus) ||
  paymentStatus === 'REFUND_PENDING' ||
  paymentStatus === 'REFUNDED' ||
  paymentStatus === 'PARTIALLY_REFUNDED';

/**
 * A checkout nobody paid for and where nobody chose cash on delivery: the order is still PENDING
 * (choosing COD or paying confirms it). Its method column reads COD only as the default, so it
 * is never shown as cash on delivery.
 */
export const isAwaitingPayment = (order: { status: string; paymentStatus: string }) =>
  order.status === 'PENDING' && !isPaymentReceived(order.paymentStatus);
export const AWAITING_PAYMENT_LABEL = 'Awaiting payment';

/** Money received and not all of it given back yet: staff may still refund some. */
export const mayRefund = (paymentStatus: string) =>
  isPaymentReceived(paymentStatus) && paymentStatus !== 'REFUNDED';

/** Money received and some of it owed back or given back: the order has refunds to show. */
export const hasRefunds = (paymentStatus: string) =>
  isPaymentReceived(paymentStatus) && !isPaid(paymentStatus);

/** How each status reads to a customer. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  PENDING: 'Order Placed',
  PROCESSING: 'Order Confirmed',
  SHIPPED: 'On the Way',
  OUT_FOR_DELIVERY: 'Out for Delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};
export const UNKNOWN_STATUS_LABEL = 'Unknown Status';
export const PAYMENT_COMPLETED_LABEL = 'Payment Completed';
/** How the payment statuses that are not paid read (the paid ones read 'Payment Completed'). */
export const paymentStatusLabels: Record<string, string> = {
  PENDING: 'Payment Pending',
  FAILED: 'Payment Failed',
  REFUND_PENDING: 'Refund Pending',
  REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partially Refunded',
};

export const trackingStages = [
  'Ordered',
  'Packed',
  'Shipped',
  'Out for Delivery',
  'Delivered',
] as const;
export const progressByStatus: Record<OrderStatus, number> = {
  PENDING: 20,
  PROCESSING: 40,
  SHIPPED: 70,
  OUT_FOR_DELIVERY: 90,
  DELIVERED: 100,
  CANCELLED: 0,
};

/**
 * The one order number shoppers, staff, e-mails and documents all read: the last 8 characters of
 * the id, upper case.
 */
export const orderNumber = (id: string) => id.slice(-8).toUpperCase();

/** The largest order total taken online, in paise (₹1 crore): beyond it staff arrange it. */
export const MAX_ORDER_TOTAL_PAISE = 1_000_000_000;

/**
 * The defaults of the limits that keep one account from emptying the shelves
 * (docs/decisions/034-stock-hoarding.md). The server's configuration may change each one; the
 * pages use these only where the server's answer does not already carry the figure.
 */
/** Units of one product in one order, and in the cart: more is a business enquiry. */
export const DEFAULT_MAX_UNITS_PER_LINE = 200;
/** A customer's open orders: unpaid ones, and cash-on-delivery ones not yet shipped. */
export const DEFAULT_MAX_OPEN_ORDERS = 3;
/**
 * The value in rupees a customer's open orders (unpaid, or cash on delivery not yet shipped) may
 * hold together; a larger purchase is paid for first, or quoted through a business enquiry.
 */
export const DEFAULT_MAX_OPEN_VALUE_RUPEES = 100_000;
/**
 * Minutes an unpaid online order keeps its stock before it is cancelled (the provider is asked
 * first), so a cart left at the payment step does not hold the shelf.
 */
export const DEFAULT_PAYMENT_WINDOW_MINUTES = 30;
/** The largest order total, in rupees, that may be paid in cash on delivery. */
export const DEFAULT_COD_MAX_ORDER_RUPEES = 50_000;
/** A cash-on-delivery order of at least this total, in rupees, is flagged on the orders desk. */
export const DEFAULT_LARGE_COD_ORDER_RUPEES = 10_000;

/** Where the shop takes larger quantities: the web app's Business Enquiry page. */
export const BUSINESS_ENQUIRY_PATH = '/new-enquiry';

/** How a payment window reads in a sentence: "30 minutes", "1 hour", "1 hour 30 minutes". */
export function describeMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
}
