/** POST /api/auth/login. */
import type { LoginInput, UserAnswer } from '@shop/shared/accounts/schemas';
import { apiFetch } from '@/lib/api-client';

export function login(input: LoginInput): Promise<UserAnswer> {
  return apiFetch<UserAnswer>('/auth/login', { method: 'POST', body: input });
}
