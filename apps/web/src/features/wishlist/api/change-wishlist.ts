/**
 * POST /api/wishlist {productId} and DELETE /api/wishlist/{productId}. Both are idempotent on
 * the server, and both answer the whole list, which replaces the cached one. The toasts are the
 * product page's: 'Added to wishlist' / 'Removed from wishlist'; a failure shows the server's
 * message, a lost session asks for a login.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { Wishlist } from '@shop/shared/wishlist/schemas';
import { wishlistMessages } from '@shop/shared/wishlist/messages';
import { apiFetch, errorMessage, isApiError } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';
import { wishlistQueryKey } from './get-wishlist';

export type WishlistChange = { productId: string; save: boolean };

export function changeWishlist({ productId, save }: WishlistChange): Promise<Wishlist> {
  return save
    ? apiFetch<Wishlist>('/wishlist', { method: 'POST', body: { productId } })
    : apiFetch<Wishlist>(`/wishlist/${encodeURIComponent(productId)}`, { method: 'DELETE' });
}

export function useChangeWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWishlist,
    onSuccess: (wishlist, { save }) => {
      queryClient.setQueryData(wishlistQueryKey, wishlist);
      toast.success(save ? wishlistMessages.added : wishlistMessages.removed);
    },
    onError: (error) => {
      if (isApiError(error, 401)) {
        toast.error(wishlistMessages.loginToUse);
        // The session ended on the server: the header and the pages follow.
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        return;
      }
      toast.error(errorMessage(error, wishlistMessages.updateFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
