/**
 * What every cart change shares: signed out, the 'Please login to …' message and no call; a 401
 * answer, the same message; another failure, the server's message else the fallback; success, a
 * toast; then the cart is reloaded.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { Cart } from '@shop/shared/cart/schemas';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { cartQueryKey } from './get-cart';

export class SignedOutError extends Error {}

export interface CartMutationTexts {
  loginRequired: string;
  failure: string;
  success: string;
}

export function useCartMutation<TInput>(
  request: (input: TInput) => Promise<Cart>,
  texts: CartMutationTexts,
) {
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  return useMutation({
    mutationFn: (input: TInput & { successMessage?: string | null }) => {
      if (!user) return Promise.reject(new SignedOutError(texts.loginRequired));
      return request(input);
    },
    onSuccess: (cart, input) => {
      queryClient.setQueryData(cartQueryKey, cart);
      const message = input.successMessage === undefined ? texts.success : input.successMessage;
      if (message) toast.success(message);
    },
    onError: (error) => {
      if (error instanceof SignedOutError || isApiError(error, 401)) {
        toast.error(texts.loginRequired);
      } else {
        toast.error(errorMessage(error, texts.failure));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
