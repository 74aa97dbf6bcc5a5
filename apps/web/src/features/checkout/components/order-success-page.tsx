/**
 * Order Placed Successfully!, /order-success: reached with the order id
 * in the navigation state, else sent home. A failed fetch is only logged and the spinner stays.
 */
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { paymentMethodLabels } from '@shop/shared/payments/messages';
import { buttonClasses } from '@/components/ui/button';
import { OrderDocumentLinks } from '@/components/ui/order-document-links';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useOrder } from '../api/get-order';

function readOrderId(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { orderId } = state as Record<string, unknown>;
  return typeof orderId === 'string' && orderId !== '' ? orderId : null;
}

export default function OrderSuccessPage() {
  const location = useLocation();
  const orderId = readOrderId(location.state);
  if (!orderId) return <Navigate to="/" replace />;
  return <OrderSuccess orderId={orderId} />;
}

function OrderSuccess({ orderId }: { orderId: string }) {
  const { data: order, error } = useOrder(orderId);

  useEffect(() => {
    if (error) console.error('Failed to load the order for the success page', error);
  }, [error]);

  if (!order) {
    return (
      <div className="flex justify-center py-24">
        <title>Order Placed Successfully! | CircuitKart</title>
        <Spinner label="Loading your order" className="size-10" />
      </div>
    );
  }

  const address = order.shippingAddress;
  const addressLines = [
    [address.street, address.apartment].filter(Boolean).join(', '),
    `${address.city}, ${address.state} - ${address.pin}`,
    address.country,
  ];

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <title>Order Placed Successfully! | CircuitKart</title>
      <div className="text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CheckCircle2 aria-hidden="true" className="size-9" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Order Placed Successfully!
        </h1>
        <p className="mt-2 text-slate-600">Thank you for your purchase</p>
      </div>

      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <section
          aria-labelledby="success-order-heading"
          className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
        >
          <h2 id="success-order-heading" className="text-base font-semibold text-slate-900">
            Order Details
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="text-slate-500">Order ID</dt>
              <dd className="font-mono text-xs break-all text-slate-900">{order._id}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Order Date</dt>
              <dd className="text-slate-900">{formatDateTime(order.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Payment Method</dt>
              <dd className="text-slate-900">
                {paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Total Amount</dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums">
                {formatRupees(order.totalAmount)}
              </dd>
            </div>
          </dl>
        </section>

        <section
          aria-labelledby="success-shipping-heading"
          className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
        >
          <h2 id="success-shipping-heading" className="text-base font-semibold text-slate-900">
            Shipping Address
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="text-slate-500">Name</dt>
              <dd className="text-slate-900">
                {address.firstName} {address.lastName}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Phone</dt>
              <dd className="text-slate-900">{address.phone}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Address</dt>
              <dd className="text-slate-900">
                <address className="not-italic">
                  {addressLines.map((line) => (
                    <span key={line} className="block break-words">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
          </dl>
        </section>
      </div>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <OrderDocumentLinks order={order} className="w-full sm:w-auto" />
        <Link to="/" className={buttonClasses('primary', 'w-full sm:w-auto sm:px-8')}>
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
