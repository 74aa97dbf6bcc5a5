/**
 * The order page's timeline (docs/decisions/047): one list of what happened to the order, put
 * together from what each module answers on its own (the order and its tracking, its payments,
 * its refunds, its invoice, its credit notes). Each source becomes entries here; the list is
 * their union, oldest first, because staff read it to follow a dispute from the start; another
 * source is one more function of this shape passed to `orderTimeline`.
 */
import {
  orderTimelineMessages as t,
  refundMethodInSentence,
} from '@shop/shared/admin/money-trail-messages';
import { creditNoteDownloadPath, invoicePath } from '@shop/shared/gst/documents';
import type { CreditNoteSummary } from '@shop/shared/gst/schemas';
import type { AdminOrder, AdminTrackingEntry, Order } from '@shop/shared/orders/schemas';
import { orderStatuses } from '@shop/shared/orders/status';
import type { PaymentRecord } from '@shop/shared/payments/records';
import type { Refund } from '@shop/shared/payments/refunds';
import { returnReasonLabels } from '@shop/shared/returns/messages';
import { returnNumber, type OrderReturn } from '@shop/shared/returns/schemas';

export type TimelineTone = 'neutral' | 'good' | 'bad';

export interface TimelineEntry {
  /** Unique in the list (the key of its item). */
  id: string;
  /** When it happened (ISO 8601). */
  at: string;
  title: string;
  details: string[];
  tone: TimelineTone;
  link?: { href: string; label: string };
}

const isOrderStatus = (status: string) => (orderStatuses as readonly string[]).includes(status);

/**
 * The order's own story: placed, each status change, and the courier's news. Each move of the
 * status machine and each courier scan staff add is one tracking entry; staff's copy of the order
 * says who made it and why.
 */
export function orderEntries(order: Order | AdminOrder): TimelineEntry[] {
  const entries = order.tracking.map(
    (entry: Order['tracking'][number] & Partial<AdminTrackingEntry>, index): TimelineEntry => {
      // Staff's view names who made the change and why (docs/decisions/049).
      const who = [entry.actor && t.by(entry.actor), entry.reason && t.reason(entry.reason)];
      const base = {
        id: `tracking-${index}`,
        at: entry.date,
        details: [entry.location, ...who].filter((detail): detail is string => Boolean(detail)),
      };
      if (entry.status === 'PENDING')
        return { ...base, title: t.placed(order.totalAmount), tone: 'neutral' };
      if (!isOrderStatus(entry.status)) {
        return { ...base, title: t.courierUpdate(entry.status), tone: 'neutral' };
      }
      return {
        ...base,
        title: t.statusChanged(entry.status),
        tone:
          entry.status === 'CANCELLED' ? 'bad' : entry.status === 'DELIVERED' ? 'good' : 'neutral',
      };
    },
  );
  // Every order is placed with its first tracking entry; this only guards an order without one.
  if (!order.tracking.some((entry) => entry.status === 'PENDING')) {
    entries.unshift({
      id: 'placed',
      at: order.createdAt,
      title: t.placed(order.totalAmount),
      details: [],
      tone: 'neutral',
    });
  }
  return entries;
}

export function paymentEntries(records: readonly PaymentRecord[]): TimelineEntry[] {
  return records.map((record, index): TimelineEntry => {
    const id = `payment-${index}`;
    if (record.method === 'COD') {
      return {
        id,
        at: record.receivedAt ?? record.createdAt,
        title: t.cashCollected(record.amount),
        details: [],
        tone: 'good',
      };
    }
    const providerOrder = record.providerOrderId ? [t.providerOrderId(record.providerOrderId)] : [];
    if (record.status === 'RECEIVED') {
      return {
        id,
        at: record.receivedAt ?? record.createdAt,
        title: t.paymentReceived(record.amount),
        details: [
          ...(record.providerPaymentId ? [t.paymentId(record.providerPaymentId)] : []),
          ...providerOrder,
        ],
        tone: 'good',
      };
    }
    return {
      id,
      at: record.createdAt,
      title: t.paymentStarted(record.amount),
      details: providerOrder,
      tone: 'neutral',
    };
  });
}

/**
 * A refund through Razorpay is asked for, then processed or failed: two entries at their own
 * times. One made by hand was made when staff recorded it: one entry.
 */
export function refundEntries(refunds: readonly Refund[]): TimelineEntry[] {
  return refunds.flatMap((refund): TimelineEntry[] => {
    const reason = t.reason(refund.reason);
    const providerId = refund.providerRefundId ? [t.refundId(refund.providerRefundId)] : [];
    if (refund.method !== 'RAZORPAY') {
      return [
        {
          id: `refund-${refund._id}`,
          at: refund.processedAt ?? refund.createdAt,
          title: t.refundByHand(
            refund.amount,
            refundMethodInSentence[refund.method] ?? refund.method,
          ),
          details: [reason, ...(refund.reference ? [t.reference(refund.reference)] : [])],
          tone: 'good',
        },
      ];
    }
    const requested: TimelineEntry = {
      id: `refund-${refund._id}`,
      at: refund.createdAt,
      title: t.refundRequested(refund.amount),
      details: [reason, ...providerId],
      tone: 'neutral',
    };
    if (refund.status === 'PROCESSED') {
      return [
        requested,
        {
          id: `refund-${refund._id}-processed`,
          at: refund.processedAt ?? refund.createdAt,
          title: t.refundProcessed(refund.amount),
          details: providerId,
          tone: 'good',
        },
      ];
    }
    if (refund.status === 'FAILED') {
      return [
        requested,
        {
          id: `refund-${refund._id}-failed`,
          at: refund.failedAt ?? refund.createdAt,
          title: t.refundFailed(refund.amount),
          details: refund.failureReason ? [refund.failureReason] : [],
          tone: 'bad',
        },
      ];
    }
    return [requested];
  });
}

export function invoiceEntries(
  orderId: string,
  invoice: CreditNoteSummary | null,
): TimelineEntry[] {
  if (!invoice) return [];
  return [
    {
      id: `invoice-${invoice._id}`,
      at: invoice.date,
      title: t.invoiceIssued(invoice.number),
      details: [t.documentTotal(invoice.total)],
      tone: 'neutral',
      link: { href: invoicePath(orderId), label: t.downloadInvoice(invoice.number) },
    },
  ];
}

export function creditNoteEntries(
  orderId: string,
  notes: readonly CreditNoteSummary[],
): TimelineEntry[] {
  return notes.map((note) => ({
    id: `credit-note-${note._id}`,
    at: note.date,
    title: t.creditNoteIssued(note.number),
    details: [t.documentTotal(note.total)],
    tone: 'neutral',
    link: {
      href: creditNoteDownloadPath(orderId, note._id),
      label: t.downloadCreditNote(note.number),
    },
  }));
}

/**
 * Each return's steps at their own times: asked for (its lines and reason), approved or declined
 * (with staff's note), received, refunded. Its credit note and refund are entries of their own
 * sources.
 */
export function returnEntries(returns: readonly OrderReturn[]): TimelineEntry[] {
  return returns.flatMap((ret): TimelineEntry[] => {
    const number = returnNumber(ret._id);
    const id = `return-${ret._id}`;
    const entries: TimelineEntry[] = [
      {
        id,
        at: ret.createdAt,
        title: t.returnRequested(number, ret.amount),
        details: [
          ...ret.items.map((item) => t.returnLine(item.quantity, item.name)),
          t.reason(returnReasonLabels[ret.reason]),
          ...(ret.details ? [ret.details] : []),
        ],
        tone: 'neutral',
      },
    ];
    if (ret.decidedAt) {
      const declined = ret.status === 'REJECTED';
      entries.push({
        id: `${id}-decided`,
        at: ret.decidedAt,
        title: declined ? t.returnDeclined(number) : t.returnApproved(number),
        details: ret.note ? [ret.note] : [],
        tone: declined ? 'bad' : 'neutral',
      });
    }
    if (ret.receivedAt) {
      entries.push({
        id: `${id}-received`,
        at: ret.receivedAt,
        title: t.returnReceived(number, ret.restocked),
        details: [],
        tone: 'neutral',
      });
    }
    if (ret.refundedAt) {
      entries.push({
        id: `${id}-refunded`,
        at: ret.refundedAt,
        title: t.returnRefunded(number),
        details: [],
        tone: 'good',
      });
    }
    return entries;
  });
}

/**
 * Every source's entries in one list, oldest first. Entries at the same instant keep the order
 * of their sources (the order's own first), so an order's cancel reads before the refund it
 * caused.
 */
export function orderTimeline(sources: ReadonlyArray<readonly TimelineEntry[]>): TimelineEntry[] {
  return sources
    .flat()
    .map((entry, position) => ({ entry, position, time: new Date(entry.at).getTime() }))
    .sort((a, b) => a.time - b.time || a.position - b.position)
    .map(({ entry }) => entry);
}
