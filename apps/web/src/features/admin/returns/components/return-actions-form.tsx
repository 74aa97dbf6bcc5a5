/**
 * The buttons a return's state offers on the Returns screen, with the fields that go with them:
 * a note to the customer (required to decline), whether the units go back in stock (on receipt),
 * and how the money went back with its reference (recording a refund). The shared schema checks
 * the move before it is sent; the server's word on a field stands beside it.
 */
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { refundMethodLabels, refundStatusLabels } from '@shop/shared/payments/refunds';
import { returnMessages as m } from '@shop/shared/returns/messages';
import { MAX_RETURN_NOTE_LENGTH, type AdminReturn } from '@shop/shared/returns/schemas';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, SelectField, TextAreaField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors, type FieldErrors } from '@/lib/request-form';
import { useReturnRefund } from '../api/get-return-refund';
import { useUpdateReturn } from '../api/update-return';
import {
  checkReturnUpdate,
  emptyReturnUpdate,
  manualRefundMethods,
  needsReference,
  returnActionLabels,
  returnActions,
  type ManualRefundMethod,
  type ReturnAction,
  type ReturnUpdateValues,
} from '../return-update';

export function ReturnActionsForm({ orderReturn }: { orderReturn: AdminReturn }) {
  const update = useUpdateReturn();
  const refund = useReturnRefund(orderReturn);
  const refundFailed = refund?.status === 'FAILED';
  const [values, setValues] = useState<ReturnUpdateValues>(emptyReturnUpdate);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState('');
  const id = useId();

  // An order paid online is refunded through Razorpay on receipt: say how that stands.
  const refundLine = orderReturn.status === 'RECEIVED' &&
    orderReturn.order.paymentMethod !== 'COD' && (
      <p
        className={
          refundFailed ? 'mt-3 text-sm font-medium text-red-700' : 'mt-3 text-sm text-slate-600'
        }
      >
        {refundFailed
          ? [refundStatusLabels.FAILED, refund.failureReason].filter(Boolean).join(': ')
          : m.refundStillPending}
      </p>
    );
  if (returnActions(orderReturn, { refundFailed }).length === 0) return refundLine || null;

  function change(patch: Partial<ReturnUpdateValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field];
      return next;
    });
  }

  function act(action: ReturnAction) {
    if (update.isPending) return;
    const checked = checkReturnUpdate(action, values);
    setProblem('');
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    update.mutate(
      { id: orderReturn._id, update: checked.update },
      {
        onSuccess: () => toast.success(m.saved),
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          setProblem(errorMessage(error, m.saveFailed));
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="mt-4 space-y-3 border-t border-slate-100 pt-4"
    >
      {refundLine}
      <ReturnActionsFields
        id={id}
        orderReturn={orderReturn}
        refundFailed={refundFailed}
        values={values}
        errors={errors}
        busy={update.isPending}
        onChange={change}
        onAct={act}
      />
      <ErrorBanner message={problem} />
    </form>
  );
}

type ReturnActionsFieldsProps = {
  /** Prefix of the fields' ids. */
  id: string;
  orderReturn: AdminReturn;
  /** The Razorpay refund of an order paid online failed: staff may record one made by hand. */
  refundFailed?: boolean;
  values: ReturnUpdateValues;
  /** Each field's problem: `note`, `restock`, `method`, `reference`. */
  errors: FieldErrors;
  busy: boolean;
  onChange: (patch: Partial<ReturnUpdateValues>) => void;
  onAct: (action: ReturnAction) => void;
};

/** The fields and buttons the return's state offers; nothing for a return that is done. */
export function ReturnActionsFields({
  id,
  orderReturn,
  refundFailed = false,
  values,
  errors,
  busy,
  onChange,
  onAct,
}: ReturnActionsFieldsProps) {
  const actions = returnActions(orderReturn, { refundFailed });
  if (actions.length === 0) return null;
  return (
    <>
      <TextAreaField
        id={`${id}-note`}
        label={m.noteLabel}
        rows={2}
        maxLength={MAX_RETURN_NOTE_LENGTH}
        value={values.note}
        disabled={busy}
        error={errors.note}
        onChange={(event) => onChange({ note: event.target.value })}
      />
      {actions.includes('receive') && (
        <div>
          <CheckboxField
            id={`${id}-restock`}
            checked={values.restock}
            disabled={busy}
            aria-invalid={errors.restock ? true : undefined}
            aria-describedby={errors.restock ? `${id}-restock-error` : undefined}
            onChange={(event) => onChange({ restock: event.target.checked })}
          >
            {m.restockLabel}
          </CheckboxField>
          {errors.restock && (
            <p id={`${id}-restock-error`} className="mt-1 text-xs font-medium text-red-600">
              {errors.restock}
            </p>
          )}
        </div>
      )}
      {actions.includes('recordRefund') && (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id={`${id}-method`}
            label={m.refundMethodLabel}
            placeholder={m.methodPlaceholder}
            options={manualRefundMethods}
            optionLabel={(method) => refundMethodLabels[method as ManualRefundMethod]}
            value={values.method}
            required
            disabled={busy}
            error={errors.method}
            onChange={(event) =>
              onChange({ method: event.target.value as ManualRefundMethod | '' })
            }
          />
          {needsReference(values.method) && (
            <TextField
              id={`${id}-reference`}
              label={m.referenceLabel}
              value={values.reference}
              required
              maxLength={40}
              disabled={busy}
              error={errors.reference}
              onChange={(event) => onChange({ reference: event.target.value })}
            />
          )}
        </div>
      )}
      {orderReturn.status === 'APPROVED' && orderReturn.order.paymentMethod !== 'COD' && (
        <p className="text-sm text-slate-600">{m.refundThroughProvider}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            onClick={() => onAct(action)}
            disabled={busy}
            variant={action === 'reject' ? 'secondary' : 'primary'}
            className={action === 'reject' ? '!border-red-300 !text-red-700' : ''}
          >
            {returnActionLabels[action]}
          </Button>
        ))}
      </div>
    </>
  );
}
