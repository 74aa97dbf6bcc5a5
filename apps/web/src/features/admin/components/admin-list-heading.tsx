/**
 * The head of a back-office list: its heading with the number of matches in a badge (read as
 * "12 orders"), an optional line under it, and optional controls beside it (a filter, a button).
 */
import type { ReactNode } from 'react';

type AdminListHeadingProps = {
  heading: string;
  count: number;
  /** Read after the count by screen readers, e.g. ' orders'. */
  countSuffix: string;
  subtitle?: string;
  children?: ReactNode;
};

export function AdminListHeading({
  heading,
  count,
  countSuffix,
  subtitle,
  children,
}: AdminListHeadingProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-sm font-semibold text-white">
            {count}
            <span className="sr-only">{countSuffix}</span>
          </span>
        </div>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
      </div>
      {children}
    </header>
  );
}
