/**
 * The business enquiry form: first name, e-mail, company,
 * sector, phone and message required; last name, GST number and package optional. 'Submitting'
 * while busy; on success 'Enquiry submitted successfully!' and the form cleared. `contact` is the
 * /contact page's version: the same enquiry without the GST number and the package.
 */
import { useId } from 'react';
import {
  enquiryMessages as m,
  PACKAGE_OPTIONS,
  SECTOR_OPTIONS,
} from '@shop/shared/enquiries/messages';
import { enquirySchema } from '@shop/shared/enquiries/schemas';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/form-controls';
import { RequestOutcome } from '@/components/ui/request-outcome';
import { TextField } from '@/components/ui/text-field';
import { useRequestForm } from '@/lib/request-form';
import { submitEnquiry } from '../api/submit-enquiry';
import { emptyEnquiryForm, toEnquiryInput, type EnquiryFormValues } from '../enquiry-form-values';

type EnquiryFormProps = { variant?: 'enquiry' | 'contact' };

export function EnquiryForm({ variant = 'enquiry' }: EnquiryFormProps) {
  const idPrefix = useId();
  const form = useRequestForm({
    empty: emptyEnquiryForm,
    toInput: toEnquiryInput,
    check: (input) => enquirySchema.safeParse(input),
    send: submitEnquiry,
    successText: m.success,
    failureText: m.failed,
  });
  const id = (field: keyof EnquiryFormValues) => `${idPrefix}-${field}`;
  const text = (
    field: keyof EnquiryFormValues,
    extra: { type?: string; required?: boolean; autoComplete?: string } = {},
  ) => (
    <TextField
      id={id(field)}
      name={field}
      label={`${m.labels[field]}${extra.required ? ' *' : ''}`}
      type={extra.type ?? 'text'}
      required={extra.required}
      autoComplete={extra.autoComplete}
      value={form.values[field]}
      error={form.errors[field]}
      onChange={(event) => form.setField(field, event.target.value)}
    />
  );

  return (
    <form onSubmit={form.submit} className="grid gap-4 sm:grid-cols-2" aria-busy={form.busy}>
      {text('firstName', { required: true, autoComplete: 'given-name' })}
      {text('lastName', { autoComplete: 'family-name' })}
      {text('email', { type: 'email', required: true, autoComplete: 'email' })}
      {text('phone', { type: 'tel', required: true, autoComplete: 'tel' })}
      {text('company', { required: true, autoComplete: 'organization' })}
      <SelectField
        id={id('sector')}
        name="sector"
        label={`${m.labels.sector} *`}
        required
        options={SECTOR_OPTIONS}
        placeholder={m.selectSector}
        value={form.values.sector}
        error={form.errors.sector}
        onChange={(event) => form.setField('sector', event.target.value)}
      />
      {variant === 'enquiry' && (
        <>
          {text('gst')}
          <SelectField
            id={id('enquiry')}
            name="enquiry"
            label={m.labels.enquiry}
            options={PACKAGE_OPTIONS}
            placeholder={m.selectPackage}
            value={form.values.enquiry}
            error={form.errors.enquiry}
            onChange={(event) => form.setField('enquiry', event.target.value)}
          />
        </>
      )}
      <TextAreaField
        id={id('message')}
        name="message"
        label={`${m.labels.message} *`}
        required
        rows={5}
        className="sm:col-span-2"
        value={form.values.message}
        error={form.errors.message}
        onChange={(event) => form.setField('message', event.target.value)}
      />
      <div className="space-y-3 sm:col-span-2">
        <RequestOutcome outcome={form.outcome} />
        <Button type="submit" disabled={form.busy} className="w-full sm:w-auto">
          {form.busy ? m.submitting : variant === 'contact' ? m.contactSubmit : m.submit}
        </Button>
      </div>
    </form>
  );
}
