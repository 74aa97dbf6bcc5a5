/**
 * One saved address, added or edited: the shared schema checks every field at once (the phone as
 * pasted, the street, the PIN against the state), and a valid PIN fills the state and the city
 * the customer has not chosen themselves.
 */
import { useRef, useState, type FormEvent } from 'react';
import { savedAddressInputSchema, type SavedAddressInput } from '@shop/shared/addresses/schemas';
import { indianStatesAndTerritories } from '@shop/shared/orders/messages';
import { Button } from '@/components/ui/button';
import { ErrorSummary, summaryTitle } from '@/components/ui/error-summary';
import { CheckboxField, SelectField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/text-field';
import { cityOfPin, stateOfPin } from '@/lib/addresses/pin-code';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';

export type AddressFormValues = {
  label: string;
  firstName: string;
  lastName: string;
  phone: string;
  street: string;
  apartment: string;
  city: string;
  state: string;
  pin: string;
  defaultBilling: boolean;
  defaultShipping: boolean;
};
type TextPart = Exclude<keyof AddressFormValues, 'defaultBilling' | 'defaultShipping'>;

const fieldOrder: TextPart[] = [
  'label',
  'firstName',
  'lastName',
  'phone',
  'street',
  'apartment',
  'city',
  'state',
  'pin',
];

type AddressFormProps = {
  initial: AddressFormValues;
  title: string;
  busy: boolean;
  /** The server's refusal of fields, shown as the form's own checks are. */
  serverErrors?: FieldErrors;
  onSave: (address: SavedAddressInput) => void;
  onCancel: () => void;
};

export function AddressForm({
  initial,
  title,
  busy,
  serverErrors,
  onSave,
  onCancel,
}: AddressFormProps) {
  const [values, setValues] = useState(initial);
  const [ownErrors, setOwnErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const typed = useRef(new Set<TextPart>());
  const errors = { ...serverErrors, ...ownErrors };
  const id = (part: string) => `address-${part}`;

  function change(part: TextPart, value: string) {
    typed.current.add(part);
    setValues((current) => ({ ...current, [part]: value }));
    setOwnErrors(({ [part]: _cleared, ...rest }) => rest);
    if (part === 'pin') fillFromPin(value);
  }

  function fillFromPin(pin: string) {
    const state = stateOfPin(pin);
    if (!state) return;
    if (!typed.current.has('state')) setValues((current) => ({ ...current, state }));
    if (typed.current.has('city')) return;
    void cityOfPin(pin).then((city) => {
      if (!city || typed.current.has('city')) return;
      setValues((current) => (current.pin === pin ? { ...current, city } : current));
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = savedAddressInputSchema.safeParse(values);
    if (!parsed.success) {
      setOwnErrors(fieldErrors(parsed.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setOwnErrors({});
    onSave(values);
  }

  const summaryErrors = fieldOrder.flatMap((part) =>
    errors[part] ? [{ fieldId: id(part), message: errors[part] }] : [],
  );
  const text = (part: TextPart) => ({
    id: id(part),
    name: part,
    value: values[part],
    error: errors[part],
    onChange: (event: { target: { value: string } }) => change(part, event.target.value),
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {summaryErrors.length > 0 && (attempt > 0 || serverErrors) && (
        <ErrorSummary
          title={summaryTitle(summaryErrors.length)}
          errors={summaryErrors}
          attempt={attempt}
        />
      )}
      <fieldset disabled={busy} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          {...text('label')}
          label="Label (optional)"
          placeholder="Home, Office…"
          maxLength={40}
          className="sm:col-span-2"
        />
        <TextField {...text('firstName')} label="First Name" required autoComplete="given-name" />
        <TextField {...text('lastName')} label="Last Name" required autoComplete="family-name" />
        <TextField
          {...text('phone')}
          label="Phone"
          type="tel"
          required
          inputMode="tel"
          autoComplete="tel"
          hint="10-digit mobile; +91 or a leading 0 is fine"
          className="sm:col-span-2"
        />
        <TextField
          {...text('street')}
          label="Street Address"
          required
          autoComplete="address-line1"
          placeholder="House number and street name"
          className="sm:col-span-2"
        />
        <TextField
          {...text('apartment')}
          label="Apartment, suite, unit (optional)"
          autoComplete="address-line2"
          className="sm:col-span-2"
        />
        <TextField
          {...text('pin')}
          label="PIN Code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          hint="6 digits; fills in the state"
          onChange={(event) => change('pin', event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <TextField {...text('city')} label="City" required autoComplete="address-level2" />
        <SelectField
          id={id('state')}
          name="state"
          label="State"
          required
          placeholder="Select State"
          options={indianStatesAndTerritories}
          value={values.state}
          error={errors.state}
          autoComplete="address-level1"
          onChange={(event) => change('state', event.target.value)}
          className="sm:col-span-2"
        />
        <CheckboxField
          id={id('defaultBilling')}
          name="defaultBilling"
          checked={values.defaultBilling}
          onChange={(event) =>
            setValues((current) => ({ ...current, defaultBilling: event.target.checked }))
          }
        >
          Default billing address
        </CheckboxField>
        <CheckboxField
          id={id('defaultShipping')}
          name="defaultShipping"
          checked={values.defaultShipping}
          onChange={(event) =>
            setValues((current) => ({ ...current, defaultShipping: event.target.checked }))
          }
        >
          Default shipping address
        </CheckboxField>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save Address'}
        </Button>
      </div>
    </form>
  );
}
