/**
 * A new password and its confirmation, for registering and for resetting a password; the
 * shared schema checks the rules the hint states and that the two match.
 */
import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/field-errors';

export type NewPasswords = { password: string; confirmPassword: string };

type NewPasswordFieldsProps = {
  values: NewPasswords;
  errors: FieldErrors;
  onChange: (field: keyof NewPasswords, value: string) => void;
};

export function NewPasswordFields({ values, errors, onChange }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint="8+ characters with upper and lower case, a number and one of !@#$%^&*"
        value={values.password}
        error={errors.password}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <TextField
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
