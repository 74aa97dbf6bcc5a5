/**
 * Calls to the admin API: sends the stored token as `Authorization: Bearer` (besides the admin
 * cookie). A 401 means the token is gone or expired, so it is cleared and the browser goes
 * to /admin-login.
 */
import {
  apiFetch,
  apiFetchPage,
  isApiError,
  type ApiFetchOptions,
  type ApiPage,
} from '@/lib/api-client';
import { clearAdminSession, getAdminToken } from '@/lib/admin-session';

export function adminFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return withAdminToken(options, (withToken) => apiFetch<T>(path, withToken));
}

/** A paged admin list: the items and the number of all matches. */
export function adminFetchPage<T>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<ApiPage<T>> {
  return withAdminToken(options, (withToken) => apiFetchPage<T>(path, withToken));
}

async function withAdminToken<R>(
  options: ApiFetchOptions,
  call: (options: ApiFetchOptions) => Promise<R>,
): Promise<R> {
  const headers = new Headers(options.headers);
  const token = getAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await call({ ...options, headers });
  } catch (error) {
    if (isApiError(error, 401)) {
      clearAdminSession();
      window.location.assign('/admin-login');
    }
    throw error;
  }
}
