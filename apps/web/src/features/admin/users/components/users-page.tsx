/**
 * The Users screen (/admin/users): the shop's customers, newest first, searched on the server by
 * name or e-mail, with how many orders each placed and what they spent (cancelled orders left out).
 */
import { useSearchParams } from 'react-router';
import { usersMessages as t } from '@shop/shared/admin/desk-messages';
import { ErrorBanner } from '@/components/ui/error-banner';
import { AdminListHeading } from '@/features/admin/components/admin-list-heading';
import { AdminSearchBox } from '@/features/admin/components/admin-search-box';
import { AdminPager } from '@/features/admin/components/admin-pager';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { readListParams, writeListParams } from '@/features/admin/components/list-params';
import { USERS_PAGE_SIZE, useCustomers } from '../api/get-customers';

const cellClasses = 'px-3 py-2 text-left';

export default function UsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  function searchFor(text: string) {
    const current = readListParams(new URLSearchParams(window.location.search));
    if (text.trim() !== current.q) {
      setSearchParams(writeListParams({ q: text, page: 1 }), { replace: true });
    }
  }
  const customers = useCustomers(params);
  const total = customers.data?.total ?? 0;

  return (
    <section className="space-y-5">
      <title>{`${t.heading} | CircuitKart Admin`}</title>
      <AdminListHeading
        heading={t.heading}
        count={total}
        countSuffix={t.countSuffix}
        subtitle={t.subtitle}
      />
      <AdminSearchBox
        id="users-search"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        initial={params.q}
        onSearch={searchFor}
      />
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
            onPage={(page) => setSearchParams(writeListParams({ ...params, page }))}
          />
        </>
      )}
    </section>
  );
}
