/**
 * The product page's wishlist heart: signed in, it saves the product on
 * the server or removes it, with the toasts 'Added to wishlist' / 'Removed from wishlist';
 * signed out, it opens the login modal, as add to cart does. It is a toggle button: its name
 * stays, aria-pressed tells whether the product is saved.
 */
import { Heart } from 'lucide-react';
import { wishlistMessages } from '@shop/shared/wishlist/messages';
import { useAuthModal } from '@/lib/auth-modal';
import { useSession } from '@/lib/session';
import { useChangeWishlist } from '../api/change-wishlist';
import { useWishlist } from '../api/get-wishlist';

export function WishlistHeart({ productId }: { productId: string }) {
  const { data: user } = useSession();
  const authModal = useAuthModal();
  const wishlist = useWishlist();
  const change = useChangeWishlist();
  const saved = Boolean(user) && isSaved(wishlist.data, productId);
  // While a change is in flight the heart shows where it is going, and takes no second click.
  const shown = change.isPending ? change.variables.save : saved;

  function toggle() {
    if (!user) {
      authModal.open();
      return;
    }
    change.mutate({ productId, save: !saved });
  }

  return (
    <button
      type="button"
      aria-label={wishlistMessages.heartLabel}
      aria-pressed={shown}
      aria-busy={change.isPending || undefined}
      disabled={change.isPending || (Boolean(user) && wishlist.isPending)}
      onClick={toggle}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full border transition disabled:cursor-wait ${
        shown
          ? 'border-rose-200 bg-rose-50 text-rose-600'
          : 'border-slate-200 text-slate-600 hover:border-rose-200 hover:text-rose-600'
      }`}
    >
      <Heart aria-hidden="true" className={`size-5 ${shown ? 'fill-current' : ''}`} />
    </button>
  );
}

function isSaved(wishlist: { items: Array<{ product: { _id: string } }> } | undefined, id: string) {
  return wishlist?.items.some((item) => item.product._id === id) ?? false;
}
