/**
 * The Adjust stock dialog: a reason, then units received, lost or returned, or the counted stock;
 * an optional note (required for damage). Checked with the server's own schema before sending;
 * the server's refusal (stock below zero) is shown as it says it.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  manualStockReasons,
  stockAdjustmentSchema,
  stockMessages as m,
  type ManualStockReason,
} from '@shop/shared/catalog/stock-movements';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Modal } from '@/components/ui/modal';
import { inputClasses, TextField } from '@/components/ui/text-field';
import { showSaveFailure } from '@/lib/save-failure';
import { useAdjustStock } from '../api/adjust-stock';

type Errors = Partial<Record<'reason' | 'quantity' | 'count' | 'note', string>>;

/** A typed number as the schema reads it: empty is "not given". */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

export function AdjustStockDialog({
  product,
  onClose,
}: {
  product: { _id: string; name: string; quantity: number };
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ManualStockReason>('RESTOCK');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const adjust = useAdjustStock();
  const ids = { reason: useId(), note: useId() };
  const counting = reason === 'COUNT';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const adjustment = {
      reason,
      ...(counting ? { count: typedNumber(amount) } : { quantity: typedNumber(amount) }),
      note,
    };
    const checked = stockAdjustmentSchema.safeParse(adjustment);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure('');
    try {
      const answer = await adjust.mutateAsync({ productId: product._id, adjustment });
      toast.success(m.currentStock(answer.quantity));
      onClose();
    } catch (error) {
      showSaveFailure(error, m.saveFailed, { setErrors, setFailure });
    }
  }

  const amountError = counting ? errors.count : errors.quantity;
  return (
    <Modal
      title={m.adjustStockFor(product.name)}
      description={m.currentStock(product.quantity)}
      onClose={onClose}
      busy={adjust.isPending}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <ErrorBanner message={failure} />
        <div>
          <label htmlFor={ids.reason} className="mb-1 block text-sm font-medium text-slate-700">
            {m.reasonLabel}
          </label>
          <select
            id={ids.reason}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value as ManualStockReason);
              setErrors({});
            }}
            className={inputClasses}
          >
            {manualStockReasons.map((value) => (
              <option key={value} value={value}>
                {m.reasonNames[value]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={counting ? m.countLabel : m.quantityLabel}
          type="number"
          inputMode="numeric"
          min={counting ? 0 : 1}
          required
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors((current) => ({ ...current, quantity: undefined, count: undefined }));
          }}
        />
        <div>
          <label htmlFor={ids.note} className="mb-1 block text-sm font-medium text-slate-700">
            {m.noteLabel}
          </label>
          <textarea
            id={ids.note}
            rows={2}
            value={note}
            required={reason === 'DAMAGE'}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={
              [
                errors.note ? `${ids.note}-error` : '',
                reason === 'DAMAGE' ? `${ids.note}-hint` : '',
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => {
              setNote(event.target.value);
              setErrors((current) => ({ ...current, note: undefined }));
            }}
            className={inputClasses}
          />
          {reason === 'DAMAGE' && (
            <p id={`${ids.note}-hint`} className="mt-1 text-xs text-slate-600">
              {m.noteHintDamage}
            </p>
          )}
          {errors.note && (
            <p id={`${ids.note}-error`} className="mt-1 text-xs font-medium text-red-600">
              {errors.note}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={adjust.isPending}>
            {m.close}
          </Button>
          <Button type="submit" disabled={adjust.isPending}>
            {adjust.isPending ? m.saving : m.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
