/**
 * A titled box that sums an order up: beside the form that places or pays for it (checkout,
 * payment) on a muted background, or as a white card once it is placed (order success).
 * `OrderSummaryEntry` is one labelled value of such a box.
 */
import { useId, type ReactNode } from 'react';

const panelClasses = {
  beside: 'rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6',
  card: 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5',
};
const headingClasses = {
  beside: 'text-lg font-semibold text-slate-900',
  card: 'text-base font-semibold text-slate-900',
};

type OrderSummaryPanelProps = {
  title: string;
  look: keyof typeof panelClasses;
  className?: string;
  children: ReactNode;
};

export function OrderSummaryPanel({ title, look, className, children }: OrderSummaryPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={className ? `${panelClasses[look]} ${className}` : panelClasses[look]}
    >
      <h2 id={headingId} className={headingClasses[look]}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label above its value; `valueClassName` sets how the value reads (a total, an id). */
export function OrderSummaryEntry({
  label,
  labelClassName = 'text-slate-500',
  valueClassName = 'text-slate-900',
  children,
}: {
  label: string;
  labelClassName?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className={labelClassName}>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
