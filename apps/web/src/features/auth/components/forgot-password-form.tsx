/**
 * Forgot password: e-mail → OTP with a new password, then back to the login form with a
 * success toast.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { resetPasswordSchema } from '@shop/shared/accounts/schemas';
import { accountMessages } from '@shop/shared/accounts/messages';
import { Button } from '@/components/ui/button';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';
import { showRequestFailure } from '../show-request-failure';
import { EmailStepForm, sendEmailCode } from './email-step-form';
import { NewPasswordFields, type NewPasswords } from './new-password-fields';
import { OtpField } from './otp-field';

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
  const [passwords, setPasswords] = useState<NewPasswords>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function handleRequest() {
    const sent = await sendEmailCode({
      email,
      setBusy,
      onError,
      send: async (input) => (await forgotPassword(input))?.message || accountMessages.resetOtpSent,
    });
    if (sent) setStep(2);
  }

  async function handleReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onError('');
    const parsed = resetPasswordSchema.safeParse({ email, otp, ...passwords });
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
      showRequestFailure(error, accountMessages.passwordResetFailed, onError);
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
      <EmailStepForm
        email={email}
        onEmailChange={setEmail}
        onSend={() => void handleRequest()}
        busy={busy}
        autoFocus={autoFocus}
        intro={
          <p className="text-sm text-slate-600">
            Enter the e-mail of your account and we will send you an OTP to set a new password.
          </p>
        }
        footer={back}
      />
    );
  }

  return (
    <form onSubmit={handleReset} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        Enter the 6-digit code sent to <strong className="text-slate-900">{email.trim()}</strong>{' '}
        and choose a new password.
      </p>
      <OtpField value={otp} error={errors.otp} onChange={setOtp} />
      <NewPasswordFields
        values={passwords}
        errors={errors}
        onChange={(field, value) => setPasswords((current) => ({ ...current, [field]: value }))}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Saving...' : 'Reset Password'}
      </Button>
      {back}
    </form>
  );
}
