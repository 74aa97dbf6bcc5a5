/** A bulleted list with tick marks: standards, checks, what a package includes. */
import { CircleCheck } from 'lucide-react';

export function CheckList({
  items,
  columns = 2,
}: {
  items: readonly string[];
  columns?: 1 | 2 | 3;
}) {
  const grid = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' }[columns];
  return (
    <ul className={`grid gap-x-6 gap-y-2.5 ${grid}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-slate-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
