/**
 * /profile: the customer's names, mobile and e-mail, and a password
 * change, in one form whose fields stay disabled until Edit is pressed. A new e-mail is proved
 * with the OTP sent to it (Send OTP, then the code), and the current password is asked for an
 * e-mail or password change. Toasts: 'Profile updated successfully', else the server's message
 * or 'Failed to update profile'. The route is customer-guarded: a visitor is sent to sign in.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { KeyRound, Pencil, UserRound } from 'lucide-react';
import { emailChangeOtpSchema, type User } from '@shop/shared/accounts/schemas';
import { accountMessages as m } from '@shop/shared/accounts/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ErrorSummary, summaryTitle } from '@/components/ui/error-summary';
import { errorMessage, isApiError } from '@/lib/api-client';
import { detailErrors, type FieldErrors } from '@/lib/field-errors';
import { useSession } from '@/lib/session';
import { useSendEmailOtp } from '../api/send-email-otp';
import { useUpdateProfile } from '../api/update-profile';
import {
  checkProfileForm,
  isEmailChange,
  profileFormValues,
  type ProfileFormValues,
} from '../profile-form';
import { AddressBookSection } from './address-book-section';

export default function ProfilePage() {
  const { data: user } = useSession();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>My Profile | CircuitKart</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My Profile</h1>
      {user && <ProfileForm key={user._id} user={user} />}
      {user && <AddressBookSection />}
    </section>
  );
}

function ProfileForm({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Failed saves: each brings the error summary back into focus. */
  const [attempt, setAttempt] = useState(0);
  const [emailOtp, setEmailOtp] = useState('');
  /** The address the last OTP went to; a code is good for that address only. */
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const update = useUpdateProfile();
  const sendOtp = useSendEmailOtp();

  const emailChange = isEmailChange(values, user);
  const newEmail = values.email.trim().toLowerCase();
  const otpSent = emailChange && otpSentTo === newEmail;

  function change(field: keyof ProfileFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  /** Back to view mode, showing `account` (the saved one after a save). */
  function leaveEditing(account: User) {
    setValues(profileFormValues(account));
    setErrors({});
    setEmailOtp('');
    setOtpSentTo(null);
    setEditing(false);
  }

  function requestOtp() {
    const parsed = emailChangeOtpSchema.safeParse({ email: values.email });
    if (!parsed.success) {
      setErrors((current) => ({ ...current, email: parsed.error.issues[0]?.message }));
      return;
    }
    sendOtp.mutate(parsed.data, {
      onSuccess: () => {
        setOtpSentTo(parsed.data.email);
        toast.success(m.emailChangeOtpSent);
      },
      onError: (error) => toast.error(errorMessage(error, m.sendOtpFailed)),
    });
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing || update.isPending) return;
    const check = checkProfileForm(values, user, emailOtp);
    if (!check.ok) {
      setErrors(check.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    update.mutate(check.body, {
      onSuccess: (answer) => {
        leaveEditing(answer.user);
        toast.success(m.profileUpdated);
      },
      onError: (error) => {
        if (isApiError(error, 400) && error.details) {
          // A refused field is shown beside it and in the summary, not as a toast.
          setErrors(detailErrors(error.details));
          setAttempt((n) => n + 1);
          return;
        }
        toast.error(errorMessage(error, m.profileUpdateFailed));
      },
    });
  }

  const field = (name: keyof ProfileFormValues) => ({
    id: `profile-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });

  const summaryErrors = Object.entries(errors).flatMap(([name, message]) =>
    message ? [{ fieldId: `profile-${name}`, message }] : [],
  );

  return (
    <form onSubmit={save} noValidate className="mt-6 space-y-6">
      {summaryErrors.length > 0 && attempt > 0 && (
        <ErrorSummary
          title={summaryTitle(summaryErrors.length)}
          errors={summaryErrors}
          attempt={attempt}
        />
      )}
      <fieldset
        disabled={!editing || update.isPending}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
      >
        <legend className="flex items-center gap-2 px-1 text-base font-semibold text-slate-900">
          <UserRound aria-hidden="true" className="size-5 text-brand-600" />
          Personal Information
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
          {user.mobile && (
            <TextField
              label="Mobile Number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...field('mobile')}
            />
          )}
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        </div>
        {editing && emailChange && (
          <div className="space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-4">
            <p className="text-sm text-slate-700">
              To change your email, we send a 6-digit OTP to <strong>{newEmail}</strong>. Enter it
              below with your current password, then save.
            </p>
            <div className="flex flex-wrap items-end gap-3">
              {otpSent && (
                <TextField
                  id="profile-emailOtp"
                  label="OTP"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className="w-40"
                  name="emailOtp"
                  value={emailOtp}
                  error={errors.emailOtp}
                  onChange={(event) => {
                    setEmailOtp(event.target.value);
                    if (errors.emailOtp) setErrors(({ emailOtp: _cleared, ...rest }) => rest);
                  }}
                />
              )}
              <Button variant="secondary" onClick={requestOtp} disabled={sendOtp.isPending}>
                {sendOtp.isPending ? 'Sending...' : otpSent ? 'Resend OTP' : 'Send OTP'}
              </Button>
            </div>
            {!otpSent && errors.emailOtp && (
              <p role="alert" className="text-xs font-medium text-red-600">
                {errors.emailOtp}
              </p>
            )}
          </div>
        )}
      </fieldset>

      <fieldset
        disabled={!editing || update.isPending}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
      >
        <legend className="flex items-center gap-2 px-1 text-base font-semibold text-slate-900">
          <KeyRound aria-hidden="true" className="size-5 text-brand-600" />
          Change Password
        </legend>
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your email or password."
          {...field('currentPassword')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            hint="Leave empty to keep your password."
            {...field('newPassword')}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            {...field('confirmNewPassword')}
          />
        </div>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-3">
        {editing ? (
          <>
            <Button
              key="cancel"
              variant="secondary"
              onClick={() => leaveEditing(user)}
              disabled={update.isPending}
            >
              Cancel
            </Button>
            {/* Keyed apart from Edit: the click on Edit must not become a submit on this one. */}
            <Button key="save" type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </>
        ) : (
          <Button key="edit" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        )}
      </div>
    </form>
  );
}
