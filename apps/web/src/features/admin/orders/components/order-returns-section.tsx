/**
 * The order's returns on its page: each one's state, lines, value and date, and the way to the
 * Returns screen, where staff work them.
 */
import { Link } from 'react-router';
import { returnMessages as m, returnStatusNames } from '@shop/shared/returns/messages';
import type { OrderReturn } from '@shop/shared/returns/schemas';
import { ErrorBanner } from '@/components/ui/error-banner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useOrderReturns } from '../api/get-order-returns';

function ReturnRow({ orderReturn }: { orderReturn: OrderReturn }) {
  return (
    <li className="py-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold text-slate-900">
          {returnStatusNames[orderReturn.status]}
        </span>
        <span className="text-slate-700">{m.value(orderReturn.amount)}</span>
        <time dateTime={orderReturn.createdAt} className="text-slate-600">
          {formatDateTime(orderReturn.createdAt)}
        </time>
      </p>
      <p className="text-slate-700">
        {orderReturn.items.map((line) => m.line(line.quantity, line.name)).join(', ')}
      </p>
    </li>
  );
}

export function OrderReturnsSection({
  orderId,
  className,
}: {
  orderId: string;
  className: string;
}) {
  const returns = useOrderReturns(orderId);
  return (
    <section aria-labelledby="order-returns" className={className}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-returns" className="text-lg font-semibold text-slate-900">
          {m.heading}
        </h2>
        <Link
          to="/admin/returns?show=all"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {m.adminOrderOpenScreen}
        </Link>
      </div>
      {returns.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {m.loading}
        </p>
      ) : returns.isError ? (
        <ErrorBanner message={errorMessage(returns.error, m.loadFailed)} />
      ) : returns.data.length === 0 ? (
        <p className="text-sm text-slate-600">{m.adminOrderNone}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {returns.data.map((orderReturn) => (
            <ReturnRow key={orderReturn._id} orderReturn={orderReturn} />
          ))}
        </ul>
      )}
    </section>
  );
}
