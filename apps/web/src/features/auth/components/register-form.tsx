/**
 * Registration in three steps: e-mail → OTP → details.
 * A step moves on only after its request succeeds; the error clears when a request starts.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { otpSchema, registerSchema, type RegisterInput } from '@shop/shared/accounts/schemas';
import { accountMessages } from '@shop/shared/accounts/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ErrorSummary, summaryTitle } from '@/components/ui/error-summary';
import { isApiError } from '@/lib/api-client';
import { sendOtp } from '../api/send-otp';
import { verifyOtp } from '../api/verify-otp';
import { useAuth } from '../hooks/use-auth';
import { detailErrors, fieldErrors, type FieldErrors } from '@/lib/field-errors';
import { showRequestFailure } from '../show-request-failure';
import { EmailStepForm, sendEmailCode } from './email-step-form';
import { NewPasswordFields } from './new-password-fields';
import { OtpField } from './otp-field';

type Step = 1 | 2 | 3;
type DetailField = 'firstName' | 'lastName' | 'mobile' | 'password' | 'confirmPassword';

type RegisterFormProps = {
  autoFocus?: boolean;
  onError: (message: string) => void;
  onSignedIn: () => void;
  onLogIn: () => void;
};

const emptyDetails: Record<DetailField, string> = {
  firstName: '',
  lastName: '',
  mobile: '',
  password: '',
  confirmPassword: '',
};

export function RegisterForm({ autoFocus, onError, onSignedIn, onLogIn }: RegisterFormProps) {
  const { register } = useAuth();
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [details, setDetails] = useState(emptyDetails);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Failed submits of the details step: each brings the error summary back into focus. */
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  function requestOtp() {
    return sendEmailCode({
      email,
      setBusy,
      onError,
      send: async (input) => {
        await sendOtp(input);
        return accountMessages.otpSent;
      },
    });
  }

  async function sendOtpAndContinue() {
    if (await requestOtp()) setStep(2);
  }

  async function handleVerifyOtp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onError('');
    const parsedOtp = otpSchema.safeParse(otp);
    if (!parsedOtp.success) {
      setErrors({ otp: parsedOtp.error.issues[0]?.message ?? accountMessages.otpFormat });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await verifyOtp({ email: email.trim().toLowerCase(), otp: parsedOtp.data });
      toast.success(accountMessages.emailVerified);
      setStep(3);
    } catch (error) {
      showRequestFailure(error, accountMessages.verifyOtpFailed, onError);
    } finally {
      setBusy(false);
    }
  }

  async function handleRegister(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onError('');
    const parsed = registerSchema.safeParse({ email, ...details });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await register(parsed.data satisfies RegisterInput);
      toast.success(accountMessages.registerSuccess);
      onSignedIn();
    } catch (error) {
      if (isApiError(error, 400) && error.details) {
        // A refused field is shown beside it and in the summary, not as a toast.
        setErrors(detailErrors(error.details));
        setAttempt((n) => n + 1);
      } else {
        showRequestFailure(error, accountMessages.registrationFailed, onError);
      }
      setBusy(false);
    }
  }

  function changeDetail(field: DetailField, value: string) {
    setDetails((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  const stepLabel = (
    <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
      Step {step} of 3{step === 1 && ': verify your e-mail'}
      {step === 2 && ': enter the OTP'}
      {step === 3 && ': your details'}
    </p>
  );

  const switchToLogin = (
    <p className="text-center text-sm">
      <Button variant="link" onClick={onLogIn}>
        Already have an account? Log in
      </Button>
    </p>
  );

  if (step === 1) {
    return (
      <EmailStepForm
        email={email}
        onEmailChange={setEmail}
        onSend={() => void sendOtpAndContinue()}
        busy={busy}
        autoFocus={autoFocus}
        intro={stepLabel}
        footer={switchToLogin}
      />
    );
  }

  if (step === 2) {
    return (
      <form onSubmit={handleVerifyOtp} noValidate className="space-y-4">
        {stepLabel}
        <p className="text-sm text-slate-600">
          We sent a 6-digit code to <strong className="text-slate-900">{email.trim()}</strong>.
        </p>
        <OtpField
          value={otp}
          error={errors.otp}
          onChange={(code) => {
            setOtp(code);
            setErrors({});
          }}
        />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Verifying...' : 'Verify OTP'}
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Button
            variant="link"
            disabled={busy}
            onClick={() => {
              setOtp('');
              setStep(1);
              onError('');
            }}
          >
            Change e-mail
          </Button>
          <Button variant="link" disabled={busy} onClick={() => void requestOtp()}>
            Resend OTP
          </Button>
        </div>
        {switchToLogin}
      </form>
    );
  }

  const detailFields: DetailField[] = [
    'firstName',
    'lastName',
    'mobile',
    'password',
    'confirmPassword',
  ];
  const summaryErrors = detailFields.flatMap((field) =>
    errors[field] ? [{ fieldId: `register-${field}`, message: errors[field] }] : [],
  );

  return (
    <form onSubmit={handleRegister} noValidate className="space-y-4">
      {stepLabel}
      {summaryErrors.length > 0 && attempt > 0 && (
        <ErrorSummary
          title={summaryTitle(summaryErrors.length)}
          errors={summaryErrors}
          attempt={attempt}
        />
      )}
      <p className="text-sm text-slate-600">
        E-mail verified: <strong className="text-slate-900">{email.trim()}</strong>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="register-firstName"
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          autoFocus
          value={details.firstName}
          error={errors.firstName}
          onChange={(event) => changeDetail('firstName', event.target.value)}
        />
        <TextField
          id="register-lastName"
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          value={details.lastName}
          error={errors.lastName}
          onChange={(event) => changeDetail('lastName', event.target.value)}
        />
      </div>
      <TextField
        id="register-mobile"
        label="Mobile Number"
        type="tel"
        name="mobile"
        inputMode="tel"
        autoComplete="tel"
        hint="10-digit mobile; +91 or a leading 0 is fine"
        required
        value={details.mobile}
        error={errors.mobile}
        onChange={(event) => changeDetail('mobile', event.target.value)}
      />
      <NewPasswordFields
        idPrefix="register"
        values={details}
        errors={errors}
        onChange={changeDetail}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Registering...' : 'Register'}
      </Button>
      {switchToLogin}
    </form>
  );
}
