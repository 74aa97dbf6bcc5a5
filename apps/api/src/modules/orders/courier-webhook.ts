/**
 * The courier's own news of a parcel, as Shiprocket's tracking webhook brings it
 * (docs/decisions/046-courier-webhook.md): the order is found by its courier and AWB number, each
 * scan the order does not have yet becomes a tracking entry, and "out for delivery" and
 * "delivered" move the order through the status machine. One transaction under the order's lock;
 * the owner's pages hear of it after the commit, as of any change.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  TRACKING_LOCATION_MAX_LENGTH,
  TRACKING_STATUS_MAX_LENGTH,
  type Courier,
} from '@shop/shared/orders/couriers';
import {
  courierOfShiprocket,
  instantOfShiprocketDate,
  type ShiprocketScan,
  type ShiprocketTracking,
} from '@shop/shared/orders/shiprocket';
import {
  actorNames,
  canTransition,
  orderStatuses,
  type OrderStatus,
} from '@shop/shared/orders/status';
import type { Database } from '../../db/client';
import * as repo from './orders.repository';
import type { StatusMachine } from './status-machine';

/** What became of one delivery of the webhook, for its answer and the log. */
export type CourierUpdateOutcome =
  /** Scans added, or the order moved. */
  | { outcome: 'updated'; orderId: string; added: number; movedTo?: OrderStatus }
  /** Every scan was stored already (a retried delivery), and no move was due. */
  | { outcome: 'unchanged'; orderId: string }
  /** The parcel is no longer the courier's to report on (delivered or cancelled). */
  | { outcome: 'closed'; orderId: string; status: OrderStatus }
  /** No order carries this AWB number, or several do and the courier does not say which. */
  | { outcome: 'unknown-awb'; courier: Courier; awb: string };

/**
 * The moves Shiprocket's current status makes: only the unambiguous ones. Returns, losses and
 * the rest become tracking entries and never move the order.
 */
const moves: Record<string, OrderStatus> = {
  'OUT FOR DELIVERY': 'OUT_FOR_DELIVERY',
  DELIVERED: 'DELIVERED',
};

/** The statuses in which the parcel is with the courier. */
const withCourier: ReadonlySet<OrderStatus> = new Set(['SHIPPED', 'OUT_FOR_DELIVERY']);

/** The statuses a courier's news should bring to staff's attention (the parcel is not coming). */
const needsStaff = /\b(RTO|LOST|DAMAGED|DESTROYED|UNDELIVERED)\b/;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * An order status written by the status machine dates the pages' timeline, so a courier's word
 * that reads as one ("Delivered") keeps the courier's voice instead: "Courier: Delivered".
 */
function scanLabel(scan: ShiprocketScan): string | undefined {
  const words = scan.activity || scan['sr-status-label'] || scan.status;
  if (!words) return undefined;
  const asStatus = words.toUpperCase().replaceAll(' ', '_');
  const label = (orderStatuses as readonly string[]).includes(asStatus)
    ? `Courier: ${words}`
    : words;
  return cut(label, TRACKING_STATUS_MAX_LENGTH);
}

/** What makes a scan the same scan when it comes again: all that the courier said of it. */
function sourceKeyOf(scan: ShiprocketScan): string {
  const said = [scan.date.trim(), scan.status, scan.activity, scan.location, scan['sr-status']];
  return `shiprocket:${createHash('sha256').update(JSON.stringify(said)).digest('hex')}`;
}

export function createCourierWebhook({ db, machine }: { db: Database; machine: StatusMachine }) {
  /**
   * The order the update is about: the courier's AWB through the unique index; failing that, an
   * order staff recorded with "Other" and this AWB; and for a courier the shop's list lacks, the
   * one order with this AWB, when exactly one has it.
   */
  async function findOrder(courier: Courier, awb: string): Promise<string | undefined> {
    if (!awb) return undefined;
    if (courier !== 'OTHER') {
      const exact = await repo.findByAwb(db, courier, awb);
      if (exact) return exact.id;
      return (await repo.findByAwb(db, 'OTHER', awb))?.id;
    }
    const candidates = await repo.findByAwbOfAnyCourier(db, awb);
    return candidates.length === 1 ? candidates[0]!.id : undefined;
  }

  return {
    /** One delivery of Shiprocket's tracking webhook, already checked against its schema. */
    async shiprocketUpdate(update: ShiprocketTracking): Promise<CourierUpdateOutcome> {
      const courier = courierOfShiprocket(update.courier_name);
      const awb = update.awb;
      const orderId = await findOrder(courier, awb);
      if (!orderId) return { outcome: 'unknown-awb', courier, awb };

      let outcome: CourierUpdateOutcome = { outcome: 'unchanged', orderId };
      await machine.change({ id: orderId }, async (tx, current) => {
        const { order } = current;
        // A correction of the AWB may have committed between the lookup and the lock.
        if (order.trackingNumber !== awb) {
          outcome = { outcome: 'unknown-awb', courier, awb };
          return { changed: false };
        }
        if (!withCourier.has(order.status)) {
          outcome = { outcome: 'closed', orderId, status: order.status };
          return { changed: false };
        }
        const stored = new Set(current.tracking.map((entry) => entry.sourceKey));
        // Whole minutes, as for staff's updates: a scan before the order existed cannot be of
        // its parcel (an AWB number the courier used before).
        const placed = Math.floor(order.createdAt.getTime() / 60_000) * 60_000;
        const entries: repo.TrackingRow[] = [];
        for (const scan of update.scans) {
          const sourceKey = sourceKeyOf(scan);
          const status = scanLabel(scan);
          const date = instantOfShiprocketDate(scan.date)!;
          if (!status || stored.has(sourceKey) || date.getTime() < placed) continue;
          stored.add(sourceKey);
          entries.push({
            id: randomUUID(),
            orderId,
            status,
            location: cut(scan.location, TRACKING_LOCATION_MAX_LENGTH),
            createdAt: date,
            sourceKey,
            actor: actorNames.courier,
            reason: null,
          });
        }
        const to = moves[update.current_status.trim().toUpperCase()];
        const moving = to && to !== order.status && canTransition(order.status, to, 'system');
        if (entries.length === 0 && !moving) return { changed: false };

        const insert = entries.length > 0 ? [repo.insertTrackingOnce(tx, entries)] : [];
        const record = moving
          ? await machine.transition(
              tx,
              current,
              to,
              { role: 'system', name: actorNames.courier },
              {},
              insert,
            )
          : await machine.update(tx, current, {}, insert);
        const tracking = [...(moving ? record.tracking : current.tracking), ...entries].sort(
          (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
        );
        outcome = {
          outcome: 'updated',
          orderId,
          added: entries.length,
          ...(moving && { movedTo: to }),
        };
        // Delivered by the courier is delivered: the customer gets the same e-mail as when the
        // desk records it.
        return {
          record: { ...record, tracking },
          email: moving && to === 'DELIVERED' ? 'delivered' : undefined,
        };
      });
      return outcome;
    },

    /** Whether the courier's current status is one staff should look at (a return, a loss). */
    needsStaff: (update: ShiprocketTracking) =>
      needsStaff.test(update.current_status.toUpperCase()),
  };
}

export type CourierWebhook = ReturnType<typeof createCourierWebhook>;
