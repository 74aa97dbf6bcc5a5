/**
 * One table of the GST screen under its heading, scrollable on a phone (the scrolling region is
 * focusable, so it scrolls from the keyboard too), or a line saying it has no rows.
 */
import type { ReactNode } from 'react';

const cell = 'px-3 py-2 text-left';
const number = 'px-3 py-2 text-right tabular-nums';

type GstTableProps = {
  title: string;
  id: string;
  headings: string[];
  rows: ReactNode[][];
  /** Said instead of the table when it has no rows. */
  empty: string;
  /** How many columns, from the first, hold text; the others are numbers, aligned right. */
  textColumns?: number;
};

export function GstTable({ title, id, headings, rows, empty, textColumns = 2 }: GstTableProps) {
  const align = (column: number) => (column < textColumns ? cell : number);
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <div
          role="region"
          aria-labelledby={id}
          tabIndex={0}
          className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {headings.map((heading, i) => (
                  <th key={heading} scope="col" className={align(i)}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {rows.map((row, r) => (
                <tr key={r}>
                  {row.map((value, i) => (
                    <td key={i} className={align(i)}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
