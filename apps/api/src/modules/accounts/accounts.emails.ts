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
  const action = args.purpose === 'register' ? 'verify your email' : 'reset your password';
  const subject =
    args.purpose === 'register'
      ? `${args.shopName}: your verification code`
      : `${args.shopName}: your password reset code`;
  const text = [
    `Your OTP is ${args.code}`,
    '',
    `Use it to ${action} at ${args.shopName}. It is valid for ${minutes} minutes.`,
    'If you did not ask for it, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>Your OTP is <strong style="font-size:20px;letter-spacing:3px">${args.code}</strong></p><p>Use it to ${action} at ${args.shopName}. It is valid for ${minutes} minutes.</p><p>If you did not ask for it, you can ignore this e-mail.</p>`;
  return { to: args.to, subject, text, html };
}
