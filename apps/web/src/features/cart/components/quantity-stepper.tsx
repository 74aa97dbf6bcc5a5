/**
 * The cart row's quantity stepper: minus disabled at 1, plus disabled
 * at the stock with the hint 'Only {n} available'. It only asks for a quantity; the row decides.
 */
import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { cartMessages } from '@shop/shared/cart/messages';

type QuantityStepperProps = {
  /** The product's name, for the buttons' and the display's accessible names. */
  name: string;
  quantity: number;
  /** Undefined when the stock is not known: plus is then never disabled. */
  stock: number | undefined;
  disabled?: boolean;
  onRequest: (quantity: number) => void;
};

const stepButton =
  'flex size-9 items-center justify-center text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

export function QuantityStepper({
  name,
  quantity,
  stock,
  disabled = false,
  onRequest,
}: QuantityStepperProps) {
  const hintId = useId();
  const atStock = stock !== undefined && quantity >= stock;
  const hint =
    stock === undefined || !atStock
      ? ''
      : stock <= 0
        ? cartMessages.outOfStock
        : cartMessages.onlyAvailableHint(stock);

  return (
    <div>
      <div
        className={`inline-flex items-center rounded-lg border border-slate-300 bg-white ${disabled ? 'opacity-60' : ''}`}
      >
        <button
          type="button"
          className={`${stepButton} rounded-l-lg`}
          aria-label={`Decrease quantity of ${name}`}
          disabled={disabled || quantity <= 1}
          onClick={() => onRequest(quantity - 1)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output
          aria-label={`Quantity of ${name}`}
          className="min-w-10 border-x border-slate-300 px-2 text-center text-sm leading-9 font-semibold text-slate-900 tabular-nums"
        >
          {quantity}
        </output>
        <button
          type="button"
          className={`${stepButton} rounded-r-lg`}
          aria-label={`Increase quantity of ${name}`}
          aria-describedby={hint ? hintId : undefined}
          disabled={disabled || atStock}
          onClick={() => onRequest(quantity + 1)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs font-medium text-amber-700">
          {hint}
        </p>
      )}
    </div>
  );
}
