/**
 * Texts of the back office's money trail (docs/decisions/047): the order page's timeline, the
 * Refunds owed screen and its dashboard card. Zod-free: the pages import it freely.
 */
import { formatRupees } from '../money';

export const orderTimelineMessages = {
  heading: 'Timeline',
  intro: 'Everything that happened to this order, oldest first.',
  loading: 'Loading the timeline…',
  /** One of the sources could not be read: the rest is shown, with this note. */
  partial: (what: string) => `Could not load ${what}; the timeline below is incomplete.`,
  sources: {
    payments: 'the payments',
    refunds: 'the refunds',
    invoice: 'the invoice',
    creditNotes: 'the credit notes',
    returns: 'the returns',
  },
  empty: 'Nothing has happened to this order yet.',
  placed: (total: number) => `Order placed: ${formatRupees(total)}`,
  statusChanged: (status: string) => `Status changed to ${status}`,
  courierUpdate: (status: string) => `Courier update: ${status}`,
  paymentReceived: (amount: number) =>
    `Payment of ${formatRupees(amount)} received through Razorpay`,
  paymentStarted: (amount: number) =>
    `Razorpay payment of ${formatRupees(amount)} started, not paid yet`,
  cashCollected: (amount: number) => `Cash of ${formatRupees(amount)} collected on delivery`,
  paymentId: (id: string) => `Payment ${id}`,
  providerOrderId: (id: string) => `Razorpay order ${id}`,
  refundRequested: (amount: number) =>
    `Refund of ${formatRupees(amount)} requested through Razorpay`,
  refundProcessed: (amount: number) => `Refund of ${formatRupees(amount)} processed by Razorpay`,
  refundFailed: (amount: number) => `Refund of ${formatRupees(amount)} failed`,
  refundByHand: (amount: number, method: string) =>
    `Refund of ${formatRupees(amount)} made by ${method}`,
  reason: (reason: string) => `Reason: ${reason}`,
  /** Who made a change: a staff member's username, Customer, Courier or System. */
  by: (actor: string) => `By ${actor}`,
  reference: (reference: string) => `Ref. ${reference}`,
  refundId: (id: string) => `Razorpay refund ${id}`,
  invoiceIssued: (number: string) => `Tax invoice ${number} issued`,
  creditNoteIssued: (number: string) => `Credit note ${number} issued`,
  documentTotal: (total: number) => `Total ${formatRupees(total)}`,
  returnRequested: (number: string, amount: number) =>
    `Return ${number} requested: ${formatRupees(amount)} of goods`,
  returnApproved: (number: string) => `Return ${number} approved`,
  returnDeclined: (number: string) => `Return ${number} declined`,
  returnReceived: (number: string, restocked: boolean) =>
    `Return ${number} received${restocked ? ', units back in stock' : ''}`,
  returnRefunded: (number: string) => `Return ${number} refunded`,
  returnLine: (quantity: number, name: string) => `${quantity} × ${name}`,
  // Not "Download invoice": the summary's own button is named that, and one name is one link.
  downloadInvoice: (number: string) => `Invoice ${number} (PDF)`,
  downloadCreditNote: (number: string) => `Credit note ${number} (PDF)`,
} as const;

/** How a refund made by hand names its method in a sentence. */
export const refundMethodInSentence: Record<string, string> = {
  UPI: 'UPI',
  BANK_TRANSFER: 'bank transfer',
  CASH: 'cash',
};

export const refundsOwedMessages = {
  heading: 'Refunds owed',
  subtitle:
    'Refunds on their way through Razorpay, and refunds that failed and have not been made again, newest first',
  countSuffix: ' refunds owed',
  statusFilterLabel: 'Show',
  allStatuses: 'Pending and failed',
  statusLabels: { PENDING: 'Pending', FAILED: 'Failed' } as Record<string, string>,
  loading: 'Loading refunds owed…',
  loadFailed: 'Failed to load the refunds owed',
  empty: 'No refunds owed: every refund asked for has gone through.',
  emptyFiltered: (status: string) => `No ${status.toLowerCase()} refunds owed.`,
  columns: {
    order: 'Order',
    customer: 'Customer',
    amount: 'Amount',
    method: 'Method',
    status: 'Status',
    reason: 'Reason',
    age: 'Asked',
  },
  openOrder: (number: string) => `Order #${number}`,
  failedBecause: (reason: string) => `Failed: ${reason}`,
  age: (days: number, hours: number) =>
    days >= 1
      ? `${days} ${days === 1 ? 'day' : 'days'} ago`
      : hours >= 1
        ? `${hours} h ago`
        : 'just now',
  /** Orders marked Refund Pending with no refund owed recorded (paid and cancelled long ago). */
  ordersWithoutRefund: (count: number) =>
    `${count} ${count === 1 ? 'order is' : 'orders are'} marked Refund Pending with no refund on its way: open the cancelled orders owing a refund on the orders desk and refund each.`,
  ordersWithoutRefundLink: 'Cancelled orders owing a refund',
  // the dashboard
  dashboardCard: 'Refunds owed',
  dashboardLink: 'See refunds owed',
} as const;
