/**
 * The back office's reading of orders: the orders desk's pages by status, any one order, the
 * dashboard's counts and the Users screen's totals. It changes nothing; staff move orders
 * through the status machine like everyone else.
 */
import { paiseToRupees } from '@shop/shared/money';
import { pageRequest, type Page, type PageRequest } from '@shop/shared/http/paging';
import type {
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderSummary,
} from '@shop/shared/orders/schemas';
import { orderStatuses, type DeskStatus, type OrderStatus } from '@shop/shared/orders/status';
import type { Database } from '../../db/client';
import * as repo from './orders.repository';
import { toOrder } from './order-view';

export function createOrdersDesk({
  db,
  load,
  largeCodPaise,
}: {
  db: Database;
  load: (filter: { id: string }) => Promise<repo.OrderRecord>;
  /** A cash-on-delivery order of at least this total is flagged for staff. */
  largeCodPaise: number;
}) {
  /**
   * The order with the desk's flag: cash on delivery is collected after the goods have gone
   * out, so staff confirm a large one with the customer before shipping it. A PENDING order's
   * method is not chosen yet (COD is only the column's default), and a cancelled one needs
   * nothing more.
   */
  const toAdminOrder = (record: repo.OrderRecord): AdminOrder => {
    const { paymentMethod, status, totalPaise } = record.order;
    const codChosen = paymentMethod === 'COD' && status !== 'PENDING' && status !== 'CANCELLED';
    // Who made each change and why: staff's to read, never in a customer's answer.
    const tracking = record.tracking.map((entry) => ({
      status: entry.status,
      location: entry.location,
      date: entry.createdAt.toISOString(),
      actor: entry.actor,
      reason: entry.reason,
    }));
    return { ...toOrder(record), tracking, largeCod: codChosen && totalPaise >= largeCodPaise };
  };

  return {
    async getAny(id: string): Promise<AdminOrder> {
      return toAdminOrder(await load({ id }));
    },

    /**
     * The orders desk: a page of one status, newest first, searched by order id (the number on
     * the cards is its end), customer name or e-mail; `paymentStatus` narrows it, e.g. to the
     * cancelled orders owing a refund.
     */
    async listByStatus(
      status: DeskStatus,
      query: Omit<AdminOrderListQuery, 'page' | 'limit'> & Partial<PageRequest> = {},
    ): Promise<Page<AdminOrder>> {
      const { page, limit } = pageRequest(query);
      const { records, total } = await repo.searchOrders(db, {
        status,
        paymentStatus: query.paymentStatus,
        // The number as the cards, e-mails and invoices print it: "#AAC9A0F9" finds the order.
        q: query.q?.replace(/^#/, '') || undefined,
        limit,
        offset: (page - 1) * limit,
      });
      return { items: records.map(toAdminOrder), total, page, limit };
    },

    /** The orders with these ids, as the desk sees them; ids that are no order are left out. */
    async getMany(ids: string[]): Promise<AdminOrder[]> {
      return (await repo.findOrdersByIds(db, [...new Set(ids)])).map(toAdminOrder);
    },

    /**
     * The orders placed in [from, to), oldest first, a page at a time (for an export of a long
     * range: one page is held at once).
     */
    async *placedBetween(from: Date, to: Date): AsyncGenerator<AdminOrder[]> {
      const limit = 500;
      for (let offset = 0; ; offset += limit) {
        const records = await repo.findPlacedBetween(db, { from, to, offset, limit });
        if (records.length > 0) yield records.map(toAdminOrder);
        if (records.length < limit) return;
      }
    },

    /**
     * The orders another module's list names (refunds owed, returns), by id, in one query: number,
     * states, total and customer. Ids that are no order are left out.
     */
    async summariesOf(ids: string[]): Promise<Map<string, AdminOrderSummary>> {
      const rows = await repo.findSummaries(db, [...new Set(ids)]);
      return new Map(
        rows.map(({ order, owner }) => [
          order.id,
          {
            _id: order.id,
            status: order.status,
            paymentStatus: order.paymentStatus,
            paymentMethod: order.paymentMethod,
            totalAmount: paiseToRupees(order.totalPaise),
            createdAt: order.createdAt.toISOString(),
            customer: {
              _id: owner.id,
              firstName: owner.firstName,
              lastName: owner.lastName,
              email: owner.email,
            },
          },
        ]),
      );
    },

    /**
     * Orders marked REFUND_PENDING (money owed back), leaving out `except`: the payments module
     * passes the orders it has a refund owed on, so what is left owes money with none waiting.
     */
    countAwaitingRefund: (except: string[]) =>
      repo.countByPaymentStatus(db, 'REFUND_PENDING', except),

    /**
     * The dashboard's sales in [from, to) (docs/decisions/052): orders confirmed (cash on delivery
     * chosen or paid), not cancelled nor refunded in full; their value and the GST in it.
     */
    salesBetween: (from: Date, to: Date) => repo.salesBetween(db, from, to),
    /** The same sales by day in India (YYYY-MM-DD), only the days that have any. */
    salesByIndianDay: (from: Date, to: Date) => repo.salesByIndianDay(db, from, to),
    /** Orders placed in [from, to), any status: the Total Orders trend. */
    countPlacedBetween: (from: Date, to: Date) => repo.countPlacedBetween(db, from, to),
    /** Orders delivered in [from, to): the Completed Orders trend. */
    countDeliveredBetween: (from: Date, to: Date) => repo.countDeliveredBetween(db, from, to),

    /** How many orders are in each status, every status present (zero when none). */
    async countByStatus(): Promise<Record<OrderStatus, number>> {
      const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of await repo.countByStatus(db)) counts[row.status] = row.count;
      return counts;
    },

    /**
     * For the Users screen, in one query for a whole page of customers: how many orders each
     * placed and what they spent in rupees (orders not cancelled). Customers without orders are
     * not in the map.
     */
    async statsForUsers(
      userIds: string[],
    ): Promise<Map<string, { orderCount: number; totalSpent: number }>> {
      const rows = await repo.statsForUsers(db, userIds);
      return new Map(
        rows.map((row) => [
          row.userId,
          { orderCount: row.orderCount, totalSpent: paiseToRupees(row.spentPaise) },
        ]),
      );
    },
  };
}
