/** POST /api/auth/reset-password: sets a new password with the e-mailed OTP. */
import type { ResetPasswordInput } from '@shop/shared/accounts/schemas';
import { apiFetch } from '@/lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/reset-password', { method: 'POST', body: input });
}
