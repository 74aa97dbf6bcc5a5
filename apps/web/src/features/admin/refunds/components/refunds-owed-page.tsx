/**
 * The Refunds owed screen (/admin/refunds): refunds on their way through Razorpay and refunds
 * that failed and were not made again, newest first, paged, each linking to its order where staff
 * refund it again. Orders marked Refund Pending with no refund recorded (paid and cancelled
 * before refunds were recorded) are not refunds: a note points to them on the orders desk.
 */
import { Link, useSearchParams } from 'react-router';
import { refundsOwedMessages as t } from '@shop/shared/admin/money-trail-messages';
import { orderNumber } from '@shop/shared/orders/status';
import { owedRefundStatuses, type RefundOwed } from '@shop/shared/payments/records';
import { refundMethodLabels } from '@shop/shared/payments/refunds';
import { SelectField } from '@/components/ui/form-controls';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useOrdersOwingWithoutRefund } from '../api/get-orders-owing-count';
import { useRefundsOwed } from '../api/get-refunds-owed';
import {
  ageOf,
  readRefundsOwedParams,
  REFUNDS_OWED_PAGE_SIZE,
  writeRefundsOwedParams,
  type RefundsOwedParams,
} from '../refunds-owed-params';

const cellClasses = 'px-3 py-2 text-left align-top';

export function RefundsOwedTable({ items, now }: { items: readonly RefundOwed[]; now: Date }) {
  return (
    // A phone scrolls the table sideways inside its box; the box takes focus for the keyboard.
    <div
      role="region"
      aria-label={t.heading}
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className="w-full min-w-[48rem] text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {[t.columns.order, t.columns.customer, t.columns.reason, t.columns.method].map(
              (column) => (
                <th key={column} scope="col" className={cellClasses}>
                  {column}
                </th>
              ),
            )}
            <th scope="col" className={`${cellClasses} text-right`}>
              {t.columns.amount}
            </th>
            <th scope="col" className={cellClasses}>
              {t.columns.status}
            </th>
            <th scope="col" className={cellClasses}>
              {t.columns.age}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {items.map((refund) => {
            const age = ageOf(refund.createdAt, now);
            return (
              <tr key={refund._id}>
                <th scope="row" className={`${cellClasses} font-medium`}>
                  <Link
                    to={`/admin/order/${refund.order._id}`}
                    className="text-brand-700 underline hover:text-brand-800"
                  >
                    {t.openOrder(orderNumber(refund.order._id))}
                  </Link>
                </th>
                <td className={cellClasses}>
                  <span className="block text-slate-900">
                    {refund.order.customer.firstName} {refund.order.customer.lastName}
                  </span>
                  <span className="block break-all text-slate-600">
                    {refund.order.customer.email}
                  </span>
                </td>
                <td className={cellClasses}>{refund.reason}</td>
                <td className={cellClasses}>{refundMethodLabels[refund.method]}</td>
                <td className={`${cellClasses} text-right font-semibold text-slate-900`}>
                  {formatRupees(refund.amount)}
                </td>
                <td className={cellClasses}>
                  <span
                    className={
                      refund.status === 'FAILED'
                        ? 'font-medium text-red-700'
                        : 'font-medium text-amber-800'
                    }
                  >
                    {t.statusLabels[refund.status] ?? refund.status}
                  </span>
                  {refund.failureReason && (
                    <span className="block text-red-700">
                      {t.failedBecause(refund.failureReason)}
                    </span>
                  )}
                </td>
                <td className={cellClasses}>
                  <time dateTime={refund.createdAt} title={formatDateTime(refund.createdAt)}>
                    {t.age(age.days, age.hours)}
                  </time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function OrdersWithoutRefundNote() {
  const count = useOrdersOwingWithoutRefund();
  if (!count.data) return null;
  return (
    <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
      {t.ordersWithoutRefund(count.data)}{' '}
      <Link
        to="/admin/orders?status=CANCELLED&paymentStatus=REFUND_PENDING"
        className="font-medium underline"
      >
        {t.ordersWithoutRefundLink}
      </Link>
    </p>
  );
}

export default function RefundsOwedPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readRefundsOwedParams(searchParams);
  const refunds = useRefundsOwed(params);
  const show = (next: RefundsOwedParams) => setSearchParams(writeRefundsOwedParams(next));

  return (
    <AdminListPage
      heading={t.heading}
      countSuffix={t.countSuffix}
      subtitle={t.subtitle}
      controls={
        <>
          <OrdersWithoutRefundNote />
          <SelectField
            id="refunds-owed-status"
            label={t.statusFilterLabel}
            className="max-w-xs"
            options={owedRefundStatuses}
            optionLabel={(status) => t.statusLabels[status] ?? status}
            placeholder={t.allStatuses}
            value={params.status}
            onChange={(event) =>
              show({ status: event.target.value as RefundsOwedParams['status'], page: 1 })
            }
          />
        </>
      }
      list={refunds}
      loadingText={t.loading}
      loadFailed={t.loadFailed}
      emptyText={params.status ? t.emptyFiltered(t.statusLabels[params.status]!) : t.empty}
      page={params.page}
      pageSize={REFUNDS_OWED_PAGE_SIZE}
      onPage={(page) => show({ ...params, page })}
    >
      {(items) => <RefundsOwedTable items={items} now={new Date()} />}
    </AdminListPage>
  );
}
