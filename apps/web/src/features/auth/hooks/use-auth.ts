/**
 * The customer's session as the pages use it, built on the ['session'] query:
 * who is signed in, and login, register, logout and refresh.
 */
import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput, User } from '@shop/shared/accounts/schemas';
import { clearCustomerStorage } from '@/lib/client-storage';
import { disconnectSocket } from '@/lib/socket';
import { getSessionQueryOptions, sessionQueryKey, useSession } from '@/lib/session';
import { login as loginRequest } from '../api/login';
import { logout as logoutRequest } from '../api/logout';
import { register as registerRequest } from '../api/register';
import { PENDING_INTENT_KEY } from '@/lib/pending-intent';

/**
 * Queries that do not depend on which customer is signed in survive a session change: the
 * session itself, the public catalogue and the administrator's own queries.
 */
const CUSTOMER_INDEPENDENT_ROOTS = new Set([
  'session',
  'categories',
  'products',
  'product',
  'feedback',
  'admin',
]);

function dropCustomerQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => !CUSTOMER_INDEPENDENT_ROOTS.has(String(query.queryKey[0])),
  });
}

/**
 * Before every login and registration attempt, log out on the server (clears a stale cookie;
 * failures are only logged) and clear local and session storage, so nothing of a previous customer
 * survives.
 */
async function startFreshSession(queryClient: QueryClient): Promise<void> {
  try {
    await logoutRequest();
  } catch (error) {
    console.warn('Logout before sign-in failed', error);
  }
  clearCustomerStorage([PENDING_INTENT_KEY]);
  dropCustomerQueries(queryClient);
}

export type AuthState = {
  user: User | null;
  isAuthenticated: boolean;
  /** True until the first session check has answered. */
  isChecking: boolean;
  login: (input: LoginInput) => Promise<User>;
  register: (input: RegisterInput) => Promise<User>;
  logout: () => Promise<void>;
  refresh: () => Promise<User | null>;
};

export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const session = useSession();

  const signIn = useCallback(
    (user: User) => {
      // The answer carries the signed-in user, so the session entry is set rather than refetched.
      queryClient.setQueryData(sessionQueryKey, user);
      return user;
    },
    [queryClient],
  );

  const loginMutation = useMutation({
    mutationFn: async (input: LoginInput) => {
      await startFreshSession(queryClient);
      return (await loginRequest(input)).user;
    },
    onSuccess: signIn,
  });

  const registerMutation = useMutation({
    mutationFn: async (input: RegisterInput) => {
      await startFreshSession(queryClient);
      return (await registerRequest(input)).user;
    },
    onSuccess: signIn,
  });

  const logoutMutation = useMutation({
    mutationFn: logoutRequest,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      dropCustomerQueries(queryClient);
      // The socket belonged to the signed-out customer: close it now.
      disconnectSocket();
    },
  });

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    return queryClient.fetchQuery(getSessionQueryOptions());
  }, [queryClient]);

  const user = session.data ?? null;
  return {
    user,
    isAuthenticated: user !== null,
    isChecking: session.isPending,
    login: loginMutation.mutateAsync,
    register: registerMutation.mutateAsync,
    logout: async () => {
      await logoutMutation.mutateAsync();
    },
    refresh,
  };
}
