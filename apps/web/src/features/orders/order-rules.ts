/**
 * How an order reads and what it offers on the customer's order pages:
 * labels, tracking stage and progress, the actions of a card, the timeline and the tracking
 * entries. Pure functions, so the rules are tested without a browser. Everything shown is what
 * the order really has: no stage or place is made up on the page.
 */
import type { Order } from '@shop/shared/orders/schemas';
import {
  orderStatusLabels,
  orderStatuses,
  PAYMENT_COMPLETED_LABEL,
  paymentStatusLabels,
  progressByStatus,
  trackingStages,
  UNKNOWN_STATUS_LABEL,
  isAwaitingPayment,
  isCancellableByCustomer,
  isPaid,
  type OrderStatus,
} from '@shop/shared/orders/status';
import { paymentMethodLabels } from '@shop/shared/payments/messages';

export type TrackingStage = (typeof trackingStages)[number];

function isOrderStatus(status: string): status is OrderStatus {
  return (orderStatuses as readonly string[]).includes(status);
}

/** 'Order Placed', 'Order Confirmed', ...; anything the page does not know is 'Unknown Status'. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? orderStatusLabels[status] : UNKNOWN_STATUS_LABEL;
}

/** PAID, COMPLETED and SUCCESS all read 'Payment Completed'. */
export function paymentStatusLabel(paymentStatus: string): string {
  if (isPaid(paymentStatus)) return PAYMENT_COMPLETED_LABEL;
  return paymentStatusLabels[paymentStatus] ?? UNKNOWN_STATUS_LABEL;
}

/** A missing method shows as COD, the default method. */
export function paymentMethodLabel(method: string | null | undefined): string {
  const labels: Record<string, string> = paymentMethodLabels;
  return labels[method || 'COD'] ?? method ?? paymentMethodLabels.COD;
}

const stageByStatus: Record<OrderStatus, number> = {
  PENDING: 0,
  PROCESSING: 1,
  SHIPPED: 2,
  OUT_FOR_DELIVERY: 3,
  DELIVERED: 4,
  CANCELLED: -1,
};

/** Index into trackingStages the order has really reached; -1 when cancelled or unknown. */
export function stageIndexForStatus(status: string): number {
  return isOrderStatus(status) ? stageByStatus[status] : -1;
}

/** Progress bar percentage: 20, 40, 70, 90, 100; 0 when cancelled or unknown. */
export function progressForStatus(status: string): number {
  return isOrderStatus(status) ? progressByStatus[status] : 0;
}

/** How many tracking entries the tracking page lists. */
export const TRACKING_HISTORY_SIZE = 5;

/** The order's latest tracking entries, newest first: the status changes and the courier's news. */
export function latestTrackingEntries(
  tracking: Order['tracking'] | null | undefined,
  size = TRACKING_HISTORY_SIZE,
): Order['tracking'] {
  return [...(tracking ?? [])]
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .slice(0, size);
}

/** An entry's status: an order status reads as its label, the courier's news as written. */
export function trackingEntryLabel(status: string): string {
  return isOrderStatus(status) ? orderStatusLabels[status] : status;
}

export type OrderActions = {
  completePayment: boolean;
  markComplete: boolean;
  cancel: boolean;
  feedback: boolean;
};

/**
 * Which buttons a My Orders card shows. Complete Payment only while the order still waits for
 * its payment (PENDING): a cash-on-delivery order is confirmed (PROCESSING or later) with its
 * payment still pending, because the customer pays at the door, so it offers nothing to pay.
 */
export function orderActions(order: Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod'>) {
  const awaitingPayment = isAwaitingPayment(order);
  return {
    completePayment: awaitingPayment,
    // A cancelled order cannot become PROCESSING, so the button would always fail there.
    markComplete: awaitingPayment && order.paymentMethod === 'RAZORPAY',
    cancel: isCancellableByCustomer(order.status),
    feedback: order.status === 'DELIVERED',
  } satisfies OrderActions;
}

/** Track Your Orders lists only orders whose paymentStatus is PAID or COMPLETED. */
export function isTrackedOrder(order: Pick<Order, 'paymentStatus'>): boolean {
  return order.paymentStatus === 'PAID' || order.paymentStatus === 'COMPLETED';
}

/** 'current' is the stage reached last (shown reached and highlighted). */
export type TimelineStep = {
  label: string;
  state: 'done' | 'current' | 'upcoming' | 'cancelled';
  date?: string;
  location?: string;
};

const statusOfStage: readonly OrderStatus[] = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
];

type TimelineOrder = Pick<Order, 'status' | 'createdAt'> & {
  tracking?: Order['tracking'] | null;
};

/**
 * The delivery timeline: the five stages, each dated and placed from the order's tracking entry
 * for that status when there is one. A cancelled order shows the stages its tracking history
 * reached, then 'Cancelled'.
 */
export function buildTimeline(order: TimelineOrder): TimelineStep[] {
  const tracking = order.tracking ?? [];
  const latestEntry = (status: string) =>
    tracking.filter((entry) => entry.status === status).at(-1);
  const cancelled = order.status === 'CANCELLED';
  const reached = cancelled
    ? Math.max(
        0,
        ...tracking.map((entry) => stageIndexForStatus(entry.status)).filter((i) => i >= 0),
      )
    : stageIndexForStatus(order.status);

  const steps: TimelineStep[] = trackingStages.map((label, index) => {
    const entry = latestEntry(statusOfStage[index] ?? '');
    const state: TimelineStep['state'] =
      index < reached || (cancelled && index === reached)
        ? 'done'
        : index === reached
          ? 'current'
          : 'upcoming';
    return {
      label,
      state,
      date: entry?.date ?? (index === 0 ? order.createdAt : undefined),
      location: entry?.location || undefined,
    };
  });
  if (!cancelled) return steps;
  const cancelEntry = latestEntry('CANCELLED');
  return [
    ...steps.slice(0, reached + 1),
    {
      label: orderStatusLabels.CANCELLED,
      state: 'cancelled',
      date: cancelEntry?.date,
      location: cancelEntry?.location || undefined,
    },
  ];
}
