import { describe, expect, it } from 'vitest';
import {
  canTransition,
  hasRefunds,
  isPaymentReceived,
  mayRefund,
  orderStatuses,
  paymentStatuses,
  staffNextSteps,
} from './status';

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

describe('the legal next steps staff are offered', () => {
  it('follows the machine, OUT_FOR_DELIVERY included, cancel until delivered, none when final', () => {
    expect(staffNextSteps('PENDING')).toEqual(['PROCESSING', 'CANCELLED']);
    expect(staffNextSteps('PROCESSING')).toEqual(['SHIPPED', 'CANCELLED']);
    expect(staffNextSteps('SHIPPED')).toEqual(['OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED']);
    expect(staffNextSteps('OUT_FOR_DELIVERY')).toEqual(['DELIVERED', 'CANCELLED']);
    expect(staffNextSteps('DELIVERED')).toEqual([]);
    expect(staffNextSteps('CANCELLED')).toEqual([]);
  });

  it('offers exactly the moves the server accepts from staff', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        expect(staffNextSteps(from).includes(to), `${from} -> ${to}`).toBe(
          canTransition(from, to, 'admin'),
        );
      }
    }
  });
});
