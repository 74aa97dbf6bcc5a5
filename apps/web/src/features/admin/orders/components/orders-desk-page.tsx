/**
 * The orders desk's list (/admin/orders): the orders of one status (PROCESSING unless another is
 * chosen), searched on the server by order id, customer name or e-mail, 100 to a page.
 */
import type { ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ordersDeskMessages as t } from '@shop/shared/admin/desk-messages';
import { orderMessages } from '@shop/shared/orders/messages';
import type { AdminOrder } from '@shop/shared/orders/schemas';
import { deskStatuses, orderNumber, type DeskStatus } from '@shop/shared/orders/status';
import { buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/text-field';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { AdminSearchBox } from '@/features/admin/components/admin-search-box';
import { formatDate, formatRupees } from '@/lib/format';
import { useOrdersByStatus } from '../api/get-orders-by-status';
import { OrderStatusBadge, PaymentBadge } from '@/features/admin/components/order-badges';
import { LargeCodBadge } from './large-cod-badge';
import {
  ORDERS_DESK_PAGE_SIZE,
  readOrdersDeskParams,
  writeOrdersDeskParams,
  type OrdersDeskParams,
} from '../orders-desk-params';

export default function OrdersDeskPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readOrdersDeskParams(searchParams);
  // The typed search reaches the address (and the server) once typing pauses, from page 1.
  function searchFor(text: string) {
    const current = readOrdersDeskParams(new URLSearchParams(window.location.search));
    if (text.trim() !== current.q) go({ ...current, q: text.trim(), page: 1 }, true);
  }

  const orders = useOrdersByStatus(params);

  function go(next: OrdersDeskParams, replace = false) {
    setSearchParams(writeOrdersDeskParams(next), { replace });
  }

  function chooseStatus(event: ChangeEvent<HTMLSelectElement>) {
    // Another status is another list: a payment status narrowing this one does not follow.
    go({ q: params.q, status: event.target.value as DeskStatus, page: 1 });
  }

  return (
    <AdminListPage
      heading={t.heading(params.status)}
      countSuffix={t.countSuffix}
      subtitle={
        params.paymentStatus
          ? t.subtitleWithPayment(params.status, params.paymentStatus)
          : t.subtitle(params.status)
      }
      actions={
        <label className="text-sm font-medium text-slate-700">
          {t.statusFilterLabel}
          <select
            value={params.status}
            onChange={chooseStatus}
            className={`${inputClasses} mt-1 min-w-44`}
          >
            {deskStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
      }
      controls={
        <AdminSearchBox
          id="orders-search"
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          initial={params.q}
          onSearch={searchFor}
        />
      }
      list={orders}
      loadingText={t.loading(params.status)}
      loadFailed={orderMessages.loadFailed}
      emptyText={
        <>
          {t.empty(params.status)}
          {params.q ? t.emptySearchSuffix : ''}
        </>
      }
      page={params.page}
      pageSize={ORDERS_DESK_PAGE_SIZE}
      onPage={(page) => go({ ...params, page })}
    >
      {(items) => (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </ul>
      )}
    </AdminListPage>
  );
}

function OrderCard({ order }: { order: AdminOrder }) {
  const number = t.orderNumber(orderNumber(order._id));
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <OrderStatusBadge status={order.status} />
        <PaymentBadge order={order} />
        {order.largeCod && <LargeCodBadge />}
      </div>
      <h2 className="text-lg font-bold text-slate-900">{number}</h2>
      <div className="text-sm text-slate-700">
        <p className="font-medium text-slate-900">
          {order.user.firstName} {order.user.lastName}
        </p>
        <p className="break-all">{order.user.email}</p>
        <p>{formatDate(order.createdAt)}</p>
      </div>
      <p className="text-lg font-semibold text-slate-900">{formatRupees(order.totalAmount)}</p>
      <ul className="text-sm text-slate-700">
        {order.orderItems.slice(0, 3).map((item) => (
          <li key={item._id}>
            {item.name} {t.quantity(item.quantity)}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-center justify-between">
        <span className="text-sm text-slate-600">{t.items(order.orderItems.length)}</span>
        <Link
          to={`/admin/order/${order._id}`}
          aria-label={`${t.viewDetails}: ${number}`}
          className={buttonClasses('primary')}
        >
          {t.viewDetails}
        </Link>
      </div>
    </li>
  );
}
