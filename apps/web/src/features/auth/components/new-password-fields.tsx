/**
 * A new password and its confirmation, for registering and for resetting a password; the
 * shared schema checks the rules the hint states and that the two match.
 */
import { passwordHint } from '@shop/shared/accounts/password';
import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/field-errors';

export type NewPasswords = { password: string; confirmPassword: string };

type NewPasswordFieldsProps = {
  /** Prefixes the inputs' ids, for a form's error summary to link to them. */
  idPrefix?: string;
  values: NewPasswords;
  errors: FieldErrors;
  onChange: (field: keyof NewPasswords, value: string) => void;
};

export function NewPasswordFields({ idPrefix, values, errors, onChange }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={idPrefix && `${idPrefix}-password`}
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={passwordHint}
        value={values.password}
        error={errors.password}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <TextField
        id={idPrefix && `${idPrefix}-confirmPassword`}
        label="Confirm Password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => onChange('confirmPassword', event.target.value)}
      />
    </>
  );
}
