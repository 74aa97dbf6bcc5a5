/**
 * After an order changes: `orderUpdated`, `orderTrackingUpdate` and (where the parcel is)
 * `locationUpdate` to the owner's open pages, and the owner's e-mail for that change (sent from
 * the outbox, where the change wrote it).
 */

/** Where the places of the tracking entries are, for the tracking page's map. */
const knownPlaces: Array<{ match: RegExp; lat: number; lng: number }> = [
  { match: /warehouse, Secunderabad/i, lat: 17.4399, lng: 78.4983 },
  { match: /^Secunderabad\b/i, lat: 17.4399, lng: 78.4983 },
  { match: /^Hyderabad\b/i, lat: 17.385, lng: 78.4867 },
  { match: /^(Bengaluru|Bangalore)\b/i, lat: 12.9716, lng: 77.5946 },
  { match: /^Mumbai\b/i, lat: 19.076, lng: 72.8777 },
  { match: /^Pune\b/i, lat: 18.5204, lng: 73.8567 },
  { match: /^Chennai\b/i, lat: 13.0827, lng: 80.2707 },
  { match: /^Vijayawada\b/i, lat: 16.5062, lng: 80.648 },
  { match: /^Visakhapatnam\b/i, lat: 17.6868, lng: 83.2185 },
  { match: /^Warangal\b/i, lat: 17.9689, lng: 79.5941 },
];

export function locationOf(orderId: string, address: string): LocationUpdate | null {
  const place = knownPlaces.find((p) => p.match.test(address));
  return place ? { orderId, address, lat: place.lat, lng: place.lng } : null;
}
import {
  realtimeEvents,
  type LocationUpdate,
  type OrderTrackingUpdate,
} from '@shop/shared/realtime/events';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAttachment, Mailer } from '../../lib/mailer';
import type { Realtime } from '../../plugins/realtime';
import { invoiceEmails, orderEmail, type OrderEmailKind } from './orders.emails';
import { toOrder } from './order-view';
import type { OrderChanged } from './status-machine';

/** `orderUpdated`, `orderTrackingUpdate` and (where the parcel is) `locationUpdate` to the owner. */
export function orderRealtimeEvents(realtime: Realtime) {
  return ({ record }: OrderChanged) => {
    const order = toOrder(record);
    const tracking: OrderTrackingUpdate = {
      orderId: order._id,
      status: order.status,
      trackingNumber: order.trackingNumber,
      courier: order.courier,
      trackingUrl: order.trackingUrl,
      tracking: order.tracking,
    };
    realtime.toUser(record.owner.id, realtimeEvents.orderUpdated, order);
    realtime.toUser(record.owner.id, realtimeEvents.orderTrackingUpdate, tracking);
    const latest = record.tracking.at(-1);
    const location = latest && locationOf(order._id, latest.location);
    if (location) realtime.toUser(record.owner.id, realtimeEvents.locationUpdate, location);
  };
}

/** The owner's e-mail of a change, as an outbox job's handler sends it. */
export function orderEmailSender(deps: {
  mailer: Mailer;
  shop: { name: string; publicUrl: string };
  /** The order's tax invoice as a PDF, made here, after the commit; undefined if none. */
  invoicePdf: (orderId: string) => Promise<MailAttachment | undefined>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  /** The invoice to attach; a PDF that cannot be made must not cost the customer the e-mail. */
  const attachableInvoice = (orderId: string) =>
    deps.invoicePdf(orderId).catch((error: unknown) => {
      deps.log?.warn({ err: error, orderId }, 'the invoice PDF could not be made for the e-mail');
      return undefined;
    });

  return async (
    { record, email }: { record: OrderChanged['record']; email: OrderEmailKind },
    messageId: string,
  ) => {
    const invoice = invoiceEmails.has(email) ? await attachableInvoice(record.order.id) : undefined;
    await deps.mailer.send({
      ...orderEmail(email, record, deps.shop, invoice && [invoice]),
      messageId,
    });
  };
}
