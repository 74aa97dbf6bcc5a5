/** The refunds of an order on My Orders: how much, how, and whether it has reached the customer. */
import { hasRefunds } from '@shop/shared/orders/status';
import { refundMethodLabels, refundStatusLabels } from '@shop/shared/payments/refunds';
import type { Order } from '@shop/shared/orders/schemas';
import { formatDate, formatRupees } from '@/lib/format';
import { useRefunds } from '../api/get-refunds';

export function OrderRefunds({ order }: { order: Order }) {
  const refunds = useRefunds(order._id, hasRefunds(order.paymentStatus));
  if (!refunds.data?.length) return null;
  return (
    <section aria-label="Refunds" className="mt-3 rounded-xl bg-slate-50 p-3 text-sm">
      <h3 className="font-semibold text-slate-900">Refunds</h3>
      <ul className="mt-1 space-y-1">
        {refunds.data.map((refund) => (
          <li key={refund._id} className="text-slate-700">
            <span className="font-semibold text-slate-900">{formatRupees(refund.amount)}</span>
            {' · '}
            <span>{refundStatusLabels[refund.status]}</span>
            {' · '}
            {refundMethodLabels[refund.method]}
            {refund.reference && ` (${refund.reference})`}
            {' · '}
            <time dateTime={refund.processedAt ?? refund.createdAt}>
              {formatDate(refund.processedAt ?? refund.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
