/**
 * The product page's quantity: from 1 to the stock. Minus is disabled
 * at 1; plus is disabled at the stock, with the hint 'Only {n} available'. The number can also
 * be typed; it is kept within bounds.
 */
import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { cartMessages } from '@shop/shared/cart/messages';

type QuantityStepperProps = {
  value: number;
  max: number;
  onChange: (value: number) => void;
  label?: string;
  disabled?: boolean;
};

export function QuantityStepper({
  value,
  max,
  onChange,
  label = 'Quantity',
  disabled = false,
}: QuantityStepperProps) {
  const inputId = useId();
  const hintId = useId();
  // What the shopper is typing, until it is a valid quantity or the field loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const atMax = max > 0 && value >= max;
  const clamp = (n: number) => Math.max(1, Math.min(max, n));

  function handleTyped(text: string) {
    setDraft(text);
    const n = Number.parseInt(text, 10);
    if (Number.isNaN(n) || n < 1) return;
    onChange(clamp(n));
    if (n > max) setDraft(null);
  }

  const buttonClass =
    'flex size-11 items-center justify-center text-slate-700 transition hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button
          type="button"
          aria-label="Decrease quantity"
          aria-controls={inputId}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
          className={buttonClass}
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
          value={draft ?? String(value)}
          disabled={disabled}
          aria-describedby={atMax ? hintId : undefined}
          onChange={(event) => handleTyped(event.target.value)}
          onBlur={() => setDraft(null)}
          className="h-11 w-16 border-x border-slate-300 text-center text-base font-semibold text-slate-900 [appearance:textfield] focus:outline-none focus-visible:bg-brand-50 disabled:bg-slate-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          aria-controls={inputId}
          disabled={disabled || atMax}
          onClick={() => onChange(clamp(value + 1))}
          className={buttonClass}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p
        id={hintId}
        aria-live="polite"
        className="mt-1.5 min-h-5 text-sm font-medium text-amber-700"
      >
        {atMax && !disabled ? cartMessages.onlyAvailableHint(max) : ''}
      </p>
    </div>
  );
}
