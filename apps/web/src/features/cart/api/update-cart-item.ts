/** PUT /api/cart/update {productId, quantity}: sets a product's quantity. */
import { type Cart } from '@shop/shared/cart/schemas';
import { cartMessages } from '@shop/shared/cart/messages';
import { apiFetch } from '@/lib/api-client';
import { useCartMutation } from '@/lib/cart/cart-mutation';

export function updateCartItem(input: { productId: string; quantity: number }): Promise<Cart> {
  return apiFetch<Cart>('/cart/update', {
    method: 'PUT',
    body: { productId: input.productId, quantity: input.quantity },
  });
}

export function useUpdateCartItem() {
  return useCartMutation(updateCartItem, {
    loginRequired: cartMessages.loginToUpdate,
    failure: cartMessages.updateFailed,
    success: cartMessages.updated,
  });
}
