/** POST /api/auth/verify-otp: marks the e-mail as verified for registration. */
import type { VerifyOtpInput } from '@shop/shared/accounts/schemas';
import { apiFetch } from '@/lib/api-client';

export function verifyOtp(input: VerifyOtpInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/verify-otp', { method: 'POST', body: input });
}
