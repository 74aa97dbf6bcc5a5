/**
 * GET /api/auth/session: who is signed in, or null for a visitor. Any failure means "signed out".
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionAnswer, User } from '@shop/shared/accounts/schemas';
import { apiFetch } from '@/lib/api-client';

export const sessionQueryKey = ['session'] as const;

export async function getSession(): Promise<User | null> {
  try {
    return (await apiFetch<SessionAnswer>('/auth/session')).user;
  } catch (error) {
    console.warn('Session check failed; continuing signed out', error);
    return null;
  }
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    // The session changes only through login, registration and logout, which update this entry.
    staleTime: Infinity,
    retry: false,
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}
