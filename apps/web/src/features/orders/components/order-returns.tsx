/**
 * An order's returns on My Orders, oldest first: each one's state in the customer's words, the
 * units sent back, their value, the shop's note and, once the items are received, the credit
 * note. Kept current by the live order events; still shown after the return window closes.
 */
import { useId } from 'react';
import { FileText } from 'lucide-react';
import { creditNoteDownloadPath } from '@shop/shared/gst/documents';
import { returnMessages as m, returnStatusLabels } from '@shop/shared/returns/messages';
import type { OrderReturn, Returnable } from '@shop/shared/returns/schemas';
import { buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useOrderReturns } from '../api/get-order-returns';

const statusTone: Record<OrderReturn['status'], string> = {
  REQUESTED: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-sky-100 text-sky-900',
  REJECTED: 'bg-red-100 text-red-800',
  RECEIVED: 'bg-indigo-100 text-indigo-900',
  REFUNDED: 'bg-emerald-100 text-emerald-900',
};

export function OrderReturnItem({ orderReturn }: { orderReturn: OrderReturn }) {
  return (
    <li className="space-y-1 py-2 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[orderReturn.status]}`}
        >
          {returnStatusLabels[orderReturn.status]}
        </span>
        <span className="font-semibold text-slate-900">{m.value(orderReturn.amount)}</span>
        <time dateTime={orderReturn.createdAt} className="text-slate-600">
          {m.requestedOn(formatDate(orderReturn.createdAt))}
        </time>
      </p>
      <ul className="text-slate-700">
        {orderReturn.items.map((line, index) => (
          <li key={`${line.product ?? 'gone'}-${index}`}>{m.line(line.quantity, line.name)}</li>
        ))}
      </ul>
      {orderReturn.note && (
        <p className="whitespace-pre-line break-words text-slate-700">
          <span className="font-medium text-slate-900">{m.staffNote}:</span> {orderReturn.note}
        </p>
      )}
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
    </li>
  );
}

export function OrderReturns({
  orderId,
  returnable,
  enabled,
}: {
  orderId: string;
  returnable: Returnable | undefined;
  enabled: boolean;
}) {
  const returns = useOrderReturns(orderId, enabled);
  const headingId = useId();
  if (returns.isError) {
    return (
      <p role="alert" className="mt-3 text-sm font-medium text-red-700">
        {errorMessage(returns.error, m.loadFailed)}
      </p>
    );
  }
  if (!returns.data?.length) return null;
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-xl bg-slate-50 p-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {m.heading}
      </h3>
      {returnable && !returnable.open && returnable.until && (
        <p className="text-xs text-slate-600">{m.windowClosed(formatDate(returnable.until))}</p>
      )}
      <ul className="divide-y divide-slate-200">
        {returns.data.map((orderReturn) => (
          <OrderReturnItem key={orderReturn._id} orderReturn={orderReturn} />
        ))}
      </ul>
    </section>
  );
}
