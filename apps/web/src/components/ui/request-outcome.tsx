/**
 * What became of a sent form: the success text (a status) or the failure (an alert); and the
 * summary of the fields its own check refused.
 */
import { CheckCircle2 } from 'lucide-react';
import type { FieldErrors, RequestOutcome as Outcome } from '@/lib/request-form';
import { ErrorBanner } from './error-banner';
import { ErrorSummary, summaryTitle } from './error-summary';

export function RequestOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <div aria-live="polite">
      {outcome?.ok && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {outcome.message}
        </p>
      )}
      {outcome && !outcome.ok && <ErrorBanner message={outcome.message} />}
    </div>
  );
}

/** Every refused field at once, each linking to its field (`fieldId` of its name). */
export function RequestErrors({
  errors,
  attempt,
  fieldId,
  className,
}: {
  errors: FieldErrors;
  attempt: number;
  fieldId: (field: string) => string;
  className?: string;
}) {
  const listed = Object.entries(errors).map(([field, message]) => ({
    fieldId: fieldId(field),
    message,
  }));
  if (attempt === 0 || listed.length === 0) return null;
  return (
    <div className={className}>
      <ErrorSummary title={summaryTitle(listed.length)} errors={listed} attempt={attempt} />
    </div>
  );
}
