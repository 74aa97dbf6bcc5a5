/** POST /api/auth/send-otp: e-mails a registration OTP. */
import type { SendOtpInput } from '@shop/shared/accounts/schemas';
import { apiFetch } from '@/lib/api-client';

export function sendOtp(input: SendOtpInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/send-otp', { method: 'POST', body: input });
}
