/**
 * POST /api/orders: turns the cart into a PENDING order. The server
 * prices it, reserves stock and clears the cart, so the cart and the order lists are reloaded.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput, Order } from '@shop/shared/orders/schemas';
import { apiFetch } from '@/lib/api-client';
import { cartQueryKey } from '@/lib/cart/get-cart';

export function createOrder(input: CreateOrderInput): Promise<Order> {
  return apiFetch<Order>('/orders', { method: 'POST', body: input });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSettled: () => {
      // Not awaited: the page moves on to /payment without waiting for the cart to reload.
      // A refused order (prices changed, stock) also means the cart shown is out of date.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
