/**
 * The status machine: the one door every status change of an order goes through. It checks the
 * move against the rules of `@shop/shared/orders/status`, appends a tracking entry, gives the
 * stock of a cancelled order back, and lets other modules act in the same transaction through
 * transition hooks (the invoices issue their documents, the payments module settles what the
 * order owes). `change` locks an order, runs a change on it, writes the e-mails it owes with it
 * and publishes `order.changed` once the transaction has committed.
 */
import { randomUUID } from 'node:crypto';
import type { SQLWrapper } from 'drizzle-orm';
import type { Order } from '@shop/shared/orders/schemas';
import { courierMessages, courierNames } from '@shop/shared/orders/couriers';
import { orderMessages as m } from '@shop/shared/orders/messages';
import {
  actorNames,
  canTransition,
  type Actor,
  type OrderStatus,
} from '@shop/shared/orders/status';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrderEmailKind } from './orders.emails';
import * as repo from './orders.repository';
import { toOrder } from './order-view';

/** What the shop itself is told of, when its notifications ask for it (docs/decisions/054). */
export type ShopNotice = 'newOrder' | 'payment' | 'customerCancellation';

export interface OrderChanged {
  record: repo.OrderRecord;
  /** The e-mail this change sends, if any. */
  email?: OrderEmailKind;
  /** The shop's own e-mail this change may send. */
  shopNotice?: ShopNotice;
}

/**
 * Another module's part in a status change, inside the transaction that makes it. `alsoSet`
 * decides, without reading anything, what else of the order changes with its status; `within`
 * writes what the module keeps of its own, sent along with the order's update.
 */
export interface TransitionHook {
  alsoSet?(order: repo.OrderRow, to: OrderStatus): Partial<repo.OrderRow> | undefined;
  within?(tx: Executor, current: repo.OrderRecord, to: OrderStatus): Promise<unknown> | undefined;
}

/** What a change did: nothing, or the order as it now stands and the e-mail it sends. */
export type Change =
  | { changed: false }
  | { record: repo.OrderRecord; email?: OrderEmailKind; shopNotice?: ShopNotice };

/**
 * Who moves an order: `role` is what the rules allow them; `name` is how the timeline names them
 * (a staff member's username, "Customer", "Courier", "System"; the role's own name when left
 * out), and `reason` why, when they say (docs/decisions/049-order-page-who-and-why.md).
 */
export interface Mover {
  role: Actor;
  name?: string;
  reason?: string;
}

const roleNames: Record<Actor, string> = {
  customer: actorNames.customer,
  system: actorNames.system,
  admin: 'Staff',
};

const WAREHOUSE = 'CircuitKart warehouse, Secunderabad';

/** Where the parcel is when the order reaches `status`: only what the shop itself knows. */
export function trackingLocation(
  status: OrderStatus,
  order: Pick<repo.OrderRow, 'shippingAddress'> & Partial<Pick<repo.OrderRow, 'courier'>>,
): string {
  switch (status) {
    case 'PENDING':
    case 'PROCESSING':
      return WAREHOUSE;
    case 'SHIPPED':
      return order.courier ? `Handed to ${courierNames[order.courier]}, ${WAREHOUSE}` : WAREHOUSE;
    case 'OUT_FOR_DELIVERY':
    case 'DELIVERED':
      return `${order.shippingAddress.city}, ${order.shippingAddress.state}`;
    case 'CANCELLED':
      return 'Order cancelled';
  }
}

/**
 * A move to SHIPPED without the courier and its AWB number: refused like the schema's own
 * failures, one message per missing field. The shop never makes a number up.
 */
function missingShipment(values: Partial<repo.OrderRow>): AppError | undefined {
  const details: Record<string, string[]> = {};
  if (!values.courier) details.courier = [courierMessages.courierRequired];
  if (!values.trackingNumber) details.trackingNumber = [courierMessages.awbRequired];
  const first = Object.values(details)[0]?.[0];
  return first ? new AppError(400, 'VALIDATION_FAILED', first, details) : undefined;
}

export function createStatusMachine({
  db,
  catalog,
  owedWithin,
  now,
}: {
  db: Database;
  catalog: Pick<CatalogService, 'releaseStock' | 'stockChanged'>;
  /**
   * Writes, in the change's own transaction, the work it owes once committed (its e-mails and
   * events, into the outbox), so a crash after the commit cannot lose them.
   */
  owedWithin: (tx: Executor, event: OrderChanged) => Promise<void>;
  now: () => Date;
}) {
  const hooks: TransitionHook[] = [];

  /** Locks the whole order; a customer may only touch their own (others answer 404). */
  async function lock(
    tx: Executor,
    { id, userId }: { id: string; userId?: string },
  ): Promise<repo.OrderRecord> {
    if (!isUuid(id)) throw notFound(m.notFound);
    const record = await repo.lockOrder(tx, id);
    if (!record || (userId && record.order.userId !== userId)) throw notFound(m.notFound);
    return record;
  }

  /** The locked order with its row as an update answered it (`alongWith`: see the repository). */
  async function update(
    tx: Executor,
    current: repo.OrderRecord,
    values: Partial<repo.OrderRow>,
    alongWith: SQLWrapper[] = [],
  ): Promise<repo.OrderRecord> {
    return { ...current, order: await repo.updateOrder(tx, current.order.id, values, alongWith) };
  }

  /**
   * Moves the locked order to `to`: checks the move, restocks on cancel, takes the courier and
   * AWB number the caller sets with SHIPPED (required then), and runs the hooks. Its writes go
   * out together, with `alsoSet` (what the caller changes with the status) in the same update of
   * the order and `alongWith` (the caller's own writes) in the same statement. Answers the order
   * as it now stands.
   */
  async function transition(
    tx: Executor,
    current: repo.OrderRecord,
    to: OrderStatus,
    by: Actor | Mover,
    alsoSet: Partial<repo.OrderRow> = {},
    alongWith: SQLWrapper[] = [],
  ): Promise<repo.OrderRecord> {
    const { order, items } = current;
    const mover = typeof by === 'string' ? { role: by } : by;
    if (!canTransition(order.status, to, mover.role)) {
      throw conflict(m.badTransition(order.status, to));
    }
    if (to === 'SHIPPED') {
      const missing = missingShipment(alsoSet);
      if (missing) throw missing;
    }
    const tracking: repo.TrackingRow = {
      id: randomUUID(),
      orderId: order.id,
      status: to,
      location: trackingLocation(to, { ...order, ...alsoSet }),
      createdAt: now(),
      sourceKey: null,
      actor: mover.name ?? roleNames[mover.role],
      reason: mover.reason || null,
    };
    const hooksSet = hooks.map((hook) => hook.alsoSet?.(order, to));
    // The return window runs from the moment the goods reached the customer.
    const delivered = to === 'DELIVERED' ? { deliveredAt: tracking.createdAt } : {};
    const [next] = await Promise.all([
      update(tx, current, Object.assign({ ...alsoSet, ...delivered, status: to }, ...hooksSet), [
        repo.insertTracking(tx, tracking),
        ...alongWith,
      ]),
      to === 'CANCELLED' &&
        catalog.releaseStock(
          tx,
          items.flatMap((i) =>
            i.productId ? [{ productId: i.productId, quantity: i.quantity }] : [],
          ),
        ),
      ...hooks.map((hook) => hook.within?.(tx, current, to)),
    ]);
    return { ...next, tracking: [...current.tracking, tracking] };
  }

  /**
   * Locks the order and runs `change` on it; in the same transaction, writes what the change owes
   * (the whole order with its e-mail, for the outbox).
   */
  async function change(
    filter: { id: string; userId?: string },
    change: (tx: Executor, current: repo.OrderRecord) => Promise<Change>,
  ): Promise<Order> {
    // The record is the one the transaction locked and changed, so its e-mail and events tell
    // what this change committed: read after the commit, a cancel could describe the refund a
    // racing payment owed, and the customer would be told twice.
    const { current, outcome } = await db.transaction(async (tx) => {
      const current = await lock(tx, filter);
      const outcome = await change(tx, current);
      if ('record' in outcome) await owedWithin(tx, outcome);
      return { current, outcome };
    });
    if (!('record' in outcome)) return toOrder(current);
    const { record } = outcome;
    // A change that left the order cancelled may have put its stock back.
    if (record.order.status === 'CANCELLED') {
      catalog.stockChanged(record.items.flatMap((item) => item.productId ?? []));
    }
    return toOrder(record);
  }

  return {
    lock,
    update,
    transition,
    change,
    /** Another module's part in every status change from now on (registered at start). */
    onTransition: (hook: TransitionHook) => void hooks.push(hook),
  };
}

export type StatusMachine = ReturnType<typeof createStatusMachine>;
