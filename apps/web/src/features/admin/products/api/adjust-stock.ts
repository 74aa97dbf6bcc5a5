/** POST /api/products/admin/{id}/stock-adjustments: staff's stock adjustment with its reason. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  StockAdjustmentAnswer,
  StockAdjustmentInput,
} from '@shop/shared/catalog/stock-movements';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function adjustStock({
  productId,
  adjustment,
}: {
  productId: string;
  adjustment: StockAdjustmentInput;
}): Promise<StockAdjustmentAnswer> {
  return adminFetch<StockAdjustmentAnswer>(
    `/products/admin/${encodeURIComponent(productId)}/stock-adjustments`,
    { method: 'POST', body: adjustment },
  );
}

export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustStock,
    // The list's stock and levels and the product's history both changed.
    onSettled: (_answer, _error, { productId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['stock-movements', productId] }),
      ]),
  });
}
