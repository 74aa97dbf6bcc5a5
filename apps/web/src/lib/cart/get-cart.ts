/**
 * GET /api/cart: the signed-in customer's cart (loaded when authenticated, empty when not; reloaded
 * from the server after every change). Shared code, not the cart feature's: the header badge, the
 * product cards and the checkout read it too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { Cart } from '@shop/shared/cart/schemas';
import { cartMessages } from '@shop/shared/cart/messages';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const cartQueryKey = ['cart'] as const;
export const EMPTY_CART: Cart = { items: [], itemCount: 0, totalAmount: 0 };

export async function getCart(): Promise<Cart> {
  try {
    return await apiFetch<Cart>('/cart');
  } catch (error) {
    // A failed load toasts and leaves the cart empty.
    toast.error(
      isApiError(error, 401) ? cartMessages.loginToViewYourCart : cartMessages.loadFailed,
      {
        toastId: 'cart-load',
      },
    );
    return EMPTY_CART;
  }
}

export function getCartQueryOptions() {
  return queryOptions({ queryKey: cartQueryKey, queryFn: getCart, staleTime: 30_000 });
}

/** The cart while signed in; the empty cart otherwise. */
export function useCart() {
  const { data: user } = useSession();
  const query = useQuery({ ...getCartQueryOptions(), enabled: Boolean(user) });
  return { ...query, cart: user ? (query.data ?? EMPTY_CART) : EMPTY_CART };
}
