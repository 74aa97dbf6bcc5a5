/** POST /api/auth/register (needs an e-mail verified by OTP). */
import type { RegisterInput, UserAnswer } from '@shop/shared/accounts/schemas';
import { apiFetch } from '@/lib/api-client';

export function register(input: RegisterInput): Promise<UserAnswer> {
  return apiFetch<UserAnswer>('/auth/register', { method: 'POST', body: input });
}
