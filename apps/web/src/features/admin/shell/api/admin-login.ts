/** POST /api/admin/login: the server checks the credentials; none live in the client. */
import type { AdminLoginAnswer, AdminLoginInput } from '@shop/shared/accounts/schemas';
import { apiFetch } from '@/lib/api-client';

export function adminLogin(input: AdminLoginInput): Promise<AdminLoginAnswer> {
  return apiFetch<AdminLoginAnswer>('/admin/login', { method: 'POST', body: input });
}
