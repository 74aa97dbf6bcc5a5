/**
 * A paged back-office list screen: its title, the heading with the number of matches, the
 * controls under it (a search box, a filter), then one of: a status line while the page loads,
 * the server's message (else the screen's) when it cannot be read, the screen's empty message,
 * or the items with Previous / Next under them.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorBanner } from '@/components/ui/error-banner';
import { errorMessage, type ApiPage } from '@/lib/api-client';
import { AdminListHeading } from './admin-list-heading';
import { AdminPager } from './admin-pager';

type AdminListPageProps<Item> = {
  heading: string;
  /** Read after the count by screen readers, e.g. ' orders'. */
  countSuffix: string;
  subtitle?: string;
  /** Beside the heading, such as a filter. */
  actions?: ReactNode;
  /** Under the heading, such as the search box. */
  controls?: ReactNode;
  /** The request for the page of items shown. */
  list: UseQueryResult<ApiPage<Item>>;
  loadingText: string;
  loadFailed: string;
  emptyText: ReactNode;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: (items: Item[]) => ReactNode;
};

export function AdminListPage<Item>({
  heading,
  countSuffix,
  subtitle,
  actions,
  controls,
  list,
  loadingText,
  loadFailed,
  emptyText,
  page,
  pageSize,
  onPage,
  children,
}: AdminListPageProps<Item>) {
  const total = list.data?.total ?? 0;
  return (
    <section className="space-y-5">
      <title>{`${heading} | CircuitKart Admin`}</title>
      <AdminListHeading
        heading={heading}
        count={total}
        countSuffix={countSuffix}
        subtitle={subtitle}
      >
        {actions}
      </AdminListHeading>
      {controls}
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          {loadingText}
        </p>
      ) : list.isError ? (
        <ErrorBanner message={errorMessage(list.error, loadFailed)} />
      ) : list.data.items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {emptyText}
        </p>
      ) : (
        <>
          {children(list.data.items)}
          <AdminPager page={page} total={total} pageSize={pageSize} onPage={onPage} />
        </>
      )}
    </section>
  );
}
