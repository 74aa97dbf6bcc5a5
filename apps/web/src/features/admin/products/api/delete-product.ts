/** DELETE /api/products/{id}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function deleteProduct(id: string): Promise<{ message: string }> {
  return adminFetch<{ message: string }>(`/products/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    // Refetched whether it worked or not, so the list shows what the shop really holds.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]),
  });
}
