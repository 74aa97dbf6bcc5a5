/**
 * Which tax documents an order has, from what every order answer carries: an order that was
 * ever confirmed (its tracking shows PROCESSING) has a tax invoice, and one cancelled after that
 * also a credit note. Zod-free: the pages import it.
 */
import { gstMessages } from './messages';

interface OrderFacts {
  _id: string;
  status: string;
  tracking: ReadonlyArray<{ status: string }>;
}

export const invoicePath = (orderId: string) => `/api/orders/${orderId}/invoice`;
export const creditNotePath = (orderId: string) => `/api/orders/${orderId}/credit-note`;

export function orderDocuments(order: OrderFacts): Array<{ label: string; href: string }> {
  const confirmed =
    order.status !== 'PENDING' && order.tracking.some((entry) => entry.status === 'PROCESSING');
  if (!confirmed) return [];
  const documents: Array<{ label: string; href: string }> = [
    { label: gstMessages.downloadInvoice, href: invoicePath(order._id) },
  ];
  if (order.status === 'CANCELLED') {
    documents.push({ label: gstMessages.downloadCreditNote, href: creditNotePath(order._id) });
  }
  return documents;
}
