/**
 * A sign-in form's failed request: the server's message, else the form's fallback, in the
 * panel's red banner (through `onError`) and repeated as a toast.
 */
import { errorMessage } from '@/lib/api-client';
import { toastBannerError } from '@/lib/toast-banner-error';

export function showRequestFailure(
  error: unknown,
  fallback: string,
  onError: (message: string) => void,
): void {
  const message = errorMessage(error, fallback);
  onError(message);
  toastBannerError(message);
}
