/**
 * Which tax documents an order has, from what every order answer carries: an order that was
 * ever shipped (its tracking shows SHIPPED) has a tax invoice, and one cancelled after that also
 * a credit note (docs/decisions/038). Zod-free: the pages import it.
 */
import { gstMessages } from './messages';

interface OrderFacts {
  _id: string;
  status: string;
  tracking: ReadonlyArray<{ status: string }>;
}

export const invoicePath = (orderId: string) => `/api/orders/${orderId}/invoice`;
export const creditNotePath = (orderId: string) => `/api/orders/${orderId}/credit-note`;
/** One credit note of the order's, by its id from the order's list of credit notes. */
export const creditNoteDownloadPath = (orderId: string, creditNoteId: string) =>
  `/api/orders/${orderId}/credit-notes/${creditNoteId}`;

export function orderDocuments(order: OrderFacts): Array<{ label: string; href: string }> {
  const shipped = order.tracking.some((entry) => entry.status === 'SHIPPED');
  if (!shipped) return [];
  const documents: Array<{ label: string; href: string }> = [
    { label: gstMessages.downloadInvoice, href: invoicePath(order._id) },
  ];
  if (order.status === 'CANCELLED') {
    documents.push({ label: gstMessages.downloadCreditNote, href: creditNotePath(order._id) });
  }
  return documents;
}
