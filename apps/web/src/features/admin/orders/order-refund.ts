/** The desk's refund form: its values as typed, checked with the shared schema before sending. */
import {
  refundInputSchema,
  type RefundInput,
  type RefundMethod,
} from '@shop/shared/payments/refunds';
import { fieldErrorsOf, type FieldErrors } from '@/lib/request-form';

export interface RefundValues {
  amount: string;
  reason: string;
  method: RefundMethod;
  reference: string;
}

export const emptyRefund = (method: RefundMethod): RefundValues => ({
  amount: '',
  reason: '',
  method,
  reference: '',
});

export function checkRefund(
  values: RefundValues,
): { ok: true; data: RefundInput } | { ok: false; errors: FieldErrors } {
  const result = refundInputSchema.safeParse({
    amount: values.amount.trim() === '' ? undefined : Number(values.amount),
    reason: values.reason,
    method: values.method,
    reference: values.reference.trim() || undefined,
  });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error.issues) };
}

/** A new key for each refund the form sends; a retry of the same one reuses it. */
export const newRefundKey = () => `desk-${crypto.randomUUID()}`;
