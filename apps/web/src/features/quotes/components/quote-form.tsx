/**
 * The frame every service's form shares (docs/decisions/018-enquiries-quotes-newsletter.md): its
 * fields from quote-form-fields.ts, checked with the shared schema, sent to POST /api/quotes,
 * 'Submitting' while busy, then the success text and the form cleared. A signed-in shopper finds
 * their name, e-mail and phone filled in.
 */
import { useId } from 'react';
import {
  optionLabel,
  quoteFieldLabels,
  quoteMessages as m,
  type QuoteKind,
} from '@shop/shared/quotes/messages';
import { quoteRequestSchema } from '@shop/shared/quotes/schemas';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/form-controls';
import { RequestErrors, RequestOutcome } from '@/components/ui/request-outcome';
import { TextField } from '@/components/ui/text-field';
import { useRequestForm } from '@/lib/request-form';
import { useSenderDetails, type SenderDetails } from '@/lib/sender-details';
import { submitQuote } from '../api/submit-quote';
import { emptyQuoteForm, quoteFormFields, toQuoteInput } from '../quote-form-fields';

export type QuoteFormProps = {
  /**
   * The heading above the form; the service page may name it its own way, or pass null when
   * the page around the form already heads it (the form then carries the name for screen readers).
   */
  heading?: string | null;
};

const autoComplete: Partial<Record<string, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
};

export function QuoteForm(props: QuoteFormProps & { kind: QuoteKind }) {
  // A new key when someone signs in or out: the form opens again with their details.
  const { details, key } = useSenderDetails();
  return <QuoteFormFields key={key} {...props} sender={details} />;
}

function QuoteFormFields({
  kind,
  heading,
  sender,
}: QuoteFormProps & { kind: QuoteKind; sender: SenderDetails }) {
  const idPrefix = useId();
  const support = kind === 'support';
  const form = useRequestForm({
    empty: {
      ...emptyQuoteForm(kind),
      name: sender.name,
      email: sender.email,
      phone: sender.phone,
    } as Record<string, string>,
    toInput: (values) => toQuoteInput(kind, values),
    check: (input) => quoteRequestSchema.safeParse(input),
    send: submitQuote,
    successText: support ? m.supportSent : m.quoteSent,
    failureText: m.failed,
  });
  const headingId = `${idPrefix}-heading`;
  const name = support ? m.supportHeading : m.quoteHeading;

  const fields = (
    <form
      onSubmit={form.submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-busy={form.busy}
      aria-label={heading === null ? name : undefined}
    >
      <RequestErrors
        errors={form.errors}
        attempt={form.attempt}
        fieldId={(field) => `${idPrefix}-${field}`}
        className="sm:col-span-2"
      />
      {quoteFormFields[kind].map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const label = `${quoteFieldLabels[field.name]}${field.required ? ' *' : ''}`;
        const common = {
          id,
          name: field.name,
          label,
          required: field.required,
          value: form.values[field.name] ?? '',
          error: form.errors[field.name],
        };
        if (field.input === 'select') {
          return (
            <SelectField
              key={field.name}
              {...common}
              options={field.options ?? []}
              optionLabel={optionLabel}
              placeholder={m.selectOption}
              onChange={(event) => form.setField(field.name, event.target.value)}
            />
          );
        }
        if (field.input === 'textarea') {
          return (
            <TextAreaField
              key={field.name}
              {...common}
              rows={field.rows}
              className="sm:col-span-2"
              onChange={(event) => form.setField(field.name, event.target.value)}
            />
          );
        }
        return (
          <TextField
            key={field.name}
            {...common}
            type={field.input}
            autoComplete={autoComplete[field.name]}
            min={field.input === 'number' ? 1 : undefined}
            step={field.input === 'number' ? 1 : undefined}
            onChange={(event) => form.setField(field.name, event.target.value)}
          />
        );
      })}
      <div className="space-y-3 sm:col-span-2">
        <RequestOutcome outcome={form.outcome} />
        <Button type="submit" disabled={form.busy} className="w-full sm:w-auto">
          {form.busy ? m.submitting : support ? m.submitRequest : m.requestQuote}
        </Button>
      </div>
    </form>
  );
  if (heading === null) return fields;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={headingId} className="mb-5 text-2xl font-bold text-slate-900">
        {heading ?? name}
      </h2>
      {fields}
    </section>
  );
}
