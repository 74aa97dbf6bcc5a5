/**
 * The cart page, /cart: signed out, a login prompt; loading, a
 * spinner; empty, a way back to the shop; otherwise the rows, the total and the way to checkout.
 */
import { useState, type ComponentProps } from 'react';
import { Link, useNavigate } from 'react-router';
import { LogIn, ShoppingCart } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { NoticePanel } from '@/components/ui/notice-panel';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { useClearCart } from '../api/clear-cart';
import { useCart } from '@/lib/cart/get-cart';
import { toCartLine, type LooseCartItem } from './cart-item-rules';
import { CartItemRow } from './cart-item-row';
import { CartPlaceholderRow } from './cart-placeholder-row';
import { CartSummary } from './cart-summary';
import { ClearCartButton } from './clear-cart-button';

const PAGE_TITLE = <title>Shopping Cart | CircuitKart</title>;

/** A notice with the cart page's title. */
function Notice(props: ComponentProps<typeof NoticePanel>) {
  return (
    <>
      {PAGE_TITLE}
      <NoticePanel {...props} />
    </>
  );
}

export default function CartPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { cart, isLoading } = useCart();
  const clear = useClearCart();
  const clearing = clear.isPending;
  // One polite status line confirms quantity changes, instead of a toast per tap
  // (docs/decisions/057-cart-quantities.md). The count makes a repeated confirmation new text.
  const [status, setStatus] = useState<{ message: string; count: number } | null>(null);
  const announce = (message: string) =>
    setStatus((previous) => ({ message, count: (previous?.count ?? 0) + 1 }));

  if (session.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading" />
      </div>
    );
  }

  if (!session.data) {
    return (
      <Notice
        icon={<LogIn aria-hidden="true" className="size-8" />}
        title="Please Login"
        text="You need to be logged in to view your cart."
      >
        <Button onClick={() => navigate('/auth', { state: { from: '/cart' } })}>Login</Button>
      </Notice>
    );
  }

  if (isLoading) {
    return (
      <div className="flex justify-center py-24">
        {PAGE_TITLE}
        <Spinner label="Loading cart" className="size-10" />
      </div>
    );
  }

  // The API sends full products; the loose type lets the page cope with ids or partial objects.
  const items: LooseCartItem[] = cart.items;
  if (items.length === 0) {
    return (
      <Notice
        icon={<ShoppingCart aria-hidden="true" className="size-8" />}
        title="Your Cart is Empty"
      >
        <Link to="/" className={buttonClasses('primary')}>
          Continue Shopping
        </Link>
      </Notice>
    );
  }

  const lines = items.map(toCartLine);

  return (
    <section className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8 lg:pb-16">
      {PAGE_TITLE}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Shopping Cart
        </h1>
        <ClearCartButton pending={clearing} onConfirm={() => clear.mutate({})} />
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div>
          <div
            aria-hidden="true"
            className="hidden grid-cols-[6rem_minmax(0,1fr)_9rem_8rem_2.75rem] gap-x-4 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid"
          >
            <span className="col-span-2">Product</span>
            <span>Quantity</span>
            <span className="text-right">Total</span>
          </div>
          <ul
            aria-label="Items in your cart"
            className="divide-y divide-slate-200 border-b border-slate-200 md:border-t-0"
          >
            {lines.map((line) =>
              line.kind === 'full' ? (
                <CartItemRow key={line.key} line={line} disabled={clearing} onUpdated={announce} />
              ) : (
                <CartPlaceholderRow key={line.key} line={line} disabled={clearing} />
              ),
            )}
          </ul>
          <p role="status" className="min-h-5 pt-2 text-sm font-medium text-green-800">
            {status && <span key={status.count}>{status.message}</span>}
          </p>
          <Link to="/" className={buttonClasses('link', 'mt-2 mb-4 min-h-11')}>
            Continue Shopping
          </Link>
        </div>
        <CartSummary itemCount={cart.itemCount} totalAmount={cart.totalAmount} />
      </div>
    </section>
  );
}
