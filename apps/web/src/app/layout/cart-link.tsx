/**
 * The header's cart icon with its item-count badge. Signed out, the click is blocked with
 * 'Please login to view cart' and the visitor goes to /auth.
 */
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { cameFrom } from '@/lib/pending-intent';
import { toast } from 'react-toastify';
import { ShoppingCart } from 'lucide-react';
import { cartMessages } from '@shop/shared/cart/messages';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';

export function CartLink() {
  const { isAuthenticated } = useAuth();
  const count = useCartCount();
  const navigate = useNavigate();
  const location = useLocation();
  const badge = count > 99 ? '99+' : String(count);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (isAuthenticated) return;
    event.preventDefault();
    toast.info(cartMessages.loginToView);
    navigate('/auth', { state: cameFrom(location) });
  }

  return (
    <Link
      to="/cart"
      // The badge's number is part of the name, as a voice command would say what it shows.
      aria-label={count > 0 ? `Cart, ${badge} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      onClick={handleClick}
      className="relative inline-flex rounded-full p-2.5 text-slate-700 hover:bg-brand-50 hover:text-brand-700"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 && (
        <span className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-orange-500 px-1 text-[11px] leading-5 font-bold text-white">
          {badge}
        </span>
      )}
    </Link>
  );
}
