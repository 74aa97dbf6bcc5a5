/** The cart as the order will be placed: items, quantities, line totals and the total in rupees. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OrderSummaryPanel } from '@/components/ui/order-summary-panel';
import { formatRupees } from '@/lib/format';
import { rupeesToPaise, paiseToRupees } from '@shop/shared/money';
import type { CheckoutCartLine } from '../checkout-form';

type CheckoutOrderSummaryProps = {
  lines: readonly CheckoutCartLine[];
  total: number;
  loading: boolean;
  children: ReactNode;
};

export function CheckoutOrderSummary({
  lines,
  total,
  loading,
  children,
}: CheckoutOrderSummaryProps) {
  return (
    <OrderSummaryPanel title="Your Order" look="beside" className="lg:sticky lg:top-24">
      {loading ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Loading your cart…
        </p>
      ) : lines.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          Your cart is empty.{' '}
          <Link to="/" className="font-medium text-brand-700 underline underline-offset-2">
            Continue Shopping
          </Link>
        </p>
      ) : (
        <ul
          aria-label="Items in your order"
          className="mt-4 divide-y divide-slate-200 border-y border-slate-200"
        >
          {lines.map((line) => (
            <li
              key={line.productId}
              className="flex items-start justify-between gap-3 py-3 text-sm"
            >
              <span className="min-w-0 text-slate-700">
                <span className="block font-medium break-words text-slate-900">{line.name}</span>
                <span aria-hidden="true" className="text-slate-500">
                  {line.quantity} × {formatRupees(line.price)}
                </span>
                <span className="sr-only">
                  Quantity {line.quantity}, {formatRupees(line.price)} each
                </span>
              </span>
              <span className="shrink-0 font-medium text-slate-900 tabular-nums">
                {formatRupees(paiseToRupees(rupeesToPaise(line.price) * line.quantity))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 flex items-baseline justify-between">
        <dt className="text-base font-semibold text-slate-900">Total</dt>
        <dd className="text-xl font-bold text-slate-900 tabular-nums">{formatRupees(total)}</dd>
      </dl>
      <div className="mt-5">{children}</div>
    </OrderSummaryPanel>
  );
}
