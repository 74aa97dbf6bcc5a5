import type { Dispatch, SetStateAction } from 'react';
import { errorMessage, isApiError } from './api-client';
import { detailErrors, type FieldErrors } from './field-errors';
import { toastBannerError } from './toast-banner-error';

/**
 * What a back-office form shows when saving fails: the server's messages under their inputs (an
 * answer's field the form names otherwise is renamed), and the reason in the form's banner and a
 * toast. The reason is the server's, or, when none came (the connection dropped), the form's own
 * "could not save" text.
 */
export function showSaveFailure<Errors extends FieldErrors>(
  error: unknown,
  couldNotSave: string,
  form: {
    setErrors: Dispatch<SetStateAction<Errors>>;
    setFailure: (message: string) => void;
    rename?: Readonly<Record<string, string>>;
  },
): void {
  const message = errorMessage(error, couldNotSave);
  if (isApiError(error) && error.details) {
    const fields = Object.entries(detailErrors(error.details)).map(
      ([field, text]) => [form.rename?.[field] ?? field, text] as const,
    );
    form.setErrors((current) => ({ ...current, ...Object.fromEntries(fields) }));
  }
  form.setFailure(message);
  toastBannerError(message);
}
