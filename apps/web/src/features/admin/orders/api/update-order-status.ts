/**
 * PATCH /api/orders/{id}/status {status, reason?} (with SHIPPED, {courier, trackingNumber}): the desk moves
 * an order. The server enforces the status machine; its refusal's message is what the desk shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shipment } from '@shop/shared/orders/schemas';
import type { OrderStatus } from '@shop/shared/orders/status';
import { updateOrderStatus } from '@/lib/update-order-status';
import { refreshOrder } from './refresh-order';
import { adminFetch } from '@/features/admin/api/admin-fetch';

/** A move: with SHIPPED the courier and AWB number; a reason, required to cancel. */
export type StatusMove = { id: string; status: OrderStatus; reason?: string } & Partial<Shipment>;

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: StatusMove) => updateOrderStatus(id, change, adminFetch),
    // A move changes the lists, the dashboard's counts and the customers' totals.
    onSuccess: (_order, { id }) =>
      refreshOrder(queryClient, id, [
        ['admin', 'dashboard'],
        ['admin', 'users'],
      ]),
  });
}
