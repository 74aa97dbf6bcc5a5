/**
 * One order on My Orders: number, date, status, payment, items, refunds, returns and total, and the
 * actions its state allows: Track Order, Complete Payment, Mark Complete, Cancel Order, Give
 * Feedback and, within the return window of a delivered order, Return items.
 */
import { useId, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import {
  CreditCard,
  MapPin,
  MessageSquareText,
  PackageOpen,
  ShieldCheck,
  XCircle,
} from 'lucide-react';
import type { Order } from '@shop/shared/orders/schemas';
import { orderMessages } from '@shop/shared/orders/messages';
import { orderNumber } from '@shop/shared/orders/status';
import { returnMessages } from '@shop/shared/returns/messages';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { OrderDocumentLinks } from '@/components/ui/order-document-links';
import { formatDate, formatRupees } from '@/lib/format';
import { useCancelOrder } from '../api/cancel-order';
import { useReturnable } from '../api/get-returnable';
import { useMarkPaymentComplete } from '../api/update-order-status';
import { orderActions } from '../order-rules';
import { canRequestReturn } from '../return-request';
import { OrderItems } from './order-items';
import { OrderRefunds } from './order-refunds';
import { OrderReturns } from './order-returns';
import { OrderStatusBadge, PaymentBadge } from './order-badges';
import { OrderTrackingPanel } from './order-tracking-panel';
import { ReturnRequestDialog } from './return-request-dialog';

type OpenDialog = 'cancel' | 'markComplete' | 'feedback' | 'return' | null;

/** The Give Feedback dialog for a delivered order; without one the action is not offered. */
export type FeedbackDialogSlot = ComponentType<{ order: Order; onClose: () => void }>;

export function OrderCard({
  order,
  feedbackDialog: FeedbackDialog,
}: {
  order: Order;
  feedbackDialog?: FeedbackDialogSlot;
}) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [tracking, setTracking] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const cancel = useCancelOrder();
  const markComplete = useMarkPaymentComplete();
  const actions = orderActions(order);
  // Only a delivered order can be returned; its returns stay listed after the window closes.
  const delivered = order.status === 'DELIVERED';
  const returnable = useReturnable(order._id, delivered);
  const number = orderNumber(order._id);

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Order #{number}
          </h2>
          <p className="text-sm text-slate-500">
            Placed on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentBadge
            status={order.status}
            paymentStatus={order.paymentStatus}
            paymentMethod={order.paymentMethod}
          />
        </div>
      </header>

      <div className="mt-3">
        <OrderItems items={order.orderItems} />
      </div>
      <OrderRefunds order={order} />
      <OrderReturns orderId={order._id} returnable={returnable.data} enabled={delivered} />

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-600">
          Total{' '}
          <span className="ml-1 text-lg font-bold text-slate-900">
            {formatRupees(order.totalAmount)}
          </span>
        </p>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:justify-end">
          <Button
            variant="secondary"
            aria-expanded={tracking}
            aria-controls={tracking ? panelId : undefined}
            onClick={() => setTracking((open) => !open)}
          >
            <MapPin aria-hidden="true" className="size-4" />
            {tracking ? 'Hide Tracking' : 'Track Order'}
          </Button>
          <OrderDocumentLinks order={order} />
          {actions.completePayment && (
            <Button
              onClick={() =>
                navigate('/payment', {
                  state: {
                    orderId: order._id,
                    amount: order.totalAmount,
                    // The order's own method is preselected; an order awaiting payment reads COD
                    // only as the default, which is also the payment page's default.
                    method: order.paymentMethod,
                  },
                })
              }
            >
              <CreditCard aria-hidden="true" className="size-4" />
              Complete Payment
            </Button>
          )}
          {actions.markComplete && (
            <Button
              variant="secondary"
              disabled={markComplete.isPending}
              onClick={() => setDialog('markComplete')}
            >
              <ShieldCheck aria-hidden="true" className="size-4" />
              {markComplete.isPending ? 'Checking…' : 'Mark Complete'}
            </Button>
          )}
          {actions.feedback && FeedbackDialog && (
            <Button variant="secondary" onClick={() => setDialog('feedback')}>
              <MessageSquareText aria-hidden="true" className="size-4" />
              Give Feedback
            </Button>
          )}
          {delivered && canRequestReturn(returnable.data) && (
            <Button variant="secondary" onClick={() => setDialog('return')}>
              <PackageOpen aria-hidden="true" className="size-4" />
              {returnMessages.requestButton}
            </Button>
          )}
          {actions.cancel && (
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={() => setDialog('cancel')}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-red-200 px-4 py-2.5 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <XCircle aria-hidden="true" className="size-4" />
              Cancel Order
            </button>
          )}
        </div>
      </div>

      {tracking && <OrderTrackingPanel key={order.status} order={order} id={panelId} />}

      {dialog === 'cancel' && (
        <ConfirmDialog
          title={`Cancel order #${number}?`}
          message={orderMessages.cancelConfirm}
          confirmLabel="Cancel Order"
          cancelLabel="Keep Order"
          tone="danger"
          onConfirm={() => {
            setDialog(null);
            cancel.mutate({ orderId: order._id });
          }}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'markComplete' && (
        <ConfirmDialog
          title={`Order #${number}`}
          message={orderMessages.markCompleteConfirm}
          confirmLabel="Mark Complete"
          cancelLabel="Not Now"
          onConfirm={() => {
            setDialog(null);
            markComplete.mutate({ orderId: order._id });
          }}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'feedback' && FeedbackDialog && (
        <FeedbackDialog order={order} onClose={() => setDialog(null)} />
      )}
      {dialog === 'return' && returnable.data && (
        <ReturnRequestDialog
          orderId={order._id}
          returnable={returnable.data}
          onClose={() => setDialog(null)}
        />
      )}
    </article>
  );
}
