/**
 * The billing and the shipping address inputs: both state lists offer every state and union
 * territory (a registered buyer is billed at its registered address, wherever that is).
 */
import type { ChangeEvent } from 'react';
import { indianStatesAndTerritories } from '@shop/shared/orders/messages';
import { TextField } from '@/components/ui/text-field';
import {
  billingToShipping,
  type AddressPart,
  type CheckoutForm,
  type CheckoutTextField,
} from '../checkout-form';
import { SelectField } from '@/components/ui/form-controls';

export const fieldId = (field: CheckoutTextField) => `checkout-${field}`;

type Errors = Partial<Record<CheckoutTextField, string>>;

type AddressFieldsProps = {
  kind: 'billing' | 'shipping';
  form: CheckoutForm;
  errors: Errors;
  onChange: (field: CheckoutTextField, value: string) => void;
  disabled?: boolean;
};

const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function AddressFields({ kind, form, errors, onChange, disabled }: AddressFieldsProps) {
  const inputName = (part: AddressPart): CheckoutTextField =>
    kind === 'billing' ? part : billingToShipping[part];
  const section = kind; // the autocomplete section token: billing … / shipping …

  const text = (field: CheckoutTextField) => ({
    id: fieldId(field),
    name: field,
    value: form[field],
    error: errors[field],
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
  });

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        {...text(inputName('firstName'))}
        label="First Name"
        required
        autoComplete={`${section} given-name`}
      />
      <TextField
        {...text(inputName('lastName'))}
        label="Last Name"
        required
        autoComplete={`${section} family-name`}
      />
      {kind === 'billing' ? (
        <TextField
          {...text(inputName('email'))}
          label="Email"
          type="email"
          readOnly
          aria-readonly="true"
          hint="From your account"
          className="[&_input]:bg-slate-100 [&_input]:text-slate-600"
        />
      ) : (
        <TextField
          {...text(inputName('email'))}
          label="Email"
          type="email"
          required
          autoComplete={`${section} email`}
          inputMode="email"
        />
      )}
      <TextField
        {...text(inputName('phone'))}
        label="Phone"
        type="tel"
        required
        inputMode="tel"
        autoComplete={`${section} tel`}
        hint="10-digit mobile; +91 or a leading 0 is fine"
      />
      <TextField
        {...text(inputName('country'))}
        label="Country"
        autoComplete={`${section} country-name`}
        className="sm:col-span-2"
      />
      <TextField
        {...text(inputName('street'))}
        label="Street Address"
        required
        autoComplete={`${section} address-line1`}
        placeholder="House number and street name"
        className="sm:col-span-2"
      />
      <TextField
        {...text(inputName('apartment'))}
        label="Apartment, suite, unit (optional)"
        autoComplete={`${section} address-line2`}
        className="sm:col-span-2"
      />
      <TextField
        {...text(inputName('city'))}
        label="City"
        required
        autoComplete={`${section} address-level2`}
      />
      <SelectField
        id={fieldId(inputName('state'))}
        name={inputName('state')}
        label="State"
        required
        placeholder="Select State"
        options={indianStatesAndTerritories}
        value={form[inputName('state')]}
        error={errors[inputName('state')]}
        disabled={disabled}
        autoComplete={`${section} address-level1`}
        onChange={(event) => onChange(inputName('state'), event.target.value)}
      />
      <TextField
        {...text(inputName('pin'))}
        label="PIN Code"
        required
        inputMode="numeric"
        pattern="[0-9]{6}"
        autoComplete={`${section} postal-code`}
        hint="6 digits; fills in the state"
        onChange={(event) => onChange(inputName('pin'), digitsOnly(event.target.value).slice(0, 6))}
      />
    </div>
  );
}
