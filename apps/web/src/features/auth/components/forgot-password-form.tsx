/**
 * Forgot password: e-mail → OTP with a new password,
 * then back to the login form with a success toast.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { forgotPasswordSchema, resetPasswordSchema } from '@shop/shared/accounts/schemas';
import { accountMessages } from '@shop/shared/accounts/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';
import { toastBannerError } from '@/lib/toast-banner-error';

type ForgotPasswordFormProps = {
  autoFocus?: boolean;
  onError: (message: string) => void;
  /** Called with the e-mail once the password is reset, to prefill the login form. */
  onDone: (email: string) => void;
  onBack: () => void;
};

export function ForgotPasswordForm({
  autoFocus,
  onError,
  onDone,
  onBack,
}: ForgotPasswordFormProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  function fail(error: unknown, fallback: string) {
    const message = errorMessage(error, fallback);
    onError(message);
    toastBannerError(message);
  }

  async function handleRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      onError(parsed.error.issues[0]?.message ?? accountMessages.emailRequired);
      return;
    }
    onError('');
    setBusy(true);
    try {
      const answer = await forgotPassword(parsed.data);
      toast.success(answer?.message || accountMessages.resetOtpSent);
      setStep(2);
    } catch (error) {
      fail(error, accountMessages.sendOtpFailed);
    } finally {
      setBusy(false);
    }
  }

  async function handleReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onError('');
    const parsed = resetPasswordSchema.safeParse({ email, otp, password, confirmPassword });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await resetPassword(parsed.data);
      toast.success(answer?.message || accountMessages.passwordResetSuccess);
      onDone(parsed.data.email);
    } catch (error) {
      fail(error, accountMessages.passwordResetFailed);
      setBusy(false);
    }
  }

  const back = (
    <p className="text-center text-sm">
      <Button variant="link" onClick={onBack}>
        Back to login
      </Button>
    </p>
  );

  if (step === 1) {
    return (
      <form onSubmit={handleRequest} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          Enter the e-mail of your account and we will send you an OTP to set a new password.
        </p>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          autoFocus={autoFocus}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Sending...' : 'Send OTP'}
        </Button>
        {back}
      </form>
    );
  }

  return (
    <form onSubmit={handleReset} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Enter the 6-digit code sent to <strong className="text-slate-900">{email.trim()}</strong>{' '}
        and choose a new password.
      </p>
      <TextField
        label="OTP"
        name="otp"
        inputMode="numeric"
        pattern="[0-9]{6}"
        maxLength={6}
        autoComplete="one-time-code"
        required
        autoFocus
        value={otp}
        error={errors.otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint="8+ characters with upper and lower case, a number and one of !@#$%^&*"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm Password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Saving...' : 'Reset Password'}
      </Button>
      {back}
    </form>
  );
}
