/**
 * Order tracking, /orders-tracking: every order with its
 * progress bar and first 2 items; Track Order opens the timeline, the tracking entries and details.
 */
import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { orderMessages } from '@shop/shared/orders/messages';
import { orderNumber } from '@shop/shared/orders/status';
import { Button } from '@/components/ui/button';
import { formatDate, formatRupees } from '@/lib/format';
import { useMyOrders } from '../api/get-my-orders';
import { useOrderEvents } from '../hooks/use-order-events';
import { orderStatusLabel, progressForStatus } from '../order-rules';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-badges';
import { OrdersEmpty, OrdersError, OrdersLoading, OrdersPageFrame } from './order-page-states';
import { TrackOrderDialog } from './track-order-dialog';

const CARD_ITEMS = 2;

export default function OrdersTrackingPage() {
  const orders = useMyOrders();
  useOrderEvents();
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  const openOrder = orders.data?.find((order) => order._id === openOrderId);

  return (
    <OrdersPageFrame
      title="Order Tracking"
      intro="Follow your orders from our warehouse to your door."
      onRefresh={() => void orders.refetch()}
      refreshing={orders.isFetching}
    >
      {orders.isPending ? (
        <OrdersLoading />
      ) : !orders.data ? (
        <OrdersError message={orderMessages.loadFailed} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <OrdersEmpty title="No orders yet" text="Place an order and follow it here." />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Your orders">
          {orders.data.map((order) => {
            const number = orderNumber(order._id);
            const progress = progressForStatus(order.status);
            const cancelled = order.status === 'CANCELLED';
            return (
              <li key={order._id}>
                <article
                  aria-label={`Order #${number}`}
                  className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
                >
                  <header className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <h2 className="text-base font-semibold text-slate-900">Order #{number}</h2>
                      <p className="text-sm text-slate-500">
                        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{' '}
                        {formatRupees(order.totalAmount)}
                      </p>
                    </div>
                    <OrderStatusBadge status={order.status} />
                  </header>
                  <div className="mt-4">
                    <div className="flex justify-between text-xs font-medium text-slate-600">
                      <span>Delivery progress</span>
                      <span>{progress}%</span>
                    </div>
                    <div
                      role="progressbar"
                      aria-label={`Delivery progress of order #${number}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={progress}
                      aria-valuetext={`${progress}% (${orderStatusLabel(order.status)})`}
                      className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100"
                    >
                      <div
                        className={`h-full rounded-full transition-[width] duration-700 ${cancelled ? 'bg-red-400' : 'bg-brand-600'}`}
                        style={{ width: `${progress}%` }}
                      />
                    </div>
                  </div>
                  <div className="mt-3 flex-1">
                    <OrderItems items={order.orderItems} limit={CARD_ITEMS} compact />
                  </div>
                  <Button
                    variant="secondary"
                    className="mt-3 w-full sm:w-auto sm:self-end"
                    onClick={() => setOpenOrderId(order._id)}
                    aria-haspopup="dialog"
                  >
                    <MapPin aria-hidden="true" className="size-4" />
                    Track Order
                  </Button>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {openOrder && (
        <TrackOrderDialog
          key={`${openOrder._id}`}
          order={openOrder}
          onClose={() => setOpenOrderId(null)}
        />
      )}
    </OrdersPageFrame>
  );
}
