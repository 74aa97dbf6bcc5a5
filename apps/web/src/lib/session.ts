/** GET /api/auth/check: who is signed in. Any failure means "signed out" (storefront.md section 4). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shop/shared/accounts/schemas';
import { apiFetch, isApiError } from '@/lib/api-client';

export const sessionQueryKey = ['session'] as const;

export async function getSession(): Promise<User | null> {
  try {
    const answer = await apiFetch<{ user?: User | null }>('/auth/check');
    return answer?.user ?? null;
  } catch (error) {
    if (!isApiError(error, 401)) console.warn('Session check failed; continuing signed out', error);
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
