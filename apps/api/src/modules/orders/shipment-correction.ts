/**
 * Correcting the courier or AWB number staff typed when the order shipped
 * (docs/decisions/046-courier-webhook.md): the same rules as shipping, a tracking entry that says
 * what the number was, and one e-mail to the customer with the new details, after the commit.
 */
import { randomUUID } from 'node:crypto';
import { courierMessages as cm, courierNames } from '@shop/shared/orders/couriers';
import type { Order, Shipment } from '@shop/shared/orders/schemas';
import type { OrderStatus } from '@shop/shared/orders/status';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import * as repo from './orders.repository';
import type { StatusMachine } from './status-machine';

/** The statuses in which the parcel is with the courier. */
const withCourier: ReadonlySet<OrderStatus> = new Set(['SHIPPED', 'OUT_FOR_DELIVERY']);

/** "Ekart AWB number FMPC0412345 is already on another order", said of the AWB field. */
function awbTaken({ courier, trackingNumber }: Shipment): AppError {
  const message = cm.awbTaken(courierNames[courier], trackingNumber);
  return new AppError(409, 'CONFLICT', message, { trackingNumber: [message] });
}

/**
 * Runs `change`, which gives an order this courier's AWB number, answering 409 when another
 * order has it: found first under the order's lock, or, when two orders take it at the same
 * moment, by the unique index, never as a 500.
 */
export async function withUniqueAwb(
  db: Database,
  shipment: Partial<Shipment>,
  change: (check: (tx: Executor) => Promise<void>) => Promise<Order>,
): Promise<Order> {
  const { courier, trackingNumber } = shipment;
  const given = courier && trackingNumber ? { courier, trackingNumber } : undefined;
  const check = async (tx: Executor) => {
    if (given && (await repo.findByAwb(tx, given.courier, given.trackingNumber))) {
      throw awbTaken(given);
    }
  };
  try {
    return await change(check);
  } catch (error) {
    if (
      isUniqueViolation(error) &&
      given &&
      (await repo.findByAwb(db, given.courier, given.trackingNumber))
    ) {
      throw awbTaken(given);
    }
    throw error;
  }
}

/** How a shipment reads in the correction's entry: "Delhivery 1490832715562". */
function describe(order: Pick<repo.OrderRow, 'courier' | 'trackingNumber'>): string {
  const number = order.trackingNumber ?? '';
  return order.courier ? `${courierNames[order.courier]} ${number}` : number;
}

export function createShipmentCorrection({
  db,
  machine,
  now,
}: {
  db: Database;
  machine: StatusMachine;
  now: () => Date;
}) {
  return {
    /**
     * PUT /api/orders/admin/{id}/shipment: the courier and AWB number of a shipped order,
     * corrected. The same values are no change and send nothing. `staff` names who corrected it
     * on the timeline.
     */
    async correctShipment(id: string, shipment: Shipment, staff?: string): Promise<Order> {
      return withUniqueAwb(db, shipment, (checkAwb) =>
        machine.change({ id }, async (tx, current) => {
          const { order } = current;
          if (!withCourier.has(order.status)) throw conflict(cm.correctionNotShipped);
          if (
            order.courier === shipment.courier &&
            order.trackingNumber === shipment.trackingNumber
          ) {
            return { changed: false };
          }
          await checkAwb(tx);
          const entry: repo.TrackingRow = {
            id: randomUUID(),
            orderId: order.id,
            status: cm.awbCorrectedEntry,
            location: cm.awbCorrectedFrom(describe(order), describe(shipment)),
            createdAt: now(),
            sourceKey: null,
            actor: staff ?? null,
            reason: null,
          };
          const record = await machine.update(tx, current, shipment, [
            repo.insertTracking(tx, entry),
          ]);
          return {
            record: { ...record, tracking: [...current.tracking, entry] },
            email: 'shipmentCorrected',
          };
        }),
      );
    },
  };
}
