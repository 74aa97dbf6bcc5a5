/**
 * Calls to the admin API: sends the stored token as `Authorization: Bearer` (besides the admin
 * cookie). A 401 means the token is gone or expired, so it is cleared and the browser goes
 * to /admin-login (DECISIONS.md section 3).
 */
import { apiFetch, isApiError, type ApiFetchOptions } from '@/lib/api-client';
import { clearAdminSession, getAdminToken } from '@/lib/admin-session';

export async function adminFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  const token = getAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await apiFetch<T>(path, { ...options, headers });
  } catch (error) {
    if (isApiError(error, 401)) {
      clearAdminSession();
      window.location.assign('/admin-login');
    }
    throw error;
  }
}
