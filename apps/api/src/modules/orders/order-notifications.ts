/**
 * After an order changes: the owner's e-mail for that change, and `orderUpdated` plus
 * `orderTrackingUpdate` to the owner's open pages over the websocket.
 */
import { realtimeEvents, type OrderTrackingUpdate } from '@shop/shared/realtime/events';
import type { Mailer } from '../../lib/mailer';
import type { Realtime } from '../../plugins/realtime';
import { orderEmail } from './orders.emails';
import { toOrder, type OrderChanged } from './orders.service';

export function orderNotifications(deps: {
  mailer: Mailer;
  realtime: Realtime;
  shop: { name: string; publicUrl: string };
}) {
  return async ({ record, email }: OrderChanged) => {
    const order = toOrder(record);
    const tracking: OrderTrackingUpdate = {
      orderId: order._id,
      status: order.status,
      trackingNumber: order.trackingNumber,
    };
    deps.realtime.toUser(record.owner.id, realtimeEvents.orderUpdated, order);
    deps.realtime.toUser(record.owner.id, realtimeEvents.orderTrackingUpdate, tracking);
    if (email) await deps.mailer.send(orderEmail(email, record, deps.shop));
  };
}
