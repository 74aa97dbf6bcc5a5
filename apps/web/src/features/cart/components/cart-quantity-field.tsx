/**
 * A cart row's quantity: a labelled number field between − and + (each a 44 px target). The
 * typed number is committed on Enter or when the field is left, never per keystroke, so 50
 * diodes are one update; a refused value is explained beside the field and changes nothing
 * (docs/decisions/057-cart-quantities.md). Plus stops at the stock ('Only {n} available') or at
 * the units a line may hold ('Up to {n} per order'); minus stops at 1.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { cartMessages, MAX_CART_UNITS_PER_LINE } from '@shop/shared/cart/messages';

type CartQuantityFieldProps = {
  productName: string;
  quantity: number;
  /** Undefined when the stock is not known: plus is then never disabled. */
  stock: number | undefined;
  disabled?: boolean;
  limit?: number;
  /** A step from a button. */
  onStep: (quantity: number) => void;
  /** A typed value; answers the refusal to show beside the field, or null when it went ahead. */
  onTyped: (text: string) => string | null;
};

const stepButton =
  'flex size-11 items-center justify-center text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

export function CartQuantityField({
  productName,
  quantity,
  stock,
  disabled = false,
  limit = MAX_CART_UNITS_PER_LINE,
  onStep,
  onTyped,
}: CartQuantityFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // An accepted number stays in the field while it is sent; once the row is free again (the
  // server answered, either way) the field shows the cart's quantity.
  const [wasDisabled, setWasDisabled] = useState(disabled);
  if (wasDisabled !== disabled) {
    setWasDisabled(disabled);
    if (!disabled && error === null) setDraft(null);
  }
  const max = Math.max(1, Math.min(stock ?? Number.POSITIVE_INFINITY, limit));
  const atStock = stock !== undefined && quantity >= stock;
  const atLimit = !atStock && quantity >= limit;
  let hint = '';
  if (atStock) hint = stock <= 0 ? cartMessages.outOfStock : cartMessages.onlyAvailableHint(stock);
  else if (atLimit) hint = cartMessages.unitsLimitHint(limit);

  function commit() {
    if (draft === null) return;
    const refusal = onTyped(draft);
    setError(refusal);
    // A refused value stays in the field to be corrected.
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      setDraft(null);
      setError(null);
    }
  }

  function step(to: number) {
    setDraft(null);
    setError(null);
    onStep(to);
  }

  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={inputId} className="sr-only">
        Quantity of {productName}
      </label>
      <div
        className={`inline-flex items-center rounded-lg border bg-white ${error ? 'border-red-600' : 'border-slate-300'} ${disabled ? 'opacity-60' : ''}`}
      >
        <button
          type="button"
          aria-label={`Decrease quantity of ${productName}`}
          aria-controls={inputId}
          disabled={disabled || quantity <= 1}
          onClick={() => step(quantity - 1)}
          className={`${stepButton} rounded-l-lg`}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={draft ?? String(quantity)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
          className="h-11 w-14 border-x border-slate-300 text-center text-base font-semibold text-slate-900 tabular-nums [appearance:textfield] focus:outline-none focus-visible:bg-brand-50 disabled:bg-slate-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={`Increase quantity of ${productName}`}
          aria-controls={inputId}
          aria-describedby={hint ? hintId : undefined}
          disabled={disabled || atStock || atLimit}
          onClick={() => step(quantity + 1)}
          className={`${stepButton} rounded-r-lg`}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 max-w-56 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs font-medium text-amber-700">
          {hint}
        </p>
      )}
    </div>
  );
}
