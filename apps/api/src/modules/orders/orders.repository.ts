/** Queries for orders, their items and tracking entries. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { together } from '../../db/together';
import { orderItems, orderNotes, orders, orderTracking, users } from '../../db/schema/index';
import { containsPattern } from '../../lib/search';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type TrackingRow = typeof orderTracking.$inferSelect;
export type OrderOwner = { id: string; firstName: string; lastName: string; email: string };

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  tracking: TrackingRow[];
  owner: OrderOwner;
}

export type NewOrder = typeof orders.$inferInsert & { id: string };

/**
 * Writes a new order with its items and its first tracking entry in one statement. The items and
 * the entry come complete (ids made by the caller), so they are answered as given.
 */
export async function insertOrder(
  tx: Executor,
  values: { order: NewOrder; items: OrderItemRow[]; tracking: TrackingRow },
  /** Other modules' writes that go out in the same statement (clearing the cart). */
  alongWith: SQLWrapper[] = [],
): Promise<{ order: OrderRow; items: OrderItemRow[]; tracking: TrackingRow[] }> {
  const [order] = await together(tx, [
    tx.insert(orderItems).values(values.items),
    tx.insert(orderTracking).values(values.tracking),
    ...alongWith,
  ])
    .insert(orders)
    .values(values.order)
    .returning();
  return { order: order!, items: values.items, tracking: [values.tracking] };
}

/**
 * A tracking entry, complete (its id made by the caller): a statement to await, or to send along
 * with the order's update.
 */
export function insertTracking(db: Executor, entry: TrackingRow) {
  return db.insert(orderTracking).values(entry);
}

/**
 * Entries from outside the shop (courier scans), each with its source key: one the order already
 * has is left out, so a webhook delivered twice at once still stores each scan once.
 */
export function insertTrackingOnce(db: Executor, entries: TrackingRow[]) {
  return db.insert(orderTracking).values(entries).onConflictDoNothing();
}

/** Updates the order, with `alongWith` (e.g. a tracking entry) in the same statement. */
export async function updateOrder(
  db: Executor,
  id: string,
  values: Partial<typeof orders.$inferInsert>,
  alongWith: SQLWrapper[] = [],
): Promise<OrderRow> {
  const [row] = await together(db, alongWith)
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/**
 * The whole order, its row locked until the transaction ends (status changes, payments). The
 * items and the tracking are read once the lock is held, so they include what the change before
 * this one committed.
 */
export async function lockOrder(db: Executor, id: string): Promise<OrderRecord | undefined> {
  const [row] = await db
    .select({ order: orders, owner: ownerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id))
    .for('update', { of: orders })
    .limit(1);
  if (!row) return undefined;
  const [record] = await withDetails(db, [row]);
  return record;
}

const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The orders' items and tracking entries: two queries for any number of orders. */
async function withDetails(
  db: Executor,
  rows: Array<{ order: OrderRow; owner: OrderOwner }>,
): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const [items, tracking] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db
      .select()
      .from(orderTracking)
      .where(inArray(orderTracking.orderId, ids))
      .orderBy(asc(orderTracking.createdAt), asc(orderTracking.id)),
  ]);
  return rows.map(({ order, owner }) => ({
    order,
    owner,
    items: items.filter((i) => i.orderId === order.id),
    tracking: tracking.filter((t) => t.orderId === order.id),
  }));
}

/**
 * Whole orders (items, tracking, owner) for the given filter, newest first: three queries for any
 * number of orders.
 */
export async function findOrders(
  db: Executor,
  filter: {
    id?: string;
    userId?: string;
    limit?: number;
  },
): Promise<OrderRecord[]> {
  const conditions = [
    filter.id ? eq(orders.id, filter.id) : undefined,
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
  ].filter((c) => c !== undefined);
  const rows = await db
    .select({ order: orders, owner: ownerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit ?? 500);
  return withDetails(db, rows);
}

/** Whole orders by id, in no particular order; ids that are no order are left out. */
export async function findOrdersByIds(db: Executor, ids: string[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ order: orders, owner: ownerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, ids));
  return withDetails(db, rows);
}

/**
 * One page of the orders placed in [from, to), oldest first: an export walks a long range a page
 * at a time. (Paged by offset: the times are stored finer than a JavaScript date holds, so a
 * page cannot start "after" an order's time.)
 */
export async function findPlacedBetween(
  db: Executor,
  range: { from: Date; to: Date; offset: number; limit: number },
): Promise<OrderRecord[]> {
  const { from, to, offset, limit } = range;
  const rows = await db
    .select({ order: orders, owner: ownerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit)
    .offset(offset);
  return withDetails(db, rows);
}

export interface OrderSearch {
  /** One status, or ALL of them. */
  status: OrderRow['status'] | 'ALL';
  paymentStatus?: OrderRow['paymentStatus'];
  /** A substring of the order id, of the customer's "first last" name or of their e-mail. */
  q?: string;
  limit: number;
  offset: number;
}

/** One page of the orders of a status, searched, newest first, and how many match in all. */
export async function searchOrders(
  db: Executor,
  search: OrderSearch,
): Promise<{ records: OrderRecord[]; total: number }> {
  const conditions: SQL[] = search.status === 'ALL' ? [] : [eq(orders.status, search.status)];
  if (search.paymentStatus) conditions.push(eq(orders.paymentStatus, search.paymentStatus));
  if (search.q) {
    const pattern = containsPattern(search.q);
    conditions.push(
      or(
        ilike(sql`${orders.id}::text`, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, owner: ownerColumns })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(search.limit)
      .offset(search.offset),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { records: await withDetails(db, rows), total: counted?.total ?? 0 };
}

/** How many orders there are in each status (statuses without orders are left out). */
export async function countByStatus(
  db: Executor,
): Promise<Array<{ status: OrderRow['status']; count: number }>> {
  return db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
}

/** Per customer: how many orders they placed and the total of those not cancelled, in paise. */
export async function statsForUsers(
  db: Executor,
  userIds: string[],
): Promise<Array<{ userId: string; orderCount: number; spentPaise: number }>> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: orders.userId,
      orderCount: count(),
      spentPaise:
        sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.status} <> 'CANCELLED'), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
}

/** Whether one of the customer's DELIVERED orders holds the product. */
export async function hasDelivered(
  db: Executor,
  userId: string,
  productId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'DELIVERED'),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The statuses of an open order: it holds stock and the shop has not been paid. */
const openOrder = (userId: string) =>
  and(
    eq(orders.userId, userId),
    inArray(orders.status, ['PENDING', 'PROCESSING']),
    notInArray(orders.paymentStatus, ['PAID', 'COMPLETED', 'SUCCESS', 'REFUND_PENDING']),
  );

/**
 * What the customer's open orders hold: orders that hold stock without the shop having been paid,
 * unpaid online orders (PENDING) and cash-on-delivery orders not yet shipped (PROCESSING, paid at
 * the door). How many, their value in paise, and the units of each product. A paid order is not
 * counted: its stock is sold.
 */
export async function openOrdersHeld(
  db: Executor,
  userId: string,
): Promise<{ count: number; totalPaise: number; units: Map<string, number> }> {
  const [totals] = await db
    .select({ open: count(), totalPaise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)` })
    .from(orders)
    .where(openOrder(userId));
  const lines = await db
    .select({
      productId: orderItems.productId,
      units: sql<string>`sum(${orderItems.quantity})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(openOrder(userId))
    .groupBy(orderItems.productId);
  return {
    count: totals?.open ?? 0,
    totalPaise: Number(totals?.totalPaise ?? 0),
    units: new Map(
      lines.flatMap((line) => (line.productId ? [[line.productId, Number(line.units)]] : [])),
    ),
  };
}

/** Orders still waiting for a payment that were placed before `before`. */
export async function findUnpaidBefore(db: Executor, before: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PENDING'),
        eq(orders.paymentStatus, 'PENDING'),
        lt(orders.createdAt, before),
      ),
    )
    .limit(500);
}

/**
 * The orders (at most two: enough to tell one from several) that carry this AWB number, whatever
 * their courier.
 */
export async function findByAwbOfAnyCourier(
  db: Executor,
  trackingNumber: string,
): Promise<Array<{ id: string; courier: OrderRow['courier'] }>> {
  return db
    .select({ id: orders.id, courier: orders.courier })
    .from(orders)
    .where(eq(orders.trackingNumber, trackingNumber))
    .limit(2);
}

/** The order that carries this AWB number of this courier, if any. */
export async function findByAwb(
  db: Executor,
  courier: NonNullable<OrderRow['courier']>,
  trackingNumber: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.courier, courier), eq(orders.trackingNumber, trackingNumber)))
    .limit(1);
  return row;
}

/** Orders by their ids with their owners, for another module's list (its rows name the order). */
export async function findSummaries(
  db: Executor,
  ids: string[],
): Promise<Array<{ order: OrderRow; owner: OrderOwner }>> {
  if (ids.length === 0) return [];
  return db
    .select({ order: orders, owner: ownerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, ids));
}

/** How many orders are in a payment status, leaving out the given orders. */
export async function countByPaymentStatus(
  db: Executor,
  paymentStatus: OrderRow['paymentStatus'],
  except: string[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, paymentStatus),
        except.length > 0 ? notInArray(orders.id, except) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Orders that count as sales (docs/decisions/052): confirmed (cash on delivery chosen, or paid,
 * so past PENDING), not cancelled, and not refunded in full.
 */
const isSale = () =>
  and(
    notInArray(orders.status, ['PENDING', 'CANCELLED']),
    sql`${orders.paymentStatus} <> 'REFUNDED'`,
  );

/** The GST inside an order's GST-inclusive lines, in paise, rounded per line. */
const taxPaiseOfOrder = sql<number>`(select coalesce(sum(round(${orderItems.pricePaise}::numeric * ${orderItems.quantity} * ${orderItems.gstRate} / (100 + ${orderItems.gstRate}))), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** The sales placed in [from, to): how many orders, their value and the GST in it, in paise. */
export async function salesBetween(
  db: Executor,
  from: Date,
  to: Date,
): Promise<{ orders: number; totalPaise: number; taxPaise: number }> {
  const [row] = await db
    .select({
      orders: count(),
      totalPaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(Number),
      taxPaise: sql<number>`coalesce(sum(${taxPaiseOfOrder}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(isSale(), gte(orders.createdAt, from), lt(orders.createdAt, to)));
  return row ?? { orders: 0, totalPaise: 0, taxPaise: 0 };
}

/**
 * The sales placed in [from, to) by day in India (UTC+05:30 all year, no daylight saving), only
 * the days that have any: `day` is YYYY-MM-DD.
 */
export async function salesByIndianDay(
  db: Executor,
  from: Date,
  to: Date,
): Promise<Array<{ day: string; orders: number; totalPaise: number }>> {
  const day = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      orders: count(),
      totalPaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(isSale(), gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .groupBy(day)
    .orderBy(day);
}

/** Orders placed in [from, to), any status. */
export async function countPlacedBetween(db: Executor, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)));
  return row?.n ?? 0;
}

/** Orders that reached DELIVERED in [from, to) and still are. */
export async function countDeliveredBetween(db: Executor, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'DELIVERED'),
        gte(orders.deliveredAt, from),
        lt(orders.deliveredAt, to),
      ),
    );
  return row?.n ?? 0;
}

export type OrderNoteRow = typeof orderNotes.$inferSelect;

/** Staff's internal notes on one order, oldest first. */
export function findNotes(db: Executor, orderId: string): Promise<OrderNoteRow[]> {
  return db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

export async function insertNote(
  db: Executor,
  note: { orderId: string; author: string; text: string; createdAt: Date },
): Promise<OrderNoteRow> {
  const [row] = await db.insert(orderNotes).values(note).returning();
  return row!;
}
