/**
 * What staff may do with a return in its state, and the move each button sends, checked with the
 * shared schema first: Approve (an optional note) or Decline (a note required) a request, Mark
 * received an approved one (putting the units back in stock or not), and Record refund of money
 * returned by hand. An order paid online is refunded through Razorpay on receipt and turns
 * Refunded by itself, so Record refund is offered for cash on delivery, and for an online order
 * only once its Razorpay refund has failed.
 */
import { returnMessages as m } from '@shop/shared/returns/messages';
import {
  returnUpdateSchema,
  type AdminReturn,
  type ReturnUpdate,
  type ReturnUpdateInput,
} from '@shop/shared/returns/schemas';
import { fieldErrorsOf, type FieldErrors } from '@/lib/request-form';

export type ReturnAction = 'approve' | 'reject' | 'receive' | 'recordRefund';

export const returnActionLabels: Record<ReturnAction, string> = {
  approve: m.approve,
  reject: m.reject,
  receive: m.receive,
  recordRefund: m.recordRefund,
};

/** The refund methods staff record by hand (Razorpay's refunds are the shop's own). */
export const manualRefundMethods = ['UPI', 'BANK_TRANSFER', 'CASH'] as const;
export type ManualRefundMethod = (typeof manualRefundMethods)[number];

export function returnActions(
  orderReturn: Pick<AdminReturn, 'status'> & { order: Pick<AdminReturn['order'], 'paymentMethod'> },
  { refundFailed = false }: { refundFailed?: boolean } = {},
): ReturnAction[] {
  switch (orderReturn.status) {
    case 'REQUESTED':
      return ['approve', 'reject'];
    case 'APPROVED':
      return ['receive'];
    case 'RECEIVED':
      return orderReturn.order.paymentMethod === 'COD' || refundFailed ? ['recordRefund'] : [];
    default:
      return [];
  }
}

export type ReturnUpdateValues = {
  note: string;
  restock: boolean;
  method: ManualRefundMethod | '';
  reference: string;
};

export const emptyReturnUpdate = (): ReturnUpdateValues => ({
  note: '',
  restock: false,
  method: '',
  reference: '',
});

/** Whether the refund's reference is asked for: UPI and bank transfers have one, cash has none. */
export const needsReference = (method: ReturnUpdateValues['method']) =>
  method === 'UPI' || method === 'BANK_TRANSFER';

/** The body of the move an action makes, with only the fields that go with it. */
export function toReturnUpdate(action: ReturnAction, values: ReturnUpdateValues) {
  const note = values.note.trim() || undefined;
  switch (action) {
    case 'approve':
      return { status: 'APPROVED', note } satisfies ReturnUpdateInput;
    case 'reject':
      return { status: 'REJECTED', note } satisfies ReturnUpdateInput;
    case 'receive':
      return { status: 'RECEIVED', note, restock: values.restock } satisfies ReturnUpdateInput;
    case 'recordRefund':
      return {
        status: 'REFUNDED',
        note,
        method: values.method || undefined,
        reference:
          needsReference(values.method) && values.reference.trim()
            ? values.reference.trim()
            : undefined,
      } satisfies ReturnUpdateInput;
  }
}

export type ReturnUpdateCheck =
  { ok: true; update: ReturnUpdate } | { ok: false; errors: FieldErrors };

export function checkReturnUpdate(
  action: ReturnAction,
  values: ReturnUpdateValues,
): ReturnUpdateCheck {
  const parsed = returnUpdateSchema.safeParse(toReturnUpdate(action, values));
  return parsed.success
    ? { ok: true, update: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}
