/**
 * PATCH /api/admin/returns/{id}: staff's move of a return. The lists of returns are read again,
 * and so is everything under ['admin', 'orders'] (the order page's returns, refunds and payment
 * status change with it), as the desk's own changes do.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReturn, ReturnUpdate } from '@shop/shared/returns/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function updateReturn({ id, update }: { id: string; update: ReturnUpdate }) {
  return adminFetch<AdminReturn>(`/admin/returns/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: update,
  });
}

export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturn,
    onSuccess: () =>
      Promise.all(
        [
          ['admin', 'returns'],
          ['admin', 'orders'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
