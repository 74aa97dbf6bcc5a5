/** DELETE /api/cart/remove/{productId}. */
import { type Cart } from '@shop/shared/cart/schemas';
import { cartMessages } from '@shop/shared/cart/messages';
import { apiFetch } from '@/lib/api-client';
import { useCartMutation } from '@/lib/cart/cart-mutation';

export function removeCartItem(input: { productId: string }): Promise<Cart> {
  return apiFetch<Cart>(`/cart/remove/${encodeURIComponent(input.productId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveCartItem() {
  return useCartMutation(removeCartItem, {
    loginRequired: cartMessages.loginToRemove,
    failure: cartMessages.removeFailed,
    success: cartMessages.removed,
  });
}
