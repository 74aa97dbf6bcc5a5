/**
 * "Add tracking update" on a shipped order: what the courier reports (a short label in its
 * words), where the parcel is and when. Checked with the shared schema before sending; the
 * server's refusal of a field shows beside that field.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  courierMessages as cm,
  TRACKING_LOCATION_MAX_LENGTH,
  TRACKING_STATUS_MAX_LENGTH,
} from '@shop/shared/orders/couriers';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors, type FieldErrors } from '@/lib/request-form';
import { useAddTrackingUpdate } from '../api/add-tracking-update';
import { checkTrackingUpdate, localNow, type TrackingValues } from '../order-shipment';

export function TrackingUpdateForm({ orderId }: { orderId: string }) {
  const [values, setValues] = useState<TrackingValues>(() => ({
    status: '',
    location: '',
    date: localNow(),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Whether staff changed the date; left alone, it means now. */
  const [dated, setDated] = useState(false);
  const add = useAddTrackingUpdate();
  const set = (field: keyof TrackingValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTrackingUpdate(values, dated ? undefined : new Date());
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    add.mutate(
      { id: orderId, update: checked.data },
      {
        onSuccess: () => {
          toast.success(cm.trackingAdded);
          setValues({ status: '', location: '', date: localNow() });
          setDated(false);
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast.error(errorMessage(error, cm.trackingAddFailed));
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="tracking-update-heading"
      className="mt-4 space-y-3 border-t border-slate-100 pt-4"
    >
      <h3 id="tracking-update-heading" className="text-base font-semibold text-slate-900">
        {cm.addTrackingHeading}
      </h3>
      <TextField
        id="tracking-status"
        label={cm.trackingStatusLabel}
        hint={cm.trackingStatusHint}
        value={values.status}
        required
        maxLength={TRACKING_STATUS_MAX_LENGTH}
        error={errors.status}
        onChange={(event) => set('status')(event.target.value)}
      />
      <TextField
        id="tracking-location"
        label={cm.trackingLocationLabel}
        value={values.location}
        required
        maxLength={TRACKING_LOCATION_MAX_LENGTH}
        error={errors.location}
        onChange={(event) => set('location')(event.target.value)}
      />
      <TextField
        id="tracking-date"
        type="datetime-local"
        label={cm.trackingDateLabel}
        value={values.date}
        required
        max={localNow()}
        error={errors.date}
        onChange={(event) => {
          setDated(true);
          set('date')(event.target.value);
        }}
      />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? cm.addingTracking : cm.addTracking}
      </Button>
    </form>
  );
}
