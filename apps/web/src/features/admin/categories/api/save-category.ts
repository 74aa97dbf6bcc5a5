/** POST /api/categories and PUT /api/categories/{id}: the category form, as multipart. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@shop/shared/catalog/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function saveCategory({ id, form }: { id?: string; form: FormData }): Promise<Category> {
  return id
    ? adminFetch<Category>(`/categories/${encodeURIComponent(id)}`, { method: 'PUT', body: form })
    : adminFetch<Category>('/categories', { method: 'POST', body: form });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    // A renamed category renames its products' category too, so both lists are refreshed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
