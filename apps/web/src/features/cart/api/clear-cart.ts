/** DELETE /api/cart/clear. */
import { type Cart } from '@shop/shared/cart/schemas';
import { cartMessages } from '@shop/shared/cart/messages';
import { apiFetch } from '@/lib/api-client';
import { useCartMutation } from '@/lib/cart/cart-mutation';

export function clearCart(_input: object = {}): Promise<Cart> {
  return apiFetch<Cart>('/cart/clear', { method: 'DELETE' });
}

export function useClearCart() {
  return useCartMutation(clearCart, {
    loginRequired: cartMessages.loginToClear,
    failure: cartMessages.clearFailed,
    success: cartMessages.cleared,
  });
}
