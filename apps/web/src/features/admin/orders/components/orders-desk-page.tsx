/**
 * The orders desk's list (/admin/orders): the orders of one status (PROCESSING unless another is
 * chosen), searched on the server by order id, customer name or e-mail, 100 to a page.
 */
import { useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ordersDeskMessages as t } from '@shop/shared/admin/desk-messages';
import { orderMessages } from '@shop/shared/orders/messages';
import type { AdminOrder } from '@shop/shared/orders/schemas';
import { deskStatuses, orderNumber, type DeskStatus } from '@shop/shared/orders/status';
import {
  paperworkMessages as pm,
  MAX_ORDERS_PER_PRINT,
  printableStatuses,
} from '@shop/shared/paperwork/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { errorMessage } from '@/lib/api-client';
import { inputClasses } from '@/components/ui/text-field';
import { AdminListPage } from '@/features/admin/components/admin-list-page';
import { AdminSearchBox } from '@/features/admin/components/admin-search-box';
import { formatDate, formatRupees } from '@/lib/format';
import { useOrdersByStatus } from '../api/get-orders-by-status';
import { OrderStatusBadge, PaymentBadge } from '@/features/admin/components/order-badges';
import { usePrintOrders, type PrintKind } from '../api/print-orders';
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
  // Chosen for printing; kept across pages and statuses until printed or cleared.
  const [selected, setSelected] = useState<string[]>([]);
  const print = usePrintOrders();
  const toggle = (id: string) =>
    setSelected((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]));
  const printAs = (kind: PrintKind) => print.mutate({ kind, orderIds: selected });

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
        <>
          <AdminSearchBox
            id="orders-search"
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            initial={params.q}
            onSearch={searchFor}
          />
          <div
            role="group"
            aria-label="Printing"
            className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700"
          >
            <span aria-live="polite">
              {selected.length > 0 ? pm.selectedCount(selected.length) : pm.printHint}
            </span>
            <Button
              variant="secondary"
              disabled={selected.length === 0 || print.isPending}
              onClick={() => printAs('packing-slips')}
            >
              {pm.printPackingSlips}
            </Button>
            <Button
              variant="secondary"
              disabled={selected.length === 0 || print.isPending}
              onClick={() => printAs('picking-list')}
            >
              {pm.printPickingList}
            </Button>
            {selected.length > 0 && (
              <Button variant="link" onClick={() => setSelected([])}>
                {pm.clearSelection}
              </Button>
            )}
            {print.isPending && <span role="status">{pm.preparing}</span>}
          </div>
          {print.isError && <ErrorBanner message={errorMessage(print.error, pm.printFailed)} />}
        </>
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
            <OrderCard
              key={order._id}
              order={order}
              selected={selected.includes(order._id)}
              // The server prints at most this many at once; more cannot be chosen.
              selectable={selected.includes(order._id) || selected.length < MAX_ORDERS_PER_PRINT}
              onToggle={() => toggle(order._id)}
            />
          ))}
        </ul>
      )}
    </AdminListPage>
  );
}

function OrderCard({
  order,
  selected,
  selectable,
  onToggle,
}: {
  order: AdminOrder;
  selected: boolean;
  selectable: boolean;
  onToggle: () => void;
}) {
  const number = t.orderNumber(orderNumber(order._id));
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        {/* Only an order with a parcel to pack (or still at the dock) can be printed. */}
        {(printableStatuses as readonly string[]).includes(order.status) && (
          <input
            type="checkbox"
            aria-label={pm.selectOrder(orderNumber(order._id))}
            checked={selected}
            disabled={!selectable}
            onChange={onToggle}
            className="size-4"
          />
        )}
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
