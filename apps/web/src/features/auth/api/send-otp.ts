/** POST /api/auth/send-otp: e-mails a registration OTP. */
import { useMutation } from '@tanstack/react-query';
import type { SendOtpInput } from '@shop/shared/accounts/schemas';
import { apiFetch } from '@/lib/api-client';

export function sendOtp(input: SendOtpInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/send-otp', { method: 'POST', body: input });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
