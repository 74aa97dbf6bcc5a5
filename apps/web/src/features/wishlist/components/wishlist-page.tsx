/**
 * /wishlist: the signed-in customer's saved products, newest first,
 * each with Add to Cart and Remove. Signed out, a prompt to log in; nothing saved, a way back
 * to the shop. Add to cart is the storefront's own action (stock, toasts, login modal).
 */
import { Link } from 'react-router';
import { Heart, LogIn } from 'lucide-react';
import { wishlistMessages as m } from '@shop/shared/wishlist/messages';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { NoticePanel } from '@/components/ui/notice-panel';
import { Spinner } from '@/components/ui/spinner';
import { useAuthModal } from '@/lib/auth-modal';
import { useSession } from '@/lib/session';
import { useWishlist } from '../api/get-wishlist';
import { WishlistItemCard } from './wishlist-item-card';

const PAGE_TITLE = <title>{`${m.heading} | CircuitKart`}</title>;

export default function WishlistPage() {
  const session = useSession();
  const authModal = useAuthModal();
  const wishlist = useWishlist();

  if (!session.data) {
    return (
      <>
        {PAGE_TITLE}
        <NoticePanel
          icon={<LogIn aria-hidden="true" className="size-8" />}
          title={m.loginTitle}
          text={m.loginText}
        >
          <Button onClick={() => authModal.open()}>Login</Button>
        </NoticePanel>
      </>
    );
  }

  if (wishlist.isPending) {
    return (
      <div className="flex justify-center py-24">
        {PAGE_TITLE}
        <Spinner label="Loading wishlist" className="size-10" />
      </div>
    );
  }

  if (wishlist.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        {PAGE_TITLE}
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{m.heading}</h1>
        <ErrorBanner message={m.loadFailed} />
        <Button variant="secondary" className="mt-4" onClick={() => void wishlist.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const items = wishlist.data.items;
  if (items.length === 0) {
    return (
      <>
        {PAGE_TITLE}
        <NoticePanel
          icon={<Heart aria-hidden="true" className="size-8" />}
          title={m.emptyTitle}
          text={m.emptyText}
        >
          <Link to="/shop" className={buttonClasses('primary')}>
            {m.continueShopping}
          </Link>
        </NoticePanel>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:pb-16">
      {PAGE_TITLE}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {m.heading}
        </h1>
        <p className="text-sm text-slate-600">{m.savedCount(items.length)}</p>
      </div>
      <ul aria-label={m.heading} className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <WishlistItemCard key={item.product._id} product={item.product} />
        ))}
      </ul>
    </section>
  );
}
