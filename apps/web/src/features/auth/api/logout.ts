/** POST /api/auth/logout: revokes the session cookie. */
import { apiFetch } from '@/lib/api-client';

export function logout(): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/logout', { method: 'POST' });
}
