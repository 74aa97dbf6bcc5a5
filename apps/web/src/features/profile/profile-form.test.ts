import { describe, expect, it } from 'vitest';
import type { User } from '@shop/shared/accounts/schemas';
import { accountMessages as m } from '@shop/shared/accounts/messages';
import { checkProfileForm, isEmailChange, profileFormValues } from './profile-form';

const user: User = {
  _id: 'u1',
  firstName: 'Sai Krishna',
  lastName: 'Reddy',
  email: 'sai@example.in',
  mobile: '9876543210',
};
const start = profileFormValues(user);

describe('the profile form', () => {
  it('starts from the account, with empty password fields', () => {
    expect(start).toEqual({
      firstName: 'Sai Krishna',
      lastName: 'Reddy',
      mobile: '9876543210',
      email: 'sai@example.in',
      currentPassword: '',
      newPassword: '',
      confirmNewPassword: '',
    });
  });

  it('sends a name change alone, keeping a first name with a space whole', () => {
    expect(checkProfileForm({ ...start, lastName: ' Reddy Varma ' }, user, '')).toEqual({
      ok: true,
      body: {
        firstName: 'Sai Krishna',
        lastName: 'Reddy Varma',
        mobile: '9876543210',
        email: 'sai@example.in',
      },
    });
  });

  it('treats the same e-mail in other case or with spaces as unchanged', () => {
    expect(isEmailChange({ email: ' SAI@Example.in ' }, user)).toBe(false);
    const check = checkProfileForm({ ...start, email: ' SAI@Example.in ' }, user, '');
    expect(check).toMatchObject({ ok: true, body: { email: 'sai@example.in' } });
    expect(check.ok && 'emailOtp' in check.body).toBe(false);
  });

  it('asks for the current password and the OTP before an e-mail change', () => {
    const values = { ...start, email: 'new@example.in' };
    expect(checkProfileForm(values, user, '')).toEqual({
      ok: false,
      errors: { currentPassword: m.currentPasswordRequired, emailOtp: m.emailChangeNeedsOtp },
    });
    expect(checkProfileForm({ ...values, currentPassword: 'x' }, user, '12ab')).toEqual({
      ok: false,
      errors: { emailOtp: m.otpFormat },
    });
    expect(
      checkProfileForm({ ...values, currentPassword: 'Circuit@2024' }, user, ' 123456 '),
    ).toEqual({
      ok: true,
      body: {
        firstName: 'Sai Krishna',
        lastName: 'Reddy',
        mobile: '9876543210',
        email: 'new@example.in',
        currentPassword: 'Circuit@2024',
        emailOtp: '123456',
      },
    });
  });

  it('changes the password only with the current one and a matching confirmation', () => {
    const values = { ...start, newPassword: 'Fresh#Pass99', confirmNewPassword: 'Fresh#Pass99' };
    expect(checkProfileForm(values, user, '')).toEqual({
      ok: false,
      errors: { currentPassword: m.currentPasswordRequired },
    });
    expect(
      checkProfileForm(
        { ...values, currentPassword: 'Circuit@2024', confirmNewPassword: 'F' },
        user,
        '',
      ),
    ).toEqual({ ok: false, errors: { confirmNewPassword: m.passwordsDoNotMatch } });
    expect(
      checkProfileForm({ ...values, currentPassword: 'Circuit@2024' }, user, ''),
    ).toMatchObject({
      ok: true,
      body: { currentPassword: 'Circuit@2024', newPassword: 'Fresh#Pass99' },
    });
  });

  it('keeps a mobile the account has, and sends none for an account without one', () => {
    expect(checkProfileForm({ ...start, mobile: '' }, user, '')).toEqual({
      ok: false,
      errors: { mobile: m.mobileInvalid },
    });
    const noMobile = { ...user, mobile: '' };
    const check = checkProfileForm(profileFormValues(noMobile), noMobile, '');
    expect(check.ok && 'mobile' in check.body).toBe(false);
    expect(checkProfileForm({ ...start, firstName: '  ' }, user, '')).toEqual({
      ok: false,
      errors: { firstName: m.firstNameRequired },
    });
  });
});
