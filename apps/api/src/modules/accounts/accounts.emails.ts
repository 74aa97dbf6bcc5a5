/** The texts of the e-mails the accounts domain sends. */
import { OTP_TTL_SECONDS } from '@shop/shared/accounts/schemas';
import type { OtpPurpose } from '../../db/schema/index';
import type { MailMessage } from '../../lib/mailer';

export function otpEmail(args: {
  to: string;
  code: string;
  purpose: OtpPurpose;
  shopName: string;
}): MailMessage {
  const minutes = OTP_TTL_SECONDS / 60;
  const { action, subject } = {
    register: { action: 'verify your email', subject: 'your verification code' },
    reset: { action: 'reset your password', subject: 'your password reset code' },
    'email-change': {
      action: 'confirm your new email address',
      subject: 'confirm your new email address',
    },
  }[args.purpose];
  const text = [
    `Your OTP is ${args.code}`,
    '',
    `Use it to ${action} at ${args.shopName}. It is valid for ${minutes} minutes.`,
    'If you did not ask for it, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>Your OTP is <strong style="font-size:20px;letter-spacing:3px">${args.code}</strong></p><p>Use it to ${action} at ${args.shopName}. It is valid for ${minutes} minutes.</p><p>If you did not ask for it, you can ignore this e-mail.</p>`;
  return { to: args.to, subject: `${args.shopName}: ${subject}`, text, html };
}

/** To the old address after the sign-in e-mail of the account changed. */
export function emailChangedEmail(args: {
  to: string;
  newEmail: string;
  shopName: string;
}): MailMessage {
  const text = [
    `The sign-in email of your ${args.shopName} account was changed to ${args.newEmail}.`,
    '',
    `If you did not make this change, please contact ${args.shopName} support at once.`,
  ].join('\n');
  const html = `<p>The sign-in email of your ${args.shopName} account was changed to <strong>${args.newEmail}</strong>.</p><p>If you did not make this change, please contact ${args.shopName} support at once.</p>`;
  return { to: args.to, subject: `${args.shopName}: your sign-in email was changed`, text, html };
}
