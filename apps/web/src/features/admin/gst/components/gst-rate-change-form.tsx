/**
 * The rate table's add form: HSN code, rate and the day it applies from. Each field's message
 * (the shared schema's, or the server's for that field) stands under it; the server's refusal
 * also shows above the form.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { gstRateTableMessages as m } from '@shop/shared/gst/rate-table';
import { GST_RATES } from '@shop/shared/gst/schemas';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { SelectField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { detailErrors } from '@/lib/field-errors';
import { toastBannerError } from '@/lib/toast-banner-error';
import { useAddGstRateChange } from '../api/add-gst-rate-change';
import {
  emptyRateChange,
  submitRateChange,
  type RateChangeErrors,
  type RateChangeValues,
} from '../gst-rate-change';

const rateOptions = GST_RATES.map(String);

type RateChangeFieldsProps = {
  values: RateChangeValues;
  errors: RateChangeErrors;
  /** Today in India: the earliest day the calendar offers. */
  today: string;
  onChange: (field: keyof RateChangeValues, value: string) => void;
};

export function RateChangeFields({ values, errors, today, onChange }: RateChangeFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label="HSN code"
        name="hsnCode"
        inputMode="numeric"
        autoComplete="off"
        required
        value={values.hsnCode}
        error={errors.hsnCode}
        onChange={(event) => onChange('hsnCode', event.target.value)}
      />
      <SelectField
        id="gst-rate-change-rate"
        label="Rate"
        name="rate"
        required
        options={rateOptions}
        placeholder="Choose a rate"
        optionLabel={(rate) => `${rate}%`}
        value={values.rate}
        error={errors.rate}
        onChange={(event) => onChange('rate', event.target.value)}
      />
      <TextField
        label="Valid from"
        name="validFrom"
        type="date"
        min={today}
        required
        value={values.validFrom}
        error={errors.validFrom}
        onChange={(event) => onChange('validFrom', event.target.value)}
      />
    </div>
  );
}

export function GstRateChangeForm({ today }: { today: string }) {
  const [values, setValues] = useState(emptyRateChange);
  const [errors, setErrors] = useState<RateChangeErrors>({});
  const [failure, setFailure] = useState('');
  const add = useAddGstRateChange();

  function set(field: keyof RateChangeValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    try {
      const problems = await submitRateChange(values, (change) => add.mutateAsync(change));
      setErrors(problems);
      if (Object.keys(problems).length > 0) return;
      toast.success(m.changeSaved);
      setValues(emptyRateChange());
    } catch (error) {
      const message = errorMessage(error, m.saveFailed);
      if (isApiError(error) && error.details) setErrors(detailErrors(error.details));
      setFailure(message);
      toastBannerError(message);
    }
  }

  return (
    <section
      aria-labelledby="gst-rate-change-heading"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="gst-rate-change-heading" className="text-lg font-semibold text-slate-900">
        {m.addHeading}
      </h2>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <ErrorBanner message={failure} />
        <RateChangeFields values={values} errors={errors} today={today} onChange={set} />
        <div className="flex justify-end">
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? m.saving : m.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
