import { describe, expect, it } from 'vitest';
import { accountMessages as m } from './messages';
import {
  profileFormSchema,
  profileUpdateSchema,
  registerSchema,
  splitFullName,
  verifyOtpSchema,
} from './schemas';

const valid = {
  email: 'Asha@Example.in',
  firstName: 'Asha',
  lastName: 'Rao',
  mobile: '9876543210',
  password: 'Circuit@2024',
  confirmPassword: 'Circuit@2024',
};

const firstMessage = (input: unknown) => {
  const result = registerSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('registerSchema', () => {
  it('accepts a valid registration and normalises the e-mail', () => {
    expect(registerSchema.parse(valid).email).toBe('asha@example.in');
  });

  it.each([
    ['6000000000', true],
    ['7999999999', true],
    ['8123456789', true],
    ['9123456789', true],
    ['5123456789', false],
    ['0123456789', false],
    ['912345678', false],
    ['91234567890', false],
    ['91234a6789', false],
  ])('mobile %s valid: %s', (mobile, ok) => {
    expect(firstMessage({ ...valid, mobile })).toBe(ok ? undefined : m.mobileInvalid);
  });

  it.each([
    ['Circuit@2024', undefined],
    ['Ab1!abcd', undefined],
    ['Abcdefg1_', undefined], // any symbol counts
    ['Abc def1!', undefined], // spaces are allowed
    ['Ab1!abc', 'Use at least 8 characters'],
    ['abcdefg1!', 'Add an uppercase letter'],
    ['ABCDEFG1!', 'Add a lowercase letter'],
    ['Abcdefgh!', 'Add a digit'],
    ['Abcdefgh1', 'Add a symbol'],
  ])('password %s: %s', (password, message) => {
    expect(firstMessage({ ...valid, password, confirmPassword: password })).toBe(message);
  });

  it('requires the confirmation to match', () => {
    expect(firstMessage({ ...valid, confirmPassword: 'Circuit@2025' })).toBe(m.passwordsDoNotMatch);
  });

  it('asks for an e-mail first', () => {
    expect(firstMessage({ ...valid, email: '  ' })).toBe(m.emailRequired);
    expect(firstMessage({ ...valid, email: 'asha@' })).toBe(m.emailInvalid);
  });
});

describe('verifyOtpSchema', () => {
  it('takes exactly six digits', () => {
    expect(verifyOtpSchema.safeParse({ email: 'a@b.in', otp: '012345' }).success).toBe(true);
    expect(verifyOtpSchema.safeParse({ email: 'a@b.in', otp: '12345' }).success).toBe(false);
    expect(verifyOtpSchema.safeParse({ email: 'a@b.in', otp: '1234567' }).success).toBe(false);
  });
});

describe('profileUpdateSchema', () => {
  it('needs the current password with a new one', () => {
    const result = profileUpdateSchema.safeParse({
      name: 'A B',
      email: 'a@b.in',
      newPassword: 'Circuit@2024',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(m.currentPasswordRequired);
    expect(
      profileUpdateSchema.safeParse({ name: 'A B', email: 'a@b.in', newPassword: '' }).success,
    ).toBe(true);
  });
});

describe('profileFormSchema', () => {
  const form = {
    firstName: 'Sai Krishna',
    lastName: 'Reddy',
    mobile: '9876543210',
    email: 'sai@example.in',
    currentPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  };
  const messagesOf = (value: typeof form) =>
    profileFormSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('accepts a name-only change and keeps a first name with a space whole', () => {
    expect(profileFormSchema.parse(form).firstName).toBe('Sai Krishna');
  });

  it('checks the new password against its confirmation and asks for the current one', () => {
    expect(
      messagesOf({ ...form, newPassword: 'Fresh#Pass99', confirmNewPassword: 'Fresh#Pass9' }),
    ).toEqual([
      ['currentPassword', m.currentPasswordRequired],
      ['confirmNewPassword', m.passwordsDoNotMatch],
    ]);
    expect(
      messagesOf({
        ...form,
        currentPassword: 'Circuit@2024',
        newPassword: 'Fresh#Pass99',
        confirmNewPassword: 'Fresh#Pass99',
      }),
    ).toBeUndefined();
  });

  it('names the field of each rule it breaks', () => {
    expect(messagesOf({ ...form, firstName: ' ', mobile: '12345', email: 'nope' })).toEqual([
      ['firstName', m.firstNameRequired],
      ['mobile', m.mobileInvalid],
      ['email', m.emailInvalid],
    ]);
  });
});

describe('splitFullName', () => {
  it('keeps the first word as the first name and the rest as the last name', () => {
    expect(splitFullName('  Meera  Lakshmi Iyer ')).toEqual({
      firstName: 'Meera',
      lastName: 'Lakshmi Iyer',
    });
    expect(splitFullName('Kiran')).toEqual({ firstName: 'Kiran', lastName: '' });
  });
});
