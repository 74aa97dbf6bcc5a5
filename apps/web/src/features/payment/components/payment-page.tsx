/**
 * Complete Your Payment, /payment: reached from checkout
 * with the new order's id and total in the navigation state; without them, back to /checkout.
 * My Orders' Complete Payment also passes the order's own method, which is then preselected.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Banknote, CreditCard, Smartphone, Wallet, type LucideIcon } from 'lucide-react';
import { orderMessages } from '@shop/shared/orders/messages';
import { orderNumber, paymentMethods, type PaymentMethod } from '@shop/shared/orders/status';
import {
  paymentMessages,
  paymentMethodDescriptions,
  paymentMethodDetails,
  paymentMethodLabels,
} from '@shop/shared/payments/messages';
import { Button } from '@/components/ui/button';
import { OrderSummaryEntry, OrderSummaryPanel } from '@/components/ui/order-summary-panel';
import { formatRupees } from '@/lib/format';
import { getPaymentConfigQueryOptions } from '../api/get-payment-config';
import { usePayForOrder } from '../hooks/use-pay-for-order';

type PaymentState = { orderId: string; amount: number; method?: PaymentMethod };

const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  (paymentMethods as readonly unknown[]).includes(value);

function readPaymentState(state: unknown): PaymentState | null {
  if (!state || typeof state !== 'object') return null;
  const { orderId, amount, method } = state as Record<string, unknown>;
  const numericAmount = typeof amount === 'string' ? Number(amount) : amount;
  if (typeof orderId !== 'string' || orderId === '') return null;
  if (typeof numericAmount !== 'number' || !Number.isFinite(numericAmount)) return null;
  return {
    orderId,
    amount: numericAmount,
    ...(isPaymentMethod(method) ? { method } : {}),
  };
}

const methods: { value: PaymentMethod; icon: LucideIcon }[] = [
  { value: 'COD', icon: Banknote },
  { value: 'RAZORPAY', icon: CreditCard },
  { value: 'PHONEPE', icon: Smartphone },
  { value: 'GOOGLE_PAY', icon: Wallet },
];

export default function PaymentPage() {
  const location = useLocation();
  const paymentState = readPaymentState(location.state);
  if (!paymentState) return <Navigate to="/checkout" replace />;
  return <PaymentForm {...paymentState} />;
}

/** Cash on delivery is the page's default; an order that already chose a method keeps it. */
const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'COD';

function PaymentForm({ orderId, amount, method: orderMethod }: PaymentState) {
  const [method, setMethod] = useState<PaymentMethod>(orderMethod ?? DEFAULT_PAYMENT_METHOD);
  const { pay, prepareRazorpay, busy, belowRazorpayMinimum } = usePayForOrder(orderId, amount);
  // A preselected online method loads the provider's script at once, as choosing it would.
  // Only once, on arrival: later choices load it in their own change handler.
  const prepared = useRef(false);
  useEffect(() => {
    if (prepared.current || orderMethod === undefined || orderMethod === 'COD') return;
    prepared.current = true;
    prepareRazorpay();
  }, [orderMethod, prepareRazorpay]);
  const minimumErrorId = useId();
  const codReasonId = useId();
  // PhonePe and Google Pay are paid in Razorpay's checkout too, with its minimum.
  const blockedByMinimum = method !== 'COD' && belowRazorpayMinimum;
  // The server's limits: cash on delivery up to a total, and how long an unpaid order is held.
  const { data: config } = useQuery(getPaymentConfigQueryOptions());
  const codUnavailable = config !== undefined && amount > config.codMaxAmount;
  useEffect(() => {
    if (codUnavailable) setMethod((current) => (current === 'COD' ? 'RAZORPAY' : current));
  }, [codUnavailable]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!blockedByMinimum) pay(method);
  }

  const buttonText = busy
    ? 'Processing...'
    : blockedByMinimum
      ? paymentMessages.minimumButton
      : method === 'COD'
        ? 'Place Order'
        : `Pay ${formatRupees(amount)}`;

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <title>Complete Your Payment | CircuitKart</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Complete Your Payment
      </h1>

      <form
        onSubmit={handleSubmit}
        aria-busy={busy}
        className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start lg:gap-8"
      >
        <fieldset
          disabled={busy}
          className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <legend className="float-left w-full text-lg font-semibold text-slate-900">
            Select Payment Method
          </legend>
          <div className="clear-both space-y-3 pt-4">
            {methods.map(({ value, icon: Icon }) => {
              const unavailable = value === 'COD' && codUnavailable;
              return (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-3 transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-500 has-disabled:cursor-not-allowed has-disabled:bg-slate-50 has-disabled:hover:border-slate-200 sm:p-4"
                >
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={value}
                    disabled={unavailable}
                    aria-describedby={unavailable ? codReasonId : undefined}
                    checked={method === value}
                    onChange={() => {
                      setMethod(value);
                      if (value !== 'COD') prepareRazorpay();
                    }}
                    className="size-5 shrink-0 accent-brand-600 focus-visible:outline-none"
                  />
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">
                      {paymentMethodLabels[value]}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {paymentMethodDescriptions[value]}
                    </span>
                    {paymentMethodDetails[value] && (
                      <span className="block text-sm text-slate-600">
                        {paymentMethodDetails[value]}
                      </span>
                    )}
                    {unavailable && (
                      <span id={codReasonId} className="block text-sm font-medium text-amber-800">
                        {paymentMessages.codUnavailable(config.codMaxAmount)}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <OrderSummaryPanel title="Order Summary" look="beside">
          <dl className="mt-4 space-y-3 text-sm">
            <OrderSummaryEntry
              label="Order ID"
              labelClassName="text-slate-600"
              valueClassName="mt-0.5 font-mono text-sm text-slate-900"
            >
              #{orderNumber(orderId)}
            </OrderSummaryEntry>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-600">Total Amount</dt>
              <dd className="text-slate-900 tabular-nums">{formatRupees(amount)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3">
              <dt className="text-base font-semibold text-slate-900">Amount to Pay</dt>
              <dd className="text-xl font-bold text-slate-900 tabular-nums">
                {formatRupees(amount)}
              </dd>
            </div>
          </dl>
          {config && method !== 'COD' && (
            <p className="mt-4 text-sm text-slate-600">
              {orderMessages.paymentWindow(config.paymentWindowMinutes)}
            </p>
          )}
          {blockedByMinimum && (
            <p
              id={minimumErrorId}
              role="alert"
              className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
            >
              {paymentMessages.minimumAmount}
            </p>
          )}
          <Button
            type="submit"
            disabled={busy || blockedByMinimum}
            aria-describedby={blockedByMinimum ? minimumErrorId : undefined}
            className="mt-5 w-full py-3 text-base"
          >
            {buttonText}
          </Button>
        </OrderSummaryPanel>
      </form>
    </section>
  );
}
