/**
 * The Users screen (/admin/users): the shop's customers, newest first, searched on the server by
 * name or e-mail, with how many orders each placed and what they spent (cancelled orders left out).
 */
import { usersMessages as t } from '@shop/shared/admin/desk-messages';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { AdminSearchBox } from '@/features/admin/components/admin-search-box';
import { formatDate, formatRupees } from '@/lib/format';
import { useListParams } from '@/features/admin/components/use-list-params';
import { USERS_PAGE_SIZE, useCustomers } from '../api/get-customers';

const cellClasses = 'px-3 py-2 text-left';

export default function UsersPage() {
  const { params, searchFor, showPage } = useListParams();
  const customers = useCustomers(params);

  return (
    <AdminListPage
      heading={t.heading}
      countSuffix={t.countSuffix}
      subtitle={t.subtitle}
      controls={
        <AdminSearchBox
          id="users-search"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          initial={params.q}
          onSearch={searchFor}
        />
      }
      list={customers}
      loadingText={t.loading}
      loadFailed={t.loadFailed}
      emptyText={params.q ? t.emptySearch : t.empty}
      page={params.page}
      pageSize={USERS_PAGE_SIZE}
      onPage={showPage}
    >
      {(items) => (
        // A phone scrolls the table sideways inside its box, never the whole page; the box
        // takes focus so the keyboard can scroll it too.
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
              {items.map((customer) => (
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
      )}
    </AdminListPage>
  );
}
