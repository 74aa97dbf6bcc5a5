/** POST /api/auth/forgot-password: e-mails a reset OTP (extension, DECISIONS.md section 3). */
import { apiFetch } from '@/lib/api-client';

export function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/forgot-password', { method: 'POST', body: input });
}
