/**
 * Live order events on the customer's order pages: `orderUpdated` replaces the order in every
 * cached list (and ['order', id]) and reads its refunds, returns and what is left to return again
 * (every return change touches the order); `orderTrackingUpdate` moves its status, courier, AWB
 * number and tracking entries; either toasts a cancellation or delivery.
 * `locationUpdate` needs nothing more: its place is the tracking entry the order now carries.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { Order } from '@shop/shared/orders/schemas';
import { orderMessages } from '@shop/shared/orders/messages';
import { realtimeEvents, type OrderTrackingUpdate } from '@shop/shared/realtime/events';
import { useSession } from '@/lib/session';
import { subscribeToRealtime } from '@/lib/socket';
import { orderReturnsQueryOptions } from '../api/get-order-returns';
import { refundsQueryOptions } from '../api/get-refunds';
import { returnableQueryOptions } from '../api/get-returnable';
import { ordersQueryKey } from '../api/get-my-orders';
import { cachedOrder, patchCachedOrder } from '../api/order-cache';

const liveToasts: Partial<Record<string, string>> = {
  CANCELLED: orderMessages.liveCancelled,
  DELIVERED: orderMessages.liveDelivered,
};

function isOrder(value: unknown): value is Order {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Order)._id === 'string' &&
    typeof (value as Order).status === 'string' &&
    Array.isArray((value as Order).orderItems)
  );
}

function isTrackingUpdate(value: unknown): value is OrderTrackingUpdate {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as OrderTrackingUpdate).orderId === 'string' &&
    typeof (value as OrderTrackingUpdate).status === 'string'
  );
}

export function useOrderEvents() {
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  const userId = user?._id ?? null;

  useEffect(() => {
    if (!userId) return;
    /**
     * Toasts a move to CANCELLED or DELIVERED once, whichever of the two events brings it first.
     * The customer's own cancel already shows CANCELLED (optimistically) and has its own toast.
     */
    const announceChange = (orderId: string, status: string) => {
      const text = liveToasts[status];
      if (text && cachedOrder(queryClient, orderId)?.status !== status) {
        toast.info(text, { toastId: `order-${orderId}-${status}` });
      }
    };
    return subscribeToRealtime(userId, {
      // Events sent while the connection was down (a phone between cells, the moment after the
      // page loaded) are lost: on every (re)connection the orders are read again.
      connect: () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      [realtimeEvents.orderUpdated]: (payload: unknown) => {
        if (!isOrder(payload)) return;
        announceChange(payload._id, payload.status);
        patchCachedOrder(queryClient, payload, payload);
        // A refund that settled changes the order's payment status: its list is read again. So
        // are its returns: staff's every move on one (and its refund settling) touches the order.
        for (const { queryKey } of [
          refundsQueryOptions(payload._id),
          orderReturnsQueryOptions(payload._id),
          returnableQueryOptions(payload._id),
        ]) {
          void queryClient.invalidateQueries({ queryKey, exact: true });
        }
      },
      [realtimeEvents.orderTrackingUpdate]: (payload: unknown) => {
        if (!isTrackingUpdate(payload)) return;
        announceChange(payload.orderId, payload.status);
        patchCachedOrder(queryClient, {
          _id: payload.orderId,
          status: payload.status as Order['status'],
          trackingNumber: payload.trackingNumber ?? null,
          courier: (payload.courier ?? null) as Order['courier'],
          trackingUrl: payload.trackingUrl ?? null,
          ...(Array.isArray(payload.tracking) && { tracking: payload.tracking }),
        });
      },
    });
  }, [queryClient, userId]);
}
