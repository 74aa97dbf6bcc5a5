/**
 * The refunds the shop still owes, across orders (docs/decisions/047): the back office's list of
 * refunds on their way (PENDING) or failed and not made again, newest first, each with the order
 * it belongs to; and the dashboard's count, which adds the orders marked REFUND_PENDING that have
 * no such refund (paid orders cancelled before refunds were recorded, or a failed refund made
 * again by hand for part of the amount).
 */
import { pageRequest, type Page } from '@shop/shared/http/paging';
import {
  owedRefundStatuses,
  type RefundOwed,
  type RefundsOwedQuery,
} from '@shop/shared/payments/records';
import type { Database } from '../../db/client';
import type { OrdersService } from '../orders/orders.service';
import * as repo from './payments.repository';
import { toRefund } from './refunds';

export function createRefundsOwed({
  db,
  orders,
}: {
  db: Database;
  orders: Pick<OrdersService, 'summariesOf' | 'countAwaitingRefund'>;
}) {
  return {
    async list(query: RefundsOwedQuery = {}): Promise<Page<RefundOwed>> {
      const { page, limit } = pageRequest(query);
      const { rows, total } = await repo.owedRefunds(db, {
        statuses: query.status ? [query.status] : owedRefundStatuses,
        limit,
        offset: (page - 1) * limit,
      });
      const summaries = await orders.summariesOf(rows.map((row) => row.orderId));
      // A refund's order is never deleted (its key restricts it), so every row has its order.
      const items = rows.flatMap((row) => {
        const order = summaries.get(row.orderId);
        return order ? [{ ...toRefund(row), order }] : [];
      });
      return { items, total, page, limit };
    },

    /**
     * The dashboard's count: refunds owed, and orders owing money back with no refund owed
     * recorded on them.
     */
    async count(): Promise<{ refunds: number; ordersWithoutRefund: number }> {
      const { refunds, orderIds } = await repo.owedRefundOrders(db);
      return { refunds, ordersWithoutRefund: await orders.countAwaitingRefund(orderIds) };
    },
  };
}

export type RefundsOwed = ReturnType<typeof createRefundsOwed>;
