/**
 * The order's refunds on the desk: each with its state, and a form to refund part or all of what
 * the order received, through Razorpay or recorded as paid by hand with its reference. The server
 * checks the amount against what is left and says so; a double click is one refund (the form's
 * Idempotency-Key changes only when the form does).
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { Order } from '@shop/shared/orders/schemas';
import { mayRefund } from '@shop/shared/orders/status';
import {
  refundMessages as m,
  refundMethodLabels,
  refundMethods,
  refundStatusLabels,
  type Refund,
  type RefundMethod,
} from '@shop/shared/payments/refunds';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { inputClasses, TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatRupees } from '@/lib/format';
import { serverFieldErrors, type FieldErrors } from '@/lib/request-form';
import { useOrderRefunds, useRefundOrder } from '../api/refunds';
import { checkRefund, emptyRefund, newRefundKey, type RefundValues } from '../order-refund';

function RefundItem({ refund }: { refund: Refund }) {
  return (
    <li className="py-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold text-slate-900">{formatRupees(refund.amount)}</span>
        <span className="text-slate-700">{refundMethodLabels[refund.method]}</span>
        <span
          className={
            refund.status === 'FAILED'
              ? 'font-medium text-red-700'
              : refund.status === 'PROCESSED'
                ? 'font-medium text-emerald-800'
                : 'font-medium text-amber-800'
          }
        >
          {refundStatusLabels[refund.status]}
        </span>
      </p>
      <p className="text-slate-700">
        {refund.reason} · {formatDateTime(refund.processedAt ?? refund.createdAt)}
        {refund.reference && ` · Ref. ${refund.reference}`}
        {refund.providerRefundId && ` · ${refund.providerRefundId}`}
      </p>
      {refund.failureReason && <p className="text-red-700">{refund.failureReason}</p>}
    </li>
  );
}

export function RefundsSection({ order, className }: { order: Order; className: string }) {
  const refunds = useOrderRefunds(order._id);
  const defaultMethod: RefundMethod = order.paymentMethod === 'COD' ? 'UPI' : 'RAZORPAY';
  const [values, setValues] = useState<RefundValues>(() => emptyRefund(defaultMethod));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState('');
  const [key, setKey] = useState(newRefundKey);
  const refund = useRefundOrder();
  const set = (field: keyof RefundValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Another amount or method is another refund.
    setKey(newRefundKey());
  };
  const byHand = values.method === 'UPI' || values.method === 'BANK_TRANSFER';

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkRefund(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setProblem('');
    refund.mutate(
      { orderId: order._id, input: checked.data, key },
      {
        onSuccess: (made) => {
          toast.success(m.done(made.amount));
          setValues(emptyRefund(defaultMethod));
          setKey(newRefundKey());
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          setProblem(errorMessage(error, m.failed));
        },
      },
    );
  }

  return (
    <section aria-labelledby="order-refunds" className={className}>
      <h2 id="order-refunds" className="mb-3 text-lg font-semibold text-slate-900">
        {m.heading}
      </h2>
      {refunds.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading…
        </p>
      ) : refunds.isError ? (
        <ErrorBanner message={errorMessage(refunds.error, m.loadFailed)} />
      ) : refunds.data.length === 0 ? (
        <p className="text-sm text-slate-600">{m.none}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {refunds.data.map((item) => (
            <RefundItem key={item._id} refund={item} />
          ))}
        </ul>
      )}
      {mayRefund(order.paymentStatus) && (
        <form
          onSubmit={submit}
          noValidate
          className="mt-4 space-y-3 border-t border-slate-100 pt-4"
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={m.amountLabel}
              inputMode="decimal"
              value={values.amount}
              required
              error={errors.amount}
              onChange={(event) => set('amount')(event.target.value)}
            />
            <div>
              <label
                htmlFor="refund-method"
                className="mb-1 block text-sm font-medium text-slate-700"
              >
                {m.methodLabel}
              </label>
              <select
                id="refund-method"
                value={values.method}
                onChange={(event) => set('method')(event.target.value)}
                className={inputClasses}
              >
                {refundMethods.map((method) => (
                  <option key={method} value={method}>
                    {refundMethodLabels[method]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <TextField
            label={m.reasonLabel}
            value={values.reason}
            required
            maxLength={200}
            error={errors.reason}
            onChange={(event) => set('reason')(event.target.value)}
          />
          {byHand && (
            <TextField
              label={m.referenceLabel}
              value={values.reference}
              required
              maxLength={40}
              error={errors.reference}
              onChange={(event) => set('reference')(event.target.value)}
            />
          )}
          <ErrorBanner message={problem} />
          <Button type="submit" disabled={refund.isPending}>
            {refund.isPending ? m.submitting : m.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
