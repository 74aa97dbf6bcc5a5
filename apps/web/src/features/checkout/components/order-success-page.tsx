/**
 * Order Placed Successfully!, /order-success: reached with the order id
 * in the navigation state, else sent home. A failed fetch is only logged and the spinner stays.
 */
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { orderNumber } from '@shop/shared/orders/status';
import { paymentMethodLabels } from '@shop/shared/payments/messages';
import { buttonClasses } from '@/components/ui/button';
import { OrderDocumentLinks } from '@/components/ui/order-document-links';
import { OrderSummaryEntry, OrderSummaryPanel } from '@/components/ui/order-summary-panel';
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
        <OrderSummaryPanel title="Order Details" look="card">
          <dl className="mt-3 space-y-2 text-sm">
            <OrderSummaryEntry label="Order ID" valueClassName="font-mono text-sm text-slate-900">
              #{orderNumber(order._id)}
            </OrderSummaryEntry>
            <OrderSummaryEntry label="Order Date">
              {formatDateTime(order.createdAt)}
            </OrderSummaryEntry>
            <OrderSummaryEntry label="Payment Method">
              {paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod}
            </OrderSummaryEntry>
            <OrderSummaryEntry
              label="Total Amount"
              valueClassName="text-lg font-bold text-slate-900 tabular-nums"
            >
              {formatRupees(order.totalAmount)}
            </OrderSummaryEntry>
          </dl>
        </OrderSummaryPanel>

        <OrderSummaryPanel title="Shipping Address" look="card">
          <dl className="mt-3 space-y-2 text-sm">
            <OrderSummaryEntry label="Name">
              {address.firstName} {address.lastName}
            </OrderSummaryEntry>
            <OrderSummaryEntry label="Phone">{address.phone}</OrderSummaryEntry>
            <OrderSummaryEntry label="Address">
              <address className="not-italic">
                {addressLines.map((line) => (
                  <span key={line} className="block break-words">
                    {line}
                  </span>
                ))}
              </address>
            </OrderSummaryEntry>
          </dl>
        </OrderSummaryPanel>
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
