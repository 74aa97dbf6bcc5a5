import { describe, expect, it } from 'vitest';
import { hasRefunds, isPaymentReceived, mayRefund, paymentStatuses } from './status';

describe('what a payment status says of the money', () => {
  it('received: paid, owed back, or (partly) given back', () => {
    expect(paymentStatuses.filter(isPaymentReceived)).toEqual([
      'PAID',
      'COMPLETED',
      'SUCCESS',
      'REFUND_PENDING',
      'REFUNDED',
      'PARTIALLY_REFUNDED',
    ]);
  });

  it('may be refunded while some of what was received is not given back', () => {
    expect(paymentStatuses.filter(mayRefund)).toEqual([
      'PAID',
      'COMPLETED',
      'SUCCESS',
      'REFUND_PENDING',
      'PARTIALLY_REFUNDED',
    ]);
  });

  it('has refunds to show once some is owed or given back', () => {
    expect(paymentStatuses.filter(hasRefunds)).toEqual([
      'REFUND_PENDING',
      'REFUNDED',
      'PARTIALLY_REFUNDED',
    ]);
  });
});
