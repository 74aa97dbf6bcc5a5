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
 * REFUND_PENDING: the shop holds the customer's money for a cancelled order (paid after it was
 * cancelled, or cancelled after it was paid) and owes it back.
 */
export const paymentStatuses = [
  'PENDING',
  'PAID',
  'COMPLETED',
  'SUCCESS',
  'FAILED',
  'REFUND_PENDING',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentMethods = ['COD', 'RAZORPAY', 'PHONEPE', 'GOOGLE_PAY'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The statuses the admin dropdown offers. */
export const adminStatusChoices: readonly OrderStatus[] = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
];

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

/** Cancel is offered only while the order is PENDING or PROCESSING. */
export const isCancellableByCustomer = (status: OrderStatus) =>
  status === 'PENDING' || status === 'PROCESSING';

export const isPaid = (paymentStatus: string) =>
  paymentStatus === 'PAID' || paymentStatus === 'COMPLETED' || paymentStatus === 'SUCCESS';

/** The shop holds the customer's money: the order is paid, or cancelled with a refund owed. */
export const isPaymentReceived = (paymentStatus: string) =>
  isPaid(paymentStatus) || paymentStatus === 'REFUND_PENDING';

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

/** The order number shoppers and staff read: the last characters of the id. */
export const orderNumber = (id: string, length: 6 | 8 = 6) => id.slice(-length).toUpperCase();

/** The largest order total taken online, in paise (₹1 crore): beyond it staff arrange it. */
export const MAX_ORDER_TOTAL_PAISE = 1_000_000_000;

/**
 * Unpaid Razorpay orders keep their stock this long, then are cancelled, so a cart left at the
 * payment step does not hold the shelf.
 */
export const UNPAID_ORDER_TTL_HOURS = 24;
