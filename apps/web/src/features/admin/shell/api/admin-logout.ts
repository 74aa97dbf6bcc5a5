/** POST /api/admin/logout: revokes the admin token on the server. */
import { apiFetch } from '@/lib/api-client';
import { getAdminToken } from '@/lib/admin-session';

export function adminLogout(): Promise<{ message: string }> {
  const token = getAdminToken();
  // Not adminFetch: a 401 here (token already expired) must not redirect to /admin-login.
  return apiFetch<{ message: string }>('/admin/logout', {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
}
