/**
 * The accounts contract: request bodies and answers, used by the API to validate
 * and by the forms to check input before sending.
 */
import { z } from 'zod';
import { pagingQuerySchema, searchTextSchema } from '../http/paging';
import { MOBILE_NUMBER, normalisePhone } from '../addresses/checks';
import { accountMessages as m, adminMessages } from './messages';
import { passwordProblem } from './password';

export const MOBILE_PATTERN = MOBILE_NUMBER;
export const OTP_PATTERN = /^\d{6}$/;

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const VERIFIED_EMAIL_WINDOW_SECONDS = 30 * 60;
export const SESSION_TTL_DAYS = 30;
export const ADMIN_SESSION_TTL_HOURS = 12;

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email(m.emailInvalid));

const requiredPassword = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(128);
/** The password rule, whose message names what the password still lacks. */
export const strongPasswordSchema = z
  .string({ error: m.passwordRequired })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** A mobile as typed or pasted ("+91 98765 43210", "098765-43210"), kept as its ten digits. */
export const mobileSchema = z
  .string({ error: m.mobileInvalid })
  .transform(normalisePhone)
  .pipe(z.string().regex(MOBILE_PATTERN, m.mobileInvalid));
const nameSchema = (message: string) => z.string({ error: message }).trim().min(1, message).max(60);

export const loginSchema = z.object({ email: emailSchema, password: requiredPassword });
export type LoginInput = z.infer<typeof loginSchema>;

export const sendOtpSchema = z.object({ email: emailSchema });
export type SendOtpInput = z.infer<typeof sendOtpSchema>;

export const otpSchema = z.string({ error: m.otpFormat }).trim().regex(OTP_PATTERN, m.otpFormat);
export const verifyOtpSchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

const passwordPair = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;

export const registerSchema = z
  .object({
    email: emailSchema,
    firstName: nameSchema(m.firstNameRequired),
    lastName: nameSchema(m.lastNameRequired),
    mobile: mobileSchema,
    password: strongPasswordSchema,
    confirmPassword: z.string({ error: m.passwordsDoNotMatch }),
  })
  .refine(passwordPair, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    otp: otpSchema,
    password: strongPasswordSchema,
    confirmPassword: z.string({ error: m.passwordsDoNotMatch }),
  })
  .refine(passwordPair, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** A signed-in customer asks for a code at the address they want to change to. */
export const emailChangeOtpSchema = z.object({ email: emailSchema });
export type EmailChangeOtpInput = z.infer<typeof emailChangeOtpSchema>;

/**
 * The profile change: name, email, currentPassword, newPassword; `emailOtp` is the code sent
 * to a new e-mail, needed only when the e-mail changes. The profile page edits the first and
 * last names apart (a first name may have a space in it, which splitting `name` would move into
 * the last name) and the mobile: `firstName` with `lastName` stand in for `name`, and `mobile`
 * is optional.
 */
export const profileUpdateSchema = z
  .object({
    name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(121).optional(),
    firstName: nameSchema(m.firstNameRequired).optional(),
    lastName: nameSchema(m.lastNameRequired).optional(),
    mobile: mobileSchema.optional(),
    email: emailSchema,
    currentPassword: z.string().max(128).optional(),
    newPassword: z.union([z.literal(''), strongPasswordSchema]).optional(),
    emailOtp: z.union([z.literal(''), otpSchema]).optional(),
  })
  .refine((v) => v.firstName === undefined || v.lastName !== undefined, {
    message: m.lastNameRequired,
    path: ['lastName'],
  })
  .refine((v) => v.lastName === undefined || v.firstName !== undefined, {
    message: m.firstNameRequired,
    path: ['firstName'],
  })
  .refine((v) => v.name !== undefined || v.firstName !== undefined, {
    message: m.nameRequired,
    path: ['name'],
  })
  .refine((v) => !v.newPassword || (v.currentPassword ?? '').length > 0, {
    message: m.currentPasswordRequired,
    path: ['currentPassword'],
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/**
 * The profile form: the fields the page edits, plus the new password's confirmation, checked
 * here so a typo in the new password is caught before it locks the customer out.
 */
export const profileFormSchema = z
  .object({
    firstName: nameSchema(m.firstNameRequired),
    lastName: nameSchema(m.lastNameRequired),
    /** Empty only for an account that has no mobile: then none is sent. */
    mobile: z.union([z.literal(''), mobileSchema]),
    email: emailSchema,
    currentPassword: z.string().max(128),
    newPassword: z.union([z.literal(''), strongPasswordSchema]),
    confirmNewPassword: z.string().max(128),
  })
  .refine((v) => !v.newPassword || v.currentPassword.length > 0, {
    message: m.currentPasswordRequired,
    path: ['currentPassword'],
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmNewPassword'],
  });
export type ProfileFormInput = z.input<typeof profileFormSchema>;

export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The back office's Users screen: a customer with their orders counted and totalled. */
export const adminCustomerSchema = userSchema.extend({
  createdAt: z.string(),
  /** Every order they placed, cancelled ones too. */
  orderCount: z.number().int(),
  /** Rupees: the total of their orders that were not cancelled. */
  totalSpent: z.number(),
  /** When staff blocked the customer, or null while they may sign in and order. */
  blockedAt: z.string().nullable(),
  /** Staff's note of why they blocked the customer; '' when none. */
  blockedReason: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** A customer's standing as the Users screen's block and unblock answer it. */
export const customerStandingSchema = z.object({
  _id: z.string(),
  blockedAt: z.string().nullable(),
  blockedReason: z.string(),
});
export type CustomerStanding = z.infer<typeof customerStandingSchema>;

export const BLOCK_REASON_MAX = 500;

/** Staff block a customer, with an optional note of why (kept for the back office only). */
export const blockCustomerSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(BLOCK_REASON_MAX, { error: m.blockReasonTooLong })
    .optional()
    .default(''),
});
export type BlockCustomerInput = z.input<typeof blockCustomerSchema>;

/** Customers, newest first, searched by name or e-mail, paged. */
export const adminCustomerListQuerySchema = pagingQuerySchema.extend({ q: searchTextSchema });
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const userAnswerSchema = z.object({ message: z.string(), user: userSchema });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** Who is signed in, if anyone: a visitor without a session is an answer, not an error. */
export const sessionAnswerSchema = z.object({ user: userSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const adminLoginSchema = z.object({
  username: z
    .string({ error: adminMessages.usernameRequired })
    .trim()
    .min(1, adminMessages.usernameRequired)
    .max(100),
  password: z
    .string({ error: adminMessages.passwordRequired })
    .min(1, adminMessages.passwordRequired)
    .max(128),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const adminUserSchema = z.object({ username: z.string(), role: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminLoginAnswerSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: adminUserSchema,
});
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswerSchema>;

/** An administrator changes their own password: the current one proves it is them. */
export const adminPasswordChangeSchema = z.object({
  currentPassword: z
    .string({ error: adminMessages.passwordRequired })
    .min(1, adminMessages.passwordRequired)
    .max(128),
  newPassword: strongPasswordSchema,
});
export type AdminPasswordChangeInput = z.infer<typeof adminPasswordChangeSchema>;

/** Splits the profile form's single name into first and last names. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  const firstName = parts.shift() ?? '';
  return { firstName, lastName: parts.join(' ') };
}
