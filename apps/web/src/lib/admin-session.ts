/**
 * The stored administrator login: a token and a user object,
 * kept in localStorage under the keys the admin pages read. Lives in lib because the
 * route guard, the customer sign-in (which must not wipe it) and the admin area all use it.
 */
import type { AdminUser } from '@shop/shared/accounts/schemas';

export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function getAdminToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_KEY) ?? null;
}

export function getAdminUser(): AdminUser | null {
  const raw = storage()?.getItem(ADMIN_USER_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AdminUser> | null;
    return value && typeof value.username === 'string'
      ? { username: value.username, role: String(value.role ?? 'admin') }
      : null;
  } catch {
    return null;
  }
}

export function saveAdminSession(token: string, user: AdminUser): void {
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
  storage()?.setItem(ADMIN_USER_KEY, JSON.stringify(user));
}

export function clearAdminSession(): void {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
  storage()?.removeItem(ADMIN_USER_KEY);
}
