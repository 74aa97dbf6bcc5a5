/**
 * PUT /api/orders/admin/{id}/shipment {courier, trackingNumber}: a shipped order's mistyped AWB
 * number corrected by the desk; the order and the lists are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, Shipment } from '@shop/shared/orders/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function correctShipment(id: string, shipment: Shipment) {
  return adminFetch<Order>(`/orders/admin/${encodeURIComponent(id)}/shipment`, {
    method: 'PUT',
    body: shipment,
  });
}

export function useCorrectShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shipment }: { id: string; shipment: Shipment }) =>
      correctShipment(id, shipment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}
