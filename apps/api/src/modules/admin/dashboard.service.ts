/**
 * The back-office dashboard's counts. Each comes from the module that owns the data, through its
 * service: the dashboard reads no table itself.
 */
import type { DashboardStats } from '@shop/shared/admin/schemas';
import type { OrderStatus } from '@shop/shared/orders/status';
import type { AccountsService } from '../accounts/accounts.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrdersService } from '../orders/orders.service';
import type { PaymentsService } from '../payments/payments.service';

/** Orders the shop has still to dispatch: placed (paid or not yet) and confirmed. */
export const PENDING_STATUSES: readonly OrderStatus[] = ['PENDING', 'PROCESSING'];
/** Orders that reached the customer. */
export const COMPLETED_STATUSES: readonly OrderStatus[] = ['DELIVERED'];

/** Anything that can count its records for the dashboard. */
export interface Countable {
  count(): Promise<number>;
}

export function createDashboardService(deps: {
  accounts: Pick<AccountsService, 'countCustomers'>;
  orders: Pick<OrdersService, 'countByStatus'>;
  catalog: Pick<CatalogService, 'count'>;
  /** The enquiries module, once it exists, passes itself here; until then there are none. */
  enquiries?: Countable;
  refundsOwed: Pick<PaymentsService['refundsOwed'], 'count'>;
  returns: { waiting(): Promise<number> };
}) {
  return {
    async stats(): Promise<DashboardStats> {
      const [userCount, byStatus, catalog, enquiryCount, refundsOwed, returnsWaiting] =
        await Promise.all([
          deps.accounts.countCustomers(),
          deps.orders.countByStatus(),
          deps.catalog.count(),
          deps.enquiries?.count() ?? 0,
          deps.refundsOwed.count(),
          deps.returns.waiting(),
        ]);
      const sum = (statuses: readonly OrderStatus[]) =>
        statuses.reduce((total, status) => total + byStatus[status], 0);
      return {
        userCount,
        orderCount: Object.values(byStatus).reduce((a, b) => a + b, 0),
        pendingOrderCount: sum(PENDING_STATUSES),
        completedOrderCount: sum(COMPLETED_STATUSES),
        productCount: catalog.products,
        categoryCount: catalog.categories,
        enquiryCount,
        refundsOwedCount: refundsOwed.refunds + refundsOwed.ordersWithoutRefund,
        ordersOwingWithoutRefundCount: refundsOwed.ordersWithoutRefund,
        returnsWaitingCount: returnsWaiting,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
