/** POST /api/auth/forgot-password: e-mails a reset OTP. */
import { apiFetch } from '@/lib/api-client';

export function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/forgot-password', { method: 'POST', body: input });
}
