/**
 * What staff add to a shipped order's tracking as the courier reports it (in transit, reached a
 * hub): an entry in the order's tracking list, which reaches the owner's open pages after the
 * commit like any change. It never moves the order's status; the status machine does that.
 */
import { randomUUID } from 'node:crypto';
import { courierMessages as cm } from '@shop/shared/orders/couriers';
import type { Order, TrackingUpdateInput } from '@shop/shared/orders/schemas';
import type { OrderStatus } from '@shop/shared/orders/status';
import { conflict, invalidField } from '../../lib/app-error';
import * as repo from './orders.repository';
import type { StatusMachine } from './status-machine';

/** The statuses in which the parcel is with the courier. */
const withCourier: ReadonlySet<OrderStatus> = new Set(['SHIPPED', 'OUT_FOR_DELIVERY']);

export function createTrackingUpdates({ machine }: { machine: StatusMachine }) {
  return {
    /** `staff` names who added it on the timeline. */
    async addTracking(id: string, update: TrackingUpdateInput, staff?: string): Promise<Order> {
      return machine.change({ id }, async (tx, current) => {
        if (!withCourier.has(current.order.status)) throw conflict(cm.trackingNotShipped);
        // The schema refused a date in the future. A courier's scan may come before staff
        // marked the order shipped, so only a date before the order itself is refused: before
        // the minute it was placed, since staff may type minutes only.
        const date = new Date(update.date);
        if (date.getTime() < Math.floor(current.order.createdAt.getTime() / 60_000) * 60_000) {
          throw invalidField('date', cm.trackingDateBeforeOrder);
        }
        const entry: repo.TrackingRow = {
          id: randomUUID(),
          orderId: current.order.id,
          status: update.status,
          location: update.location,
          createdAt: date,
          sourceKey: null,
          actor: staff ?? null,
          reason: null,
        };
        const record = await machine.update(tx, current, {}, [repo.insertTracking(tx, entry)]);
        const tracking = [...current.tracking, entry].sort(
          (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
        );
        return { record: { ...record, tracking } };
      });
    },
  };
}
