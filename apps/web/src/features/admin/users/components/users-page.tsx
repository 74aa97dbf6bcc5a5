/**
 * The Users screen (/admin/users): the shop's customers, newest first, searched on the server by
 * name or e-mail, with how many orders each placed and what they spent (cancelled orders left out),
 * whether they are blocked (in words), a link to their orders on the desk, and Block / Unblock
 * behind a confirmation (docs/decisions/054).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminCustomer } from '@shop/shared/accounts/schemas';
import { usersMessages as t } from '@shop/shared/admin/desk-messages';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { AdminSearchBox } from '@/features/admin/components/admin-search-box';
import { formatDate, formatRupees } from '@/lib/format';
import { useListParams } from '@/features/admin/components/use-list-params';
import { Button } from '@/components/ui/button';
import { USERS_PAGE_SIZE, useCustomers } from '../api/get-customers';
import { customerOrdersPath } from '../customer-orders-link';
import { BlockCustomerDialog } from './block-customer-dialog';

const cellClasses = 'px-3 py-2 text-left';

export default function UsersPage() {
  const { params, searchFor, showPage } = useListParams();
  const customers = useCustomers(params);
  const [changing, setChanging] = useState<AdminCustomer>();

  return (
    <>
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
            <table className="w-full min-w-[56rem] text-sm">
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
                  <th scope="col" className={cellClasses}>
                    {t.columns.status}
                  </th>
                  <th scope="col" className={cellClasses}>
                    {t.columns.actions}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-800">
                {items.map((customer) => {
                  const name =
                    `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
                  const blocked = customer.blockedAt !== null;
                  return (
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
                      <td className={cellClasses}>
                        <span
                          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${blocked ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'}`}
                        >
                          {blocked ? t.blocked : t.active}
                        </span>
                        {blocked && customer.blockedReason && (
                          <p className="mt-1 text-xs text-slate-600">
                            {t.blockedReason(customer.blockedReason)}
                          </p>
                        )}
                      </td>
                      <td className={cellClasses}>
                        <div className="flex flex-wrap items-center gap-2">
                          <Link
                            to={customerOrdersPath(customer.email)}
                            aria-label={t.viewOrdersOf(name)}
                            className="text-brand-700 hover:underline"
                          >
                            {t.viewOrders}
                          </Link>
                          <Button
                            variant="secondary"
                            aria-label={blocked ? t.unblockOf(name) : t.blockOf(name)}
                            onClick={() => setChanging(customer)}
                          >
                            {blocked ? t.unblock : t.block}
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </AdminListPage>
      {changing && (
        <BlockCustomerDialog customer={changing} onClose={() => setChanging(undefined)} />
      )}
    </>
  );
}
