/**
 * POST /api/admin/users/{id}/block {reason} and POST /api/admin/users/{id}/unblock: staff keep a
 * customer out of the shop, or let them back in (docs/decisions/054).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerStanding } from '@shop/shared/accounts/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function blockCustomer({ id, reason }: { id: string; reason: string }) {
  return adminFetch<CustomerStanding>(`/admin/users/${encodeURIComponent(id)}/block`, {
    method: 'POST',
    body: { reason },
  });
}

export function unblockCustomer({ id }: { id: string }) {
  return adminFetch<CustomerStanding>(`/admin/users/${encodeURIComponent(id)}/unblock`, {
    method: 'POST',
    body: {},
  });
}

export function useBlockCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export function useUnblockCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
