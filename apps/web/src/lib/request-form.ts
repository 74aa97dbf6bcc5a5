/**
 * The shop's "send us a request" forms (the business enquiry, the contact form, the quote and
 * support forms): the values, checked with the shared schema before sending, each field's
 * problem under it (the form's own check or the server's 400) and all of them at once in a
 * summary above, 'Submitting' while busy, and on
 * success the success text and the form cleared.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, isApiError } from './api-client';

export type FieldErrors = Record<string, string>;

type Issue = { path: readonly PropertyKey[]; message: string };
type SafeParse<Input> = (
  value: unknown,
) => { success: true; data: Input } | { success: false; error: { issues: Issue[] } };

/** The first problem of each field, keyed by the field's name. */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The fields the server named in its 400. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error, 400) || !error.details) return {};
  return Object.fromEntries(
    Object.entries(error.details).flatMap(([field, messages]) =>
      messages[0] ? [[field.split('.')[0]!, messages[0]]] : [],
    ),
  );
}

export type RequestOutcome = { ok: boolean; message: string } | null;

export function useRequestForm<Values extends Record<string, string>, Input>(options: {
  empty: Values;
  /** The payload the values make. */
  toInput: (values: Values) => unknown;
  /** The shared schema's check of that payload; what passes is what is sent. */
  check: SafeParse<Input>;
  send: (input: Input) => Promise<unknown>;
  successText: string;
  failureText: string;
}) {
  const [values, setValues] = useState(options.empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<RequestOutcome>(null);
  /** Counts the submits the form's own check refused, so each brings its summary into focus. */
  const [attempt, setAttempt] = useState(0);
  const mutation = useMutation({ mutationFn: options.send });

  function setField(field: keyof Values & string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = options.check(options.toInput(values));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      setAttempt((count) => count + 1);
      setOutcome(null);
      return;
    }
    setOutcome(null);
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setValues(options.empty);
        setErrors({});
        setOutcome({ ok: true, message: options.successText });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        // Too many requests: the server says how long to wait.
        const message = isApiError(error, 429)
          ? errorMessage(error, options.failureText)
          : options.failureText;
        setOutcome({ ok: false, message });
      },
    });
  }

  return { values, errors, attempt, outcome, busy: mutation.isPending, setField, submit };
}
