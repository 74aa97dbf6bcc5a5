/**
 * The Users screen (/admin/users): the shop's customers, newest first, searched on the server by
 * name or e-mail, with how many orders each placed and what they spent (cancelled orders left out).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { usersMessages as t } from '@shop/shared/admin/desk-messages';
import { ErrorBanner } from '@/components/ui/error-banner';
import { inputClasses } from '@/components/ui/text-field';
import { AdminPager } from '@/features/admin/components/admin-pager';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { useCustomers } from '../api/get-customers';
import { readUsersParams, USERS_PAGE_SIZE, writeUsersParams } from '../users-params';

const SEARCH_DELAY_MS = 300;
const cellClasses = 'px-3 py-2 text-left';

export default function UsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readUsersParams(searchParams);
  const [searchText, setSearchText] = useState(params.q);
  const searchFor = useDebouncedCallback((text: string) => {
    const current = readUsersParams(new URLSearchParams(window.location.search));
    if (text.trim() !== current.q) {
      setSearchParams(writeUsersParams({ q: text, page: 1 }), { replace: true });
    }
  }, SEARCH_DELAY_MS);
  const customers = useCustomers(params);
  const total = customers.data?.total ?? 0;

  return (
    <section className="space-y-5">
      <title>{`${t.heading} | CircuitKart Admin`}</title>
      <header>
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-sm font-semibold text-white">
            {total}
            <span className="sr-only">{t.countSuffix}</span>
          </span>
        </div>
        <p className="mt-1 text-slate-600">{t.subtitle}</p>
      </header>
      <div className="relative">
        <label htmlFor="users-search" className="sr-only">
          {t.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id="users-search"
          type="search"
          value={searchText}
          maxLength={100}
          onChange={(event) => {
            setSearchText(event.target.value);
            searchFor(event.target.value);
          }}
          placeholder={t.searchPlaceholder}
          className={`${inputClasses} pl-9`}
        />
      </div>
      {customers.isPending ? (
        <p role="status" className="text-slate-600">
          {t.loading}
        </p>
      ) : customers.isError ? (
        <ErrorBanner message={errorMessage(customers.error, t.loadFailed)} />
      ) : customers.data.items.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {params.q ? t.emptySearch : t.empty}
        </p>
      ) : (
        <>
          {/* A phone scrolls the table sideways inside its box, never the whole page; the box
              takes focus so the keyboard can scroll it too. */}
          <div
            role="region"
            aria-label={t.heading}
            tabIndex={0}
            className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={cellClasses}>
                    {t.columns.name}
                  </th>
                  <th scope="col" className={cellClasses}>
                    {t.columns.email}
                  </th>
                  <th scope="col" className={cellClasses}>
                    {t.columns.mobile}
                  </th>
                  <th scope="col" className={cellClasses}>
                    {t.columns.joined}
                  </th>
                  <th scope="col" className={`${cellClasses} text-right`}>
                    {t.columns.orders}
                  </th>
                  <th scope="col" className={`${cellClasses} text-right`}>
                    {t.columns.totalSpent}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-800">
                {customers.data.items.map((customer) => (
                  <tr key={customer._id}>
                    <th scope="row" className={`${cellClasses} font-medium text-slate-900`}>
                      {customer.firstName} {customer.lastName}
                    </th>
                    <td className={`${cellClasses} break-all`}>{customer.email}</td>
                    <td className={cellClasses}>{customer.mobile}</td>
                    <td className={cellClasses}>{formatDate(customer.createdAt)}</td>
                    <td className={`${cellClasses} text-right`}>{customer.orderCount}</td>
                    <td className={`${cellClasses} text-right`}>
                      {formatRupees(customer.totalSpent)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager
            page={params.page}
            total={total}
            pageSize={USERS_PAGE_SIZE}
            onPage={(page) => setSearchParams(writeUsersParams({ ...params, page }))}
          />
        </>
      )}
    </section>
  );
}
