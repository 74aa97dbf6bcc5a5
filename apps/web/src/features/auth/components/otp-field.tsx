/** The 6-digit code sent by e-mail: digits only, six at most, focused when its step opens. */
import { TextField } from '@/components/ui/text-field';

type OtpFieldProps = {
  value: string;
  error?: string;
  /** Called with the typed code, non-digits removed. */
  onChange: (code: string) => void;
};

export function OtpField({ value, error, onChange }: OtpFieldProps) {
  return (
    <TextField
      label="OTP"
      name="otp"
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      autoComplete="one-time-code"
      required
      autoFocus
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
