/**
 * The business enquiry form: first name, e-mail, company,
 * sector, phone and message required; last name, GST number and package optional. 'Submitting'
 * while busy; on success 'Enquiry submitted successfully!' and the form cleared. `contact` is the
 * /contact page's form for anyone: only the name, e-mail and message required, no GST number or
 * package, sent to POST /api/contact. A signed-in shopper finds their name, e-mail and phone
 * filled in.
 */
import { useId } from 'react';
import {
  enquiryMessages as m,
  PACKAGE_OPTIONS,
  SECTOR_OPTIONS,
} from '@shop/shared/enquiries/messages';
import {
  contactMessageSchema,
  enquirySchema,
  type ContactMessageBody,
  type EnquiryBody,
} from '@shop/shared/enquiries/schemas';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/form-controls';
import { RequestErrors, RequestOutcome } from '@/components/ui/request-outcome';
import { TextField } from '@/components/ui/text-field';
import { useRequestForm } from '@/lib/request-form';
import { useSenderDetails, type SenderDetails } from '@/lib/sender-details';
import { submitContact } from '../api/submit-contact';
import { submitEnquiry } from '../api/submit-enquiry';
import {
  enquiryFormFor,
  toContactInput,
  toEnquiryInput,
  type EnquiryFormValues,
} from '../enquiry-form-values';

type EnquiryFormProps = { variant?: 'enquiry' | 'contact' };

export function EnquiryForm({ variant = 'enquiry' }: EnquiryFormProps) {
  // A new key when someone signs in or out: the form opens again with their details.
  const { details, key } = useSenderDetails();
  return <EnquiryFormFields key={key} variant={variant} sender={details} />;
}

function EnquiryFormFields({
  variant,
  sender,
}: Required<EnquiryFormProps> & { sender: SenderDetails }) {
  const idPrefix = useId();
  const contact = variant === 'contact';
  const form = useRequestForm<EnquiryFormValues, EnquiryBody | ContactMessageBody>({
    empty: enquiryFormFor(sender),
    toInput: contact ? toContactInput : toEnquiryInput,
    check: (input) =>
      contact ? contactMessageSchema.safeParse(input) : enquirySchema.safeParse(input),
    send: (input) =>
      contact ? submitContact(input as ContactMessageBody) : submitEnquiry(input as EnquiryBody),
    successText: contact ? m.contactSuccess : m.success,
    failureText: contact ? m.contactFailed : m.failed,
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
    <form
      onSubmit={form.submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-busy={form.busy}
    >
      <RequestErrors
        errors={form.errors}
        attempt={form.attempt}
        fieldId={(field) => `${idPrefix}-${field}`}
        className="sm:col-span-2"
      />
      {text('firstName', { required: true, autoComplete: 'given-name' })}
      {text('lastName', { autoComplete: 'family-name' })}
      {text('email', { type: 'email', required: true, autoComplete: 'email' })}
      {text('phone', { type: 'tel', required: !contact, autoComplete: 'tel' })}
      {text('company', { required: !contact, autoComplete: 'organization' })}
      <SelectField
        id={id('sector')}
        name="sector"
        label={contact ? m.labels.sector : `${m.labels.sector} *`}
        required={!contact}
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
