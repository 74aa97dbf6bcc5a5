/** POST /api/cart/add {productId, quantity}: adds to what is in the cart (default 1). */
import { type Cart } from '@shop/shared/cart/schemas';
import { cartMessages, DEFAULT_ADD_QUANTITY } from '@shop/shared/cart/messages';
import { apiFetch } from '@/lib/api-client';
import { useCartMutation } from './cart-mutation';

export function addToCart(input: { productId: string; quantity?: number }): Promise<Cart> {
  return apiFetch<Cart>('/cart/add', {
    method: 'POST',
    body: { productId: input.productId, quantity: input.quantity ?? DEFAULT_ADD_QUANTITY },
  });
}

export function useAddToCart() {
  return useCartMutation(addToCart, {
    loginRequired: cartMessages.loginToAdd,
    failure: cartMessages.addFailed,
    success: cartMessages.added,
  });
}
