/** DELETE /api/categories/{id}: a category without products. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function deleteCategory(id: string): Promise<{ message: string }> {
  return adminFetch<{ message: string }>(`/categories/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['categories'] }),
  });
}
