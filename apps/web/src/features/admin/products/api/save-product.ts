/** POST /api/products and PUT /api/products/{id}: the product form, as multipart. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@shop/shared/catalog/schemas';
import { adminFetch } from '@/features/admin/api/admin-fetch';

export function saveProduct({ id, form }: { id?: string; form: FormData }): Promise<Product> {
  return id
    ? adminFetch<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PUT', body: form })
    : adminFetch<Product>('/products', { method: 'POST', body: form });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    // Categories show product counts, so they are refreshed with the products.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]),
  });
}
