/**
 * The first step of registering and of resetting a password: the account's e-mail and
 * 'Send OTP'. `sendEmailCode` is the sending both share (registration's Resend OTP too); the
 * form around them says which request sends the code and where the next step goes.
 */
import type { FormEvent, ReactNode } from 'react';
import { toast } from 'react-toastify';
import { sendOtpSchema, type SendOtpInput } from '@shop/shared/accounts/schemas';
import { accountMessages } from '@shop/shared/accounts/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { showRequestFailure } from '../show-request-failure';

/**
 * Sends a code once the shared schema accepts the e-mail, and toasts the text `send` resolves
 * to. A refused address or a failed request is told through `onError`; true once sent.
 */
export async function sendEmailCode({
  email,
  send,
  setBusy,
  onError,
}: {
  email: string;
  send: (input: SendOtpInput) => Promise<string>;
  setBusy: (busy: boolean) => void;
  onError: (message: string) => void;
}): Promise<boolean> {
  const parsed = sendOtpSchema.safeParse({ email });
  if (!parsed.success) {
    onError(parsed.error.issues[0]?.message ?? accountMessages.emailRequired);
    return false;
  }
  setBusy(true);
  onError('');
  try {
    toast.success(await send(parsed.data));
    return true;
  } catch (error) {
    showRequestFailure(error, accountMessages.sendOtpFailed, onError);
    return false;
  } finally {
    setBusy(false);
  }
}

type EmailStepFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  /** Called on submit unless a request is already running. */
  onSend: () => void;
  busy: boolean;
  autoFocus?: boolean;
  /** Above the field: the step it is, or what happens next. */
  intro: ReactNode;
  /** Below the button: the way back to logging in. */
  footer: ReactNode;
};

export function EmailStepForm({
  email,
  onEmailChange,
  onSend,
  busy,
  autoFocus,
  intro,
  footer,
}: EmailStepFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSend();
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {intro}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        autoFocus={autoFocus}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Sending...' : 'Send OTP'}
      </Button>
      {footer}
    </form>
  );
}
