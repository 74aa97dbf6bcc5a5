/**
 * The product page's quantity, from 1 to the stock: minus is disabled at 1, plus at the stock
 * with the hint 'Only {n} available', or at the units one order line may hold with the hint
 * 'Up to {n} per order' (more is a business enquiry). The number can also be typed, kept within
 * bounds. An unavailable product disables the whole field, so it gives no hint then. (A cart
 * row has its own field, which commits a typed quantity on Enter or blur.)
 */
import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { cartMessages, MAX_CART_UNITS_PER_LINE } from '@shop/shared/cart/messages';

type QuantityStepperProps = {
  quantity: number;
  /** Undefined when the stock is not known: plus is then never disabled. */
  stock: number | undefined;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** The units one line may hold; the server enforces its configured value. */
  limit?: number;
};

const fieldButton =
  'flex size-11 items-center justify-center text-slate-700 transition hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

export function QuantityStepper({
  quantity,
  stock,
  onChange,
  disabled = false,
  limit = MAX_CART_UNITS_PER_LINE,
}: QuantityStepperProps) {
  const inputId = useId();
  const hintId = useId();
  // What the shopper is typing, until it is a valid quantity or the field loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const max = Math.min(stock ?? Number.POSITIVE_INFINITY, limit);
  const atStock = stock !== undefined && stock > 0 && quantity >= stock;
  const atLimit = !atStock && quantity >= limit;
  let hint = '';
  if (atStock && !disabled) hint = cartMessages.onlyAvailableHint(stock);
  else if (atLimit && !disabled) hint = cartMessages.unitsLimitHint(limit);
  // Typing is kept within bounds; the buttons stop at them.
  const clamp = (n: number) => Math.max(1, Math.min(max, n));

  function handleTyped(text: string) {
    setDraft(text);
    const n = Number.parseInt(text, 10);
    if (Number.isNaN(n) || n < 1) return;
    onChange(clamp(n));
    if (n > max) setDraft(null);
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        Quantity
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button
          type="button"
          aria-label="Decrease quantity"
          aria-controls={inputId}
          disabled={disabled || quantity <= 1}
          onClick={() => onChange(quantity - 1)}
          className={fieldButton}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          step={1}
          value={draft ?? String(quantity)}
          disabled={disabled}
          aria-describedby={atStock || atLimit ? hintId : undefined}
          onChange={(event) => handleTyped(event.target.value)}
          onBlur={() => setDraft(null)}
          className="h-11 w-16 border-x border-slate-300 text-center text-base font-semibold text-slate-900 [appearance:textfield] focus:outline-none focus-visible:bg-brand-50 disabled:bg-slate-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          aria-controls={inputId}
          disabled={disabled || atStock || atLimit}
          onClick={() => onChange(quantity + 1)}
          className={fieldButton}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p
        id={hintId}
        aria-live="polite"
        className="mt-1.5 min-h-5 text-sm font-medium text-amber-700"
      >
        {hint}
      </p>
    </div>
  );
}
