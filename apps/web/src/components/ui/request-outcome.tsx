/** What became of a sent form: the success text (a status) or the failure (an alert). */
import { CheckCircle2 } from 'lucide-react';
import type { RequestOutcome as Outcome } from '@/lib/request-form';
import { ErrorBanner } from './error-banner';

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
