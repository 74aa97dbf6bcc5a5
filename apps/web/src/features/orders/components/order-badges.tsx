/** The status and payment badges of an order card. */
import { CheckCircle2, Clock, CreditCard, Package, Truck, XCircle } from 'lucide-react';
import { isAwaitingPayment, isPaid } from '@shop/shared/orders/status';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '../order-rules';

const statusStyles: Record<string, string> = {
  PENDING: 'bg-amber-50 text-amber-800 ring-amber-200',
  PROCESSING: 'bg-sky-50 text-sky-800 ring-sky-200',
  SHIPPED: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  OUT_FOR_DELIVERY: 'bg-violet-50 text-violet-800 ring-violet-200',
  DELIVERED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  CANCELLED: 'bg-red-50 text-red-800 ring-red-200',
};

const statusIcons: Record<string, typeof Clock> = {
  PENDING: Clock,
  PROCESSING: Package,
  SHIPPED: Truck,
  OUT_FOR_DELIVERY: Truck,
  DELIVERED: CheckCircle2,
  CANCELLED: XCircle,
};

const badge =
  'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset';

export function OrderStatusBadge({ status }: { status: string }) {
  const Icon = statusIcons[status] ?? Clock;
  return (
    <span
      className={`${badge} ${statusStyles[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200'}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {orderStatusLabel(status)}
    </span>
  );
}

/**
 * An order still at the payment step has no method yet (its column reads COD only as the
 * default): the badge names none rather than cash on delivery.
 */
export function PaymentBadge({
  status,
  paymentStatus,
  paymentMethod,
}: {
  status: string;
  paymentStatus: string;
  paymentMethod?: string | null;
}) {
  const style = isPaid(paymentStatus)
    ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
    : paymentStatus === 'FAILED'
      ? 'bg-red-50 text-red-800 ring-red-200'
      : 'bg-amber-50 text-amber-800 ring-amber-200';
  return (
    <span className={`${badge} ${style}`}>
      <CreditCard aria-hidden="true" className="size-3.5" />
      {paymentStatusLabel(paymentStatus)}
      {!isAwaitingPayment({ status, paymentStatus }) && (
        <span className="font-normal">· {paymentMethodLabel(paymentMethod)}</span>
      )}
    </span>
  );
}
