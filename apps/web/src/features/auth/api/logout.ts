/** POST /api/auth/logout: revokes the session cookie. */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function logout(): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/logout', { method: 'POST' });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
