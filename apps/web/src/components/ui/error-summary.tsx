/**
 * The summary a form shows at its top when a submit finds mistakes: every message at once, each a
 * link to its field, focused so a screen reader reads it and a phone scrolls to it. The fields
 * show the same messages beside them (aria-invalid, aria-describedby).
 */
import { useEffect, useId, useRef } from 'react';

export type SummaryError = { fieldId: string; message: string };

type ErrorSummaryProps = {
  title: string;
  errors: readonly SummaryError[];
  /** Changes with every submit that fails, so the summary takes the focus again. */
  attempt?: number;
};

export function ErrorSummary({ title, errors, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, [attempt]);

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-red-500"
    >
      <p id={titleId} className="font-semibold">
        {title}
      </p>
      {errors.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {errors.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                className="underline underline-offset-2"
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(fieldId)?.focus();
                }}
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The title when a form's fields have mistakes. */
export const summaryTitle = (count: number) =>
  count === 1 ? 'Please correct 1 field' : `Please correct ${count} fields`;
