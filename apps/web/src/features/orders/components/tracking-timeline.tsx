/** The delivery timeline: the five stages, dated and placed where the order's history says. */
import { Check, Circle, X } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import type { TimelineStep } from '../order-rules';

export function TrackingTimeline({
  steps,
  label = 'Delivery timeline',
}: {
  steps: TimelineStep[];
  label?: string;
}) {
  return (
    <ol aria-label={label} className="relative">
      {steps.map((step, index) => {
        const reached = step.state === 'done' || step.state === 'current';
        const last = index === steps.length - 1;
        return (
          <li
            key={step.label}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute top-7 left-3.5 h-[calc(100%-1.75rem)] w-0.5 -translate-x-1/2 ${reached && steps[index + 1]?.state !== 'upcoming' ? 'bg-brand-500' : 'bg-slate-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative flex size-7 shrink-0 items-center justify-center rounded-full ${
                step.state === 'cancelled'
                  ? 'bg-red-100 text-red-600'
                  : reached
                    ? 'bg-brand-600 text-white'
                    : 'border-2 border-slate-200 bg-white text-slate-300'
              } ${step.state === 'current' ? 'ring-4 ring-brand-100' : ''}`}
            >
              {step.state === 'cancelled' ? (
                <X className="size-4" />
              ) : reached ? (
                <Check className="size-4" />
              ) : (
                <Circle className="size-2.5 fill-current" />
              )}
            </span>
            <div className="min-w-0 pt-0.5">
              <p
                className={`text-sm font-semibold ${
                  step.state === 'cancelled'
                    ? 'text-red-700'
                    : reached
                      ? 'text-slate-900'
                      : 'text-slate-500'
                }`}
              >
                {step.label}
                <span className="sr-only">
                  {step.state === 'upcoming'
                    ? ' (not yet)'
                    : step.state === 'cancelled'
                      ? ''
                      : ' (reached)'}
                </span>
              </p>
              {(step.date || step.location) && step.state !== 'upcoming' && (
                <p className="text-xs text-slate-500">
                  {[step.date ? formatDateTime(step.date) : '', step.location]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
