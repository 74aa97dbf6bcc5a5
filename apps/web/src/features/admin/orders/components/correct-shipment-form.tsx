/**
 * "Correct AWB" on a shipped order: the courier and AWB number given again when the ones typed at
 * shipping were wrong. Closed until asked for; opened, it starts on the courier and holds the
 * current values. Checked with the shared schema before sending; the server's refusal of a field
 * (a bad number, or one another order has) shows beside that field.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { courierMessages as cm } from '@shop/shared/orders/couriers';
import type { Order } from '@shop/shared/orders/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { serverFieldErrors, type FieldErrors } from '@/lib/request-form';
import { useCorrectShipment } from '../api/correct-shipment';
import { checkShipment, type ShipmentValues } from '../order-shipment';
import { ShipmentFields } from './shipment-fields';

const ID = 'correct-shipment';

/** The fields the server named: in a 400, or in the 409 of an AWB another order has. */
function fieldsNamed(error: unknown): FieldErrors {
  if (isApiError(error, 409) && error.details) {
    return Object.fromEntries(
      Object.entries(error.details).flatMap(([field, messages]) =>
        messages[0] ? [[field, messages[0]]] : [],
      ),
    );
  }
  return serverFieldErrors(error);
}

export function CorrectShipmentForm({ order }: { order: Order }) {
  const current = (): ShipmentValues => ({
    courier: order.courier ?? '',
    trackingNumber: order.trackingNumber ?? '',
  });
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ShipmentValues>(current);
  const [errors, setErrors] = useState<FieldErrors>({});
  const toggle = useRef<HTMLButtonElement>(null);
  const correct = useCorrectShipment();

  // Opened, the form starts on its first field, so a keyboard user is where the work is.
  useEffect(() => {
    if (open) document.getElementById(`${ID}-courier`)?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    setErrors({});
    toggle.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkShipment(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    correct.mutate(
      { id: order._id, shipment: checked.data },
      {
        onSuccess: (updated) => {
          toast.success(cm.awbCorrected);
          setValues({
            courier: updated.courier ?? '',
            trackingNumber: updated.trackingNumber ?? '',
          });
          close();
        },
        onError: (error) => {
          setErrors(fieldsNamed(error));
          toast.error(errorMessage(error, cm.correctionFailed));
        },
      },
    );
  }

  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <button
        ref={toggle}
        type="button"
        className={buttonClasses('secondary')}
        aria-expanded={open}
        aria-controls={`${ID}-form`}
        onClick={() => {
          if (open) return close();
          setValues(current());
          setOpen(true);
        }}
      >
        {cm.correctAwb}
      </button>
      {open && (
        <form
          id={`${ID}-form`}
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          noValidate
          aria-labelledby={`${ID}-heading`}
          aria-describedby={`${ID}-hint`}
          className="mt-3 space-y-3"
        >
          <h3 id={`${ID}-heading`} className="text-base font-semibold text-slate-900">
            {cm.correctAwbHeading}
          </h3>
          <p id={`${ID}-hint`} className="text-sm text-slate-600">
            {cm.correctAwbHint}
          </p>
          <ShipmentFields
            idPrefix={ID}
            values={values}
            errors={errors}
            disabled={correct.isPending}
            onChange={(next) => {
              setValues(next);
              setErrors({});
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={correct.isPending}>
              {correct.isPending ? cm.savingCorrection : cm.saveCorrection}
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              {cm.cancelCorrection}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
