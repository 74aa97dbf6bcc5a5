/**
 * "Add to cart" as every product card and page offers it: signed in,
 * add and toast; signed out, open the login modal instead and make no call. The wish is kept
 * while the modal is open, so the item is in the cart once the shopper has signed in; closing
 * the modal forgets it. Shared because the catalogue's cards and pages offer it.
 */
import { useCallback } from 'react';
import { useSession } from '@/lib/session';
import { useAuthModal } from '@/lib/auth-modal';
import { clearPendingIntent, setPendingIntent } from '@/lib/pending-intent';
import { useAddToCart } from './add-to-cart';

export interface AddToCartOptions {
  quantity?: number;
  /** Replaces the default 'Item added to cart'; null for no toast. */
  successMessage?: string | null;
  onAdded?: () => void;
}

export function useAddToCartAction() {
  const { data: user } = useSession();
  const authModal = useAuthModal();
  const mutation = useAddToCart();
  const add = useCallback(
    (productId: string, options: AddToCartOptions = {}) => {
      if (!user) {
        setPendingIntent({ type: 'add-to-cart', productId, quantity: options.quantity ?? 1 });
        authModal.open({ onClose: clearPendingIntent });
        return;
      }
      mutation.mutate(
        { productId, quantity: options.quantity ?? 1, successMessage: options.successMessage },
        { onSuccess: () => options.onAdded?.() },
      );
    },
    [user, authModal, mutation],
  );
  return { add, isPending: mutation.isPending, pendingProductId: mutation.variables?.productId };
}
