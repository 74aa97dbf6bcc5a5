/**
 * One cart row: image, name, description, quantity field, 'Available: {n}', line total and
 * remove. Its controls are disabled while its own change is in flight; the API answers the new
 * cart, which replaces the cached one. A quantity change is confirmed in the page's one status
 * line, not by a toast per change (docs/decisions/057-cart-quantities.md).
 */
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { cartMessages } from '@shop/shared/cart/messages';
import { formatRupees } from '@/lib/format';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import {
  planQuantityChange,
  planTypedQuantity,
  type CartLine,
  type QuantityChange,
} from './cart-item-rules';
import { CartQuantityField } from './cart-quantity-field';
import { CartProductImage } from './cart-product-image';
import { RemoveItemButton } from './remove-item-button';

type FullLine = Extract<CartLine, { kind: 'full' }>;

/** Row grid: on phones image | details | remove, with stepper and total below; wider, one line. */
export const rowGrid =
  'grid grid-cols-[5rem_minmax(0,1fr)_auto] gap-x-3 gap-y-3 py-5 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:gap-x-4 md:grid-cols-[6rem_minmax(0,1fr)_9rem_8rem_2.75rem] md:items-center';

export function CartItemRow({
  line,
  disabled = false,
  onUpdated,
}: {
  line: FullLine;
  disabled?: boolean;
  /** Told the confirmation once the server has taken a quantity change. */
  onUpdated?: (message: string) => void;
}) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = disabled || update.isPending || remove.isPending;

  /** Makes the change, or answers why not (also toasted, as a step's refusal always was). */
  function apply(change: QuantityChange): string | null {
    switch (change.kind) {
      case 'ignore':
        return null;
      case 'above-stock': {
        const message = cartMessages.onlyAvailable(change.stock);
        toast.error(message, { toastId: `stock-${line.key}` });
        return message;
      }
      case 'above-limit': {
        const message = cartMessages.tooManyUnits(change.limit);
        toast.error(message, { toastId: `limit-${line.key}` });
        return message;
      }
      case 'no-product':
        toast.error(cartMessages.pageUpdateError);
        return cartMessages.pageUpdateError;
      case 'update':
        update.mutate(
          { productId: change.productId, quantity: change.quantity, successMessage: null },
          { onSuccess: () => onUpdated?.(cartMessages.updated) },
        );
        return null;
    }
  }

  function requestQuantity(requested: number) {
    apply(planQuantityChange(line, requested));
  }

  function typedQuantity(text: string): string | null {
    const change = planTypedQuantity(line, text);
    if (change.kind === 'unchanged') return null;
    if (change.kind === 'invalid') return change.message;
    return apply(change);
  }

  function removeItem() {
    if (!line.productId) {
      toast.error(cartMessages.pageRemoveError);
      return;
    }
    remove.mutate({ productId: line.productId });
  }

  const productHref = line.productId ? `/product/${encodeURIComponent(line.productId)}` : undefined;

  return (
    <li className={rowGrid} aria-busy={busy || undefined}>
      <div className="row-span-2 md:row-span-1">
        <CartProductImage src={line.imageUrl} alt={line.name} />
      </div>

      <div className="col-start-2 row-start-1 min-w-0">
        <h2 className="text-sm font-semibold text-slate-900 sm:text-base">
          {productHref ? (
            <Link
              to={productHref}
              className="flex min-h-11 items-center hover:text-brand-700 hover:underline"
            >
              {line.name}
            </Link>
          ) : (
            line.name
          )}
        </h2>
        {line.description && (
          <p className="mt-1 line-clamp-2 text-xs text-slate-600 sm:text-sm">{line.description}</p>
        )}
        <p className="mt-1 text-xs text-slate-500">
          {formatRupees(line.price)} <span>each</span>
        </p>
      </div>

      <div className="col-span-2 col-start-2 row-start-2 flex items-start justify-between gap-3 md:contents">
        <div className="md:col-start-3 md:row-start-1">
          <CartQuantityField
            productName={line.name}
            quantity={line.quantity}
            stock={line.stock}
            disabled={busy}
            onStep={requestQuantity}
            onTyped={typedQuantity}
          />
          {line.stock !== undefined && (
            <p className="mt-1 text-xs text-slate-500">Available: {line.stock}</p>
          )}
        </div>
        <p className="pt-2 text-right md:col-start-4 md:row-start-1 md:pt-0">
          <span className="sr-only">Line total: </span>
          <span className="text-sm font-bold text-slate-900 tabular-nums sm:text-base">
            {formatRupees(line.lineTotal)}
          </span>
        </p>
      </div>

      <div className="col-start-3 row-start-1 justify-self-end md:col-start-5">
        <RemoveItemButton label={`Remove ${line.name}`} disabled={busy} onRemove={removeItem} />
      </div>
    </li>
  );
}
