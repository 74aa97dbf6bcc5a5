/**
 * A row for an item whose product is only an id ('Product Loading...') or lacks a name or a
 * price ('Product Data Incomplete'), with price N/A and a remove button.
 */
import { toast } from 'react-toastify';
import { PackageX } from 'lucide-react';
import { cartMessages } from '@shop/shared/cart/messages';
import { useRemoveCartItem } from '../api/remove-cart-item';
import type { CartLine } from './cart-item-rules';
import { rowGrid } from './cart-item-row';
import { RemoveItemButton } from './remove-item-button';

type PlaceholderLine = Exclude<CartLine, { kind: 'full' }>;

export const placeholderTitles = {
  loading: 'Product Loading...',
  incomplete: 'Product Data Incomplete',
} as const;

export function CartPlaceholderRow({
  line,
  disabled = false,
}: {
  line: PlaceholderLine;
  disabled?: boolean;
}) {
  const remove = useRemoveCartItem();
  const busy = disabled || remove.isPending;
  const title = placeholderTitles[line.kind];

  function removeItem() {
    if (!line.productId) {
      toast.error(cartMessages.pageRemoveError);
      return;
    }
    remove.mutate({ productId: line.productId });
  }

  return (
    <li className={rowGrid} aria-busy={busy || undefined}>
      <div className="row-span-2 md:row-span-1">
        <span className="flex size-20 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-slate-400 sm:size-24">
          <PackageX aria-hidden="true" className="size-8" />
        </span>
      </div>
      <div className="col-start-2 row-start-1 min-w-0">
        <h2 className="text-sm font-semibold text-slate-500 italic sm:text-base">{title}</h2>
      </div>
      <div className="col-span-2 col-start-2 row-start-2 flex items-start justify-between gap-3 md:contents">
        <p className="text-sm text-slate-600 md:col-start-3 md:row-start-1">
          Quantity: <span className="font-semibold tabular-nums">{line.quantity}</span>
        </p>
        <p className="text-right md:col-start-4 md:row-start-1">
          <span className="sr-only">Price: </span>
          <span className="text-sm font-bold text-slate-500 sm:text-base">N/A</span>
        </p>
      </div>
      <div className="col-start-3 row-start-1 justify-self-end md:col-start-5">
        <RemoveItemButton label={`Remove ${title}`} disabled={busy} onRemove={removeItem} />
      </div>
    </li>
  );
}
