/**
 * POST /api/orders/admin/{id}/tracking {status, location, date}: the courier's news of a shipped
 * order, added by the desk; the order is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, TrackingUpdateInput } from '@shop/shared/orders/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';
import { refreshOrder } from './refresh-order';

export function addTrackingUpdate(id: string, update: TrackingUpdateInput) {
  return adminFetch<Order>(`/orders/admin/${encodeURIComponent(id)}/tracking`, {
    method: 'POST',
    body: update,
  });
}

export function useAddTrackingUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: TrackingUpdateInput }) =>
      addTrackingUpdate(id, update),
    onSuccess: (_order, { id }) => refreshOrder(queryClient, id),
  });
}
