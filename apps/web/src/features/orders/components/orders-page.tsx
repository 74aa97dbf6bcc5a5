/**
 * My Orders, /orders: the customer's orders, newest first, each
 * with its actions; kept current by live order events and the Refresh button. The Give Feedback
 * dialog is the app's to put in (the reviews feature's).
 */
import { orderMessages } from '@shop/shared/orders/messages';
import { useMyOrders } from '../api/get-my-orders';
import { useOrderEvents } from '../hooks/use-order-events';
import { OrderCard, type FeedbackDialogSlot } from './order-card';
import { OrdersEmpty, OrdersError, OrdersLoading, OrdersPageFrame } from './order-page-states';

export default function OrdersPage({ feedbackDialog }: { feedbackDialog?: FeedbackDialogSlot }) {
  const orders = useMyOrders();
  useOrderEvents();

  return (
    <OrdersPageFrame
      title="My Orders"
      intro="Your orders, newest first."
      onRefresh={() => void orders.refetch()}
      refreshing={orders.isFetching}
    >
      {orders.isPending ? (
        <OrdersLoading />
      ) : orders.isError ? (
        <OrdersError message={orderMessages.loadFailed} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <OrdersEmpty title="No orders yet" text="When you place an order, it will appear here." />
      ) : (
        <ul className="space-y-4" aria-label="Your orders">
          {orders.data.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} feedbackDialog={feedbackDialog} />
            </li>
          ))}
        </ul>
      )}
    </OrdersPageFrame>
  );
}
