import { toast } from 'react-toastify';

/**
 * The toast that repeats the text of the form's red banner. The banner is the alert; the toast is a
 * polite status so assistive technology does not read the same error twice.
 */
export function toastBannerError(message: string): void {
  toast.error(message, { role: 'status' });
}
