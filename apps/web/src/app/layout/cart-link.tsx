/**
 * The header's cart icon with its item-count badge. Signed out, the click is blocked with
 * 'Please login to view cart' and the visitor goes to /auth (storefront.md section 2).
 */
import { useId, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ShoppingCart } from 'lucide-react';
import { cartMessages } from '@shop/shared/cart/messages';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';

export function CartLink() {
  const { isAuthenticated } = useAuth();
  const count = useCartCount();
  const navigate = useNavigate();
  const countId = useId();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (isAuthenticated) return;
    event.preventDefault();
    toast.info(cartMessages.loginToView);
    navigate('/auth');
  }

  return (
    <Link
      to="/cart"
      aria-label="Cart"
      aria-describedby={count > 0 ? countId : undefined}
      onClick={handleClick}
      className="relative inline-flex rounded-full p-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 && (
        <span
          id={countId}
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-orange-500 px-1 text-[11px] leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
          <span className="sr-only"> {count === 1 ? 'item' : 'items'} in cart</span>
        </span>
      )}
    </Link>
  );
}
