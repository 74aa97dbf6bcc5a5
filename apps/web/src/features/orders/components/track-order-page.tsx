/**
 * Track Your Orders, /track-order: the paid orders (PAID or
 * COMPLETED), each with its delivery timeline. Polled every 30 s and kept current by live
 * events; Refresh reloads and says so.
 */
import { toast } from 'react-toastify';
import { orderMessages } from '@shop/shared/orders/messages';
import { orderNumber } from '@shop/shared/orders/status';
import { ShipmentDetails } from '@/components/ui/shipment-details';
import { formatDate, formatRupees } from '@/lib/format';
import { useOrders } from '../api/get-orders';
import { useOrderEvents } from '../hooks/use-order-events';
import { buildTimeline, isTrackedOrder } from '../order-rules';
import { OrderStatusBadge } from './order-badges';
import { OrdersEmpty, OrdersError, OrdersLoading, OrdersPageFrame } from './order-page-states';
import { TrackingTimeline } from './tracking-timeline';

export default function TrackOrderPage() {
  const orders = useOrders();
  useOrderEvents();

  async function refresh() {
    const result = await orders.refetch();
    if (!result.isError) toast.success(orderMessages.trackingRefreshed);
  }

  const tracked = orders.data?.filter(isTrackedOrder) ?? [];

  return (
    <OrdersPageFrame
      title="Track Your Orders"
      intro="Paid orders and where they are. This page refreshes every 30 seconds."
      onRefresh={() => void refresh()}
      refreshing={orders.isFetching}
    >
      {orders.isPending ? (
        <OrdersLoading />
      ) : !orders.data ? (
        <OrdersError message={orderMessages.loadFailed} onRetry={() => void orders.refetch()} />
      ) : tracked.length === 0 ? (
        <OrdersEmpty
          title="No orders to track"
          text="Paid orders appear here with their delivery progress."
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Orders being tracked">
          {tracked.map((order) => (
            <li key={order._id}>
              <article
                aria-label={`Order #${orderNumber(order._id)}`}
                className="h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
              >
                <header className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h2 className="text-base font-semibold text-slate-900">
                      Order #{orderNumber(order._id)}
                    </h2>
                    <p className="text-sm text-slate-500">
                      <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{' '}
                      {formatRupees(order.totalAmount)}
                    </p>
                  </div>
                  <OrderStatusBadge status={order.status} />
                </header>
                <ShipmentDetails order={order} className="mt-2" />
                <div className="mt-4">
                  <TrackingTimeline
                    steps={buildTimeline(order)}
                    label={`Delivery timeline of order #${orderNumber(order._id)}`}
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </OrdersPageFrame>
  );
}
