/**
 * One return on the Returns screen: its order (a link to the order's page), customer, date,
 * reason and details (as text, never markup), the customer's photos, the lines and their value,
 * its state, the staff note, the credit note once received, and the moves its state allows.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { ordersDeskMessages } from '@shop/shared/admin/desk-messages';
import { creditNoteDownloadPath } from '@shop/shared/gst/documents';
import { orderNumber } from '@shop/shared/orders/status';
import {
  returnMessages as m,
  returnReasonLabels,
  returnStatusNames,
} from '@shop/shared/returns/messages';
import type { AdminReturn } from '@shop/shared/returns/schemas';
import { buttonClasses } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { ReturnActionsForm } from './return-actions-form';

const statusTone: Record<AdminReturn['status'], string> = {
  REQUESTED: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-sky-100 text-sky-900',
  REJECTED: 'bg-red-100 text-red-800',
  RECEIVED: 'bg-indigo-100 text-indigo-900',
  REFUNDED: 'bg-emerald-100 text-emerald-900',
};

export function ReturnStatusBadge({ status }: { status: AdminReturn['status'] }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusTone[status]}`}>
      {returnStatusNames[status]}
    </span>
  );
}

export function AdminReturnCard({ orderReturn }: { orderReturn: AdminReturn }) {
  const headingId = useId();
  const { customer, order } = orderReturn;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-slate-900">
            <Link
              to={`/admin/order/${order._id}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {ordersDeskMessages.orderNumber(orderNumber(order._id))}
            </Link>
          </h2>
          <time dateTime={orderReturn.createdAt} className="text-sm text-slate-600">
            {formatDateTime(orderReturn.createdAt)}
          </time>
        </div>
        <ReturnStatusBadge status={orderReturn.status} />
      </header>

      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{m.adminCustomer}</dt>
        <dd className="break-all text-slate-900">
          {customer.name} · {customer.email}
        </dd>
        <dt className="text-slate-600">{m.adminReason}</dt>
        <dd className="text-slate-900">{returnReasonLabels[orderReturn.reason]}</dd>
        {orderReturn.details && (
          <>
            <dt className="text-slate-600">{m.adminDetails}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">
              {orderReturn.details}
            </dd>
          </>
        )}
        <dt className="text-slate-600">{m.adminLines}</dt>
        <dd className="text-slate-900">
          <ul>
            {orderReturn.items.map((line, index) => (
              <li key={`${line.product ?? 'gone'}-${index}`}>{m.line(line.quantity, line.name)}</li>
            ))}
          </ul>
          <p className="font-semibold">
            {m.value(orderReturn.amount)} · {m.adminPayment(order.paymentMethod)}
          </p>
        </dd>
        {orderReturn.note && (
          <>
            <dt className="text-slate-600">{m.noteLabel}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{orderReturn.note}</dd>
          </>
        )}
      </dl>

      {orderReturn.images.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={m.adminPhotos}>
          {orderReturn.images.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <img
                  src={url}
                  alt={m.photoAlt(index + 1)}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}

      {(orderReturn.restocked || orderReturn.creditNote) && (
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          {orderReturn.restocked && <span>{m.restocked}</span>}
          {orderReturn.creditNote && (
            <a
              href={creditNoteDownloadPath(orderReturn.orderId, orderReturn.creditNote._id)}
              download
              className={buttonClasses('link', 'px-0 py-1')}
            >
              <FileText aria-hidden="true" className="size-4" />
              {m.creditNote(orderReturn.creditNote.number)}
            </a>
          )}
        </p>
      )}

      <ReturnActionsForm key={orderReturn.status} orderReturn={orderReturn} />
    </article>
  );
}
