/**
 * Total and 'Proceed to Checkout'. A sidebar card on wide screens; on
 * phones and tablets it sticks to the bottom of the screen while the rows scroll past, leaving
 * room on the right for the floating chat button.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';

type CartSummaryProps = { itemCount: number; totalAmount: number };

export function CartSummary({ itemCount, totalAmount }: CartSummaryProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-4 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:-mx-6 sm:px-6 lg:top-24 lg:bottom-auto lg:mx-0 lg:self-start lg:rounded-xl lg:border lg:bg-white lg:p-6 lg:shadow-sm"
    >
      <h2 id={headingId} className="sr-only text-lg font-semibold text-slate-900 lg:not-sr-only">
        Order Summary
      </h2>
      <dl className="lg:mt-4 lg:space-y-3">
        <div className="hidden justify-between text-sm text-slate-600 lg:flex">
          <dt>Items</dt>
          <dd className="tabular-nums">{itemCount}</dd>
        </div>
        <div className="flex items-baseline justify-between lg:border-t lg:border-slate-200 lg:pt-3">
          <dt className="text-base font-semibold text-slate-900">
            Total
            <span className="ml-1 text-xs font-normal text-slate-500 lg:hidden">
              ({itemCount} {itemCount === 1 ? 'item' : 'items'})
            </span>
          </dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">
            {formatRupees(totalAmount)}
          </dd>
        </div>
      </dl>
      {/* Below lg the right edge is left free for the floating chat button. */}
      <div className="mt-3 pr-[4.5rem] sm:pr-[5.5rem] lg:mt-6 lg:pr-0">
        <Link to="/checkout" className={buttonClasses('primary', 'w-full')}>
          Proceed to Checkout
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
