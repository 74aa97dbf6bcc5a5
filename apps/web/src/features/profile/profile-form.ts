/**
 * The profile form's rules, apart from the page so they can be tested: its starting values, when
 * the e-mail changes (then the current password and the OTP sent to the new address are
 * needed), and the body PUT /api/user/profile gets. The shared schema checks each field.
 */
import {
  otpSchema,
  profileFormSchema,
  type ProfileUpdateInput,
  type User,
} from '@shop/shared/accounts/schemas';
import { accountMessages as m } from '@shop/shared/accounts/messages';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';

export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};

export function profileFormValues(user: User): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile,
    email: user.email,
    currentPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  };
}

/** As the server compares them: trimmed and lowercased. */
export function isEmailChange(values: Pick<ProfileFormValues, 'email'>, user: User): boolean {
  const typed = values.email.trim().toLowerCase();
  return typed !== '' && typed !== user.email.toLowerCase();
}

export type ProfileCheck =
  { ok: true; body: ProfileUpdateInput } | { ok: false; errors: FieldErrors };

/** Checks the form before any call; an e-mail change asks for the OTP sent to the new address. */
export function checkProfileForm(
  values: ProfileFormValues,
  user: User,
  emailOtp: string,
): ProfileCheck {
  const parsed = profileFormSchema.safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  if (user.mobile && !values.mobile.trim()) errors.mobile ??= m.mobileInvalid;
  const emailChange = isEmailChange(values, user);
  if (emailChange) {
    if (!values.currentPassword) errors.currentPassword ??= m.currentPasswordRequired;
    const otp = otpSchema.safeParse(emailOtp);
    if (!emailOtp.trim()) errors.emailOtp = m.emailChangeNeedsOtp;
    else if (!otp.success) errors.emailOtp = m.otpFormat;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const form = parsed.data;
  return {
    ok: true,
    body: {
      firstName: form.firstName,
      lastName: form.lastName,
      ...(form.mobile ? { mobile: form.mobile } : {}),
      email: form.email,
      ...(form.currentPassword ? { currentPassword: form.currentPassword } : {}),
      ...(form.newPassword ? { newPassword: form.newPassword } : {}),
      ...(emailChange ? { emailOtp: emailOtp.trim() } : {}),
    },
  };
}
