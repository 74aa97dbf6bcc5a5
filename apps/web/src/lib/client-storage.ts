/**
 * Clearing browser storage before a customer signs in or registers,
 * so nothing of a previous customer survives. The administrator's stored login is never
 * touched, and callers may name further keys to keep (a pending buy-now intent).
 */
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from './admin-session';

function clearExcept(storage: Storage, keep: ReadonlySet<string>): void {
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !keep.has(key)) doomed.push(key);
  }
  doomed.forEach((key) => storage.removeItem(key));
}

export function clearCustomerStorage(alsoKeep: readonly string[] = []): void {
  const keep = new Set([ADMIN_TOKEN_KEY, ADMIN_USER_KEY, ...alsoKeep]);
  try {
    clearExcept(window.localStorage, keep);
    clearExcept(window.sessionStorage, keep);
  } catch (error) {
    console.warn('Could not clear browser storage', error);
  }
}
