/** Cards of a title (h3) and a sentence or two, optionally with an icon: capabilities, values, jobs. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type CardItem = {
  title: string;
  description: ReactNode;
  Icon?: LucideIcon;
  /** Figures that belong to this card, e.g. a printer's build volume. */
  specs?: readonly { label: string; value: string }[];
};

export function CardGrid({ items, columns = 3 }: { items: CardItem[]; columns?: 2 | 3 | 4 }) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <ul className={`grid gap-4 ${grid}`}>
      {items.map(({ title, description, Icon, specs }) => (
        <li
          key={title}
          className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xs"
        >
          {Icon && (
            <span className="mb-3 flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          )}
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <div className="mt-1.5 text-sm leading-relaxed text-slate-600">{description}</div>
          {specs && <SpecList specs={specs} className="mt-4 border-t border-slate-100 pt-3" />}
        </li>
      ))}
    </ul>
  );
}

/** Label and value pairs, e.g. layer counts and tolerances. */
export function SpecList({
  specs,
  className = '',
}: {
  specs: readonly { label: string; value: string }[];
  className?: string;
}) {
  return (
    <dl className={`space-y-2 text-sm ${className}`}>
      {specs.map(({ label, value }) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
