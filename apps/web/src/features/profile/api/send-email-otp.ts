/** POST /api/user/email-otp {email}: a code to the address the customer wants to change to. */
import { useMutation } from '@tanstack/react-query';
import type { EmailChangeOtpInput } from '@shop/shared/accounts/schemas';
import { apiFetch } from '@/lib/api-client';

type MessageAnswer = { message: string };

export function sendEmailOtp(input: EmailChangeOtpInput): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>('/user/email-otp', { method: 'POST', body: input });
}

export function useSendEmailOtp() {
  return useMutation({ mutationFn: sendEmailOtp });
}
