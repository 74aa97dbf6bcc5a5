/**
 * The back-office dashboard's counts and sales figures (docs/decisions/052). Each comes from the
 * module that owns the data, through its service: the dashboard reads no table itself.
 */
import type { DashboardStats, SalesFigure } from '@shop/shared/admin/schemas';
import { paiseToRupees } from '@shop/shared/money';
import type { OrderStatus } from '@shop/shared/orders/status';
import type { AccountsService } from '../accounts/accounts.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrdersService } from '../orders/orders.service';
import type { PaymentsService } from '../payments/payments.service';
import {
  DAYS,
  lastIndianDays,
  salesPeriods,
  trend,
  type ComparedPeriods,
  type Period,
} from './dashboard-periods';

/**
 * Orders confirmed (cash on delivery chosen, or paid) and not yet with the customer. A PENDING
 * order is a checkout nobody paid for nor chose cash on delivery: it is awaiting payment.
 */
export const PENDING_STATUSES: readonly OrderStatus[] = [
  'PROCESSING',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
];
/** Checkouts left at the payment step. */
export const AWAITING_PAYMENT_STATUSES: readonly OrderStatus[] = ['PENDING'];
/** Confirmed and still to dispatch. */
export const TO_SHIP_STATUSES: readonly OrderStatus[] = ['PROCESSING'];
/** Orders that reached the customer. */
export const COMPLETED_STATUSES: readonly OrderStatus[] = ['DELIVERED'];

/** Anything that can count its records for the dashboard. */
export interface Countable {
  count(): Promise<number>;
}

export function createDashboardService(deps: {
  accounts: Pick<AccountsService, 'countCustomers' | 'countCustomersBetween'>;
  orders: Pick<
    OrdersService,
    | 'countByStatus'
    | 'salesBetween'
    | 'salesByIndianDay'
    | 'countPlacedBetween'
    | 'countDeliveredBetween'
  >;
  catalog: Pick<CatalogService, 'count' | 'lowStockCount'>;
  /** The enquiries module, once it exists, passes itself here; until then there are none. */
  enquiries?: Countable;
  refundsOwed: Pick<PaymentsService['refundsOwed'], 'count'>;
  /** E-mails given up after their last try. */
  mailsNotSent: () => Promise<number>;
  returns: { waiting(): Promise<number> };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function salesFigure({ current, previous }: ComparedPeriods): Promise<SalesFigure> {
    const [now, before] = await Promise.all([
      deps.orders.salesBetween(current.from, current.to),
      deps.orders.salesBetween(previous.from, previous.to),
    ]);
    const figures = (sales: typeof now) => ({
      orders: sales.orders,
      sales: paiseToRupees(sales.totalPaise),
      gst: paiseToRupees(sales.taxPaise),
      averageOrderValue:
        sales.orders === 0 ? 0 : paiseToRupees(Math.round(sales.totalPaise / sales.orders)),
    });
    const shown = figures(now);
    const earlier = figures(before);
    return {
      ...shown,
      previous: earlier,
      trend: {
        sales: trend(shown.sales, earlier.sales),
        gst: trend(shown.gst, earlier.gst),
        averageOrderValue: trend(shown.averageOrderValue, earlier.averageOrderValue),
      },
    };
  }

  /** New in the last 30 days against the 30 before. */
  async function countTrend(countBetween: (from: Date, to: Date) => Promise<number>, at: Date) {
    const current: Period = { from: new Date(at.getTime() - 30 * DAYS), to: at };
    const [recent, before] = await Promise.all([
      countBetween(current.from, current.to),
      countBetween(new Date(current.from.getTime() - 30 * DAYS), current.from),
    ]);
    return trend(recent, before);
  }

  async function salesByDay(at: Date) {
    const { dates, from } = lastIndianDays(at, 30);
    const rows = new Map(
      (await deps.orders.salesByIndianDay(from, at)).map((row) => [row.day, row]),
    );
    return dates.map((date) => {
      const row = rows.get(date);
      return { date, orders: row?.orders ?? 0, sales: paiseToRupees(row?.totalPaise ?? 0) };
    });
  }

  return {
    async stats(): Promise<DashboardStats> {
      const at = now();
      const periods = salesPeriods(at);
      const [
        userCount,
        byStatus,
        catalog,
        enquiryCount,
        refundsOwed,
        failedMailCount,
        returnsWaiting,
        lowStock,
        userTrend,
        orderTrend,
        completedTrend,
        today,
        last7Days,
        last30Days,
        byDay,
      ] = await Promise.all([
        deps.accounts.countCustomers(),
        deps.orders.countByStatus(),
        deps.catalog.count(),
        deps.enquiries?.count() ?? 0,
        deps.refundsOwed.count(),
        deps.mailsNotSent(),
        deps.returns.waiting(),
        deps.catalog.lowStockCount(),
        countTrend(deps.accounts.countCustomersBetween, at),
        countTrend(deps.orders.countPlacedBetween, at),
        countTrend(deps.orders.countDeliveredBetween, at),
        salesFigure(periods.today),
        salesFigure(periods.last7Days),
        salesFigure(periods.last30Days),
        salesByDay(at),
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
        failedMailCount,
        returnsWaitingCount: returnsWaiting,
        awaitingPaymentCount: sum(AWAITING_PAYMENT_STATUSES),
        ordersToShipCount: sum(TO_SHIP_STATUSES),
        lowStockCount: lowStock,
        countTrends: {
          userCount: userTrend,
          orderCount: orderTrend,
          completedOrderCount: completedTrend,
        },
        sales: { today, last7Days, last30Days },
        salesByDay: byDay,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
