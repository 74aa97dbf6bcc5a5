/**
 * Return items, from a delivered order on My Orders: how many units of each product go back (up
 * to what is still returnable), why, what went wrong and up to three photos. Checked with the
 * shared schema before sending; the server's word on a field stands beside that field.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { returnMessages as m, returnReasonLabels } from '@shop/shared/returns/messages';
import {
  MAX_RETURN_DETAILS_LENGTH,
  returnReasons,
  type Returnable,
  type ReturnReason,
} from '@shop/shared/returns/schemas';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { SelectField, TextAreaField } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { inputClasses } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { serverFieldErrors, type FieldErrors } from '@/lib/request-form';
import { useRequestReturn } from '../api/request-return';
import {
  checkReturnDraft,
  emptyReturnDraft,
  quantityChoices,
  type ReturnCheck,
  type ReturnDraft,
} from '../return-request';

type ReturnRequestDialogProps = {
  orderId: string;
  returnable: Returnable;
  onClose: () => void;
};

export function ReturnRequestDialog({ orderId, returnable, onClose }: ReturnRequestDialogProps) {
  const request = useRequestReturn();
  return (
    <Modal
      title={m.dialogTitle}
      description={returnable.until ? m.dialogIntro(formatDate(returnable.until)) : undefined}
      onClose={onClose}
      busy={request.isPending}
    >
      <ReturnRequestForm
        items={returnable.items}
        busy={request.isPending}
        onCancel={onClose}
        onSend={(checked, report) =>
          request.mutate(
            { orderId, request: checked.request, photos: checked.photos },
            {
              onSuccess: () => {
                toast.success(m.requested);
                onClose();
              },
              onError: (error) => report(serverFieldErrors(error), errorMessage(error, m.failed)),
            },
          )
        }
      />
    </Modal>
  );
}

type ReturnRequestFormProps = {
  items: Returnable['items'];
  busy: boolean;
  onCancel: () => void;
  /** Called with a draft that passed the checks; `report` shows the server's refusal. */
  onSend: (
    checked: Extract<ReturnCheck, { ok: true }>,
    report: (errors: FieldErrors, problem: string) => void,
  ) => void;
};

/** The form inside the dialog: its values and problems, apart from the request. */
function ReturnRequestForm({ items, busy, onCancel, onSend }: ReturnRequestFormProps) {
  const [draft, setDraft] = useState<ReturnDraft>(emptyReturnDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState('');
  const id = useId();

  function change(field: string, patch: Partial<ReturnDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkReturnDraft(draft, items);
    setProblem('');
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    onSend(checked, (serverErrors, message) => {
      setErrors(serverErrors);
      setProblem(message);
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ReturnRequestFields
        id={id}
        items={items}
        draft={draft}
        errors={errors}
        busy={busy}
        onChange={change}
      />
      <ErrorBanner message={problem} />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? m.submitting : m.submit}
        </Button>
      </div>
    </form>
  );
}

type ReturnRequestFieldsProps = {
  /** Prefix of the fields' ids. */
  id: string;
  items: Returnable['items'];
  draft: ReturnDraft;
  /** Each field's problem: `items`, `reason`, `details`, `images`. */
  errors: FieldErrors;
  busy: boolean;
  /** A change of the draft, with the field whose problem it clears. */
  onChange: (field: string, patch: Partial<ReturnDraft>) => void;
};

/** The fields: a quantity per returnable product, the reason, the details and the photos. */
export function ReturnRequestFields({
  id,
  items,
  draft,
  errors,
  busy,
  onChange,
}: ReturnRequestFieldsProps) {
  const itemsErrorId = `${id}-items-error`;
  const photosId = `${id}-photos`;
  return (
    <>
      <fieldset
        className="space-y-3"
        aria-describedby={errors.items ? itemsErrorId : undefined}
        disabled={busy}
      >
        <legend className="mb-2 text-sm font-semibold text-slate-900">{m.itemsLegend}</legend>
        {items.map((item) => {
          const selectId = `${id}-quantity-${item.product}`;
          return (
            <div
              key={item.product}
              className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
            >
              <label htmlFor={selectId} className="text-sm text-slate-800">
                {m.quantityLabel(item.name)}
              </label>
              <select
                id={selectId}
                name={`quantity-${item.product}`}
                value={draft.quantities[item.product] ?? 0}
                aria-invalid={errors.items ? true : undefined}
                onChange={(event) =>
                  onChange('items', {
                    quantities: { ...draft.quantities, [item.product]: Number(event.target.value) },
                  })
                }
                className={`${inputClasses} appearance-auto sm:w-24`}
              >
                {quantityChoices(item.quantity).map((units) => (
                  <option key={units} value={units}>
                    {units}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        {errors.items && (
          <p id={itemsErrorId} className="text-xs font-medium text-red-600">
            {errors.items}
          </p>
        )}
      </fieldset>

      <SelectField
        id={`${id}-reason`}
        name="reason"
        label={m.reasonLabel}
        placeholder={m.reasonPlaceholder}
        options={returnReasons}
        optionLabel={(reason) => returnReasonLabels[reason as ReturnReason]}
        value={draft.reason}
        required
        disabled={busy}
        error={errors.reason}
        onChange={(event) => onChange('reason', { reason: event.target.value })}
      />

      <TextAreaField
        id={`${id}-details`}
        name="details"
        label={m.detailsLabel}
        rows={3}
        maxLength={MAX_RETURN_DETAILS_LENGTH}
        value={draft.details}
        disabled={busy}
        error={errors.details}
        onChange={(event) => onChange('details', { details: event.target.value })}
      />

      <div>
        <label htmlFor={photosId} className="mb-1 block text-sm font-medium text-slate-700">
          {m.photosLabel}
        </label>
        <input
          id={photosId}
          name="images"
          type="file"
          accept="image/*"
          multiple
          disabled={busy}
          aria-invalid={errors.images ? true : undefined}
          aria-describedby={errors.images ? `${photosId}-error` : `${photosId}-hint`}
          onChange={(event) => onChange('images', { photos: Array.from(event.target.files ?? []) })}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
        {errors.images ? (
          <p id={`${photosId}-error`} className="mt-1 text-xs font-medium text-red-600">
            {errors.images}
          </p>
        ) : (
          <p id={`${photosId}-hint`} className="mt-1 text-xs text-slate-500">
            {m.photosHint}
            {draft.photos.length > 0 && ` ${m.photosChosen(draft.photos.length)}.`}
          </p>
        )}
      </div>
    </>
  );
}
