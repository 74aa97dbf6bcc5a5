/**
 * GET and POST /api/orders/admin/{id}/notes: staff's internal notes on an order, oldest first,
 * and a new one (its author is the signed-in staff member). Under ['admin', 'orders'], so the
 * desk's own changes read them again.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderNoteInput, OrderNote } from '@shop/shared/orders/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

const notesPath = (orderId: string) => `/orders/admin/${encodeURIComponent(orderId)}/notes`;

export const orderNotesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', orderId, 'notes'],
    queryFn: () => adminFetch<OrderNote[]>(notesPath(orderId)),
  });

export const useOrderNotes = (orderId: string) => useQuery(orderNotesQueryOptions(orderId));

export function addOrderNote(orderId: string, note: CreateOrderNoteInput) {
  return adminFetch<OrderNote>(notesPath(orderId), { method: 'POST', body: note });
}

export function useAddOrderNote(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: CreateOrderNoteInput) => addOrderNote(orderId, note),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: orderNotesQueryOptions(orderId).queryKey }),
  });
}
