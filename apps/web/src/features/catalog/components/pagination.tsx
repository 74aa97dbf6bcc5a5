/**
 * Page links for a paged list: Previous, the page numbers (with gaps on long lists) and Next.
 * Each page is a real link (hrefFor), so pages can be opened, shared and reached with Back.
 */
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/** The page numbers to show: the first, the last and the neighbours of the current one. */
export function visiblePages(current: number, count: number): (number | 'gap')[] {
  const wanted = new Set([1, count, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((n) => wanted.add(n));
  if (current >= count - 2) [count - 3, count - 2, count - 1].forEach((n) => wanted.add(n));
  const pages = [...wanted].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) result.push('gap');
    result.push(page);
  });
  return result;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium transition';
const linkClass = `${itemClass} border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700`;
const disabledClass = `${itemClass} cursor-not-allowed border-slate-200 text-slate-300`;

export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">Previous</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">Previous</span>
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {visiblePages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span
                  aria-current="page"
                  aria-label={`Page ${item}`}
                  className={`${itemClass} border-brand-600 bg-brand-600 text-white`}
                >
                  {item}
                </span>
              ) : (
                <Link to={hrefFor(item)} aria-label={`Page ${item}`} className={linkClass}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
