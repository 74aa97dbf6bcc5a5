/** POST /api/admin/products/import/apply: a preview's good rows applied, all or none. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportApply, ImportResult } from '@shop/shared/catalog/product-import';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function applyProductImport(body: ImportApply): Promise<ImportResult> {
  return adminFetch<ImportResult>('/admin/products/import/apply', { method: 'POST', body });
}

export function useApplyProductImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyProductImport,
    // Prices, stock and statuses of the listed products changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
