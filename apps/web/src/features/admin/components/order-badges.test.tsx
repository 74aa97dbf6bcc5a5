// @vitest-environment jsdom
/** The back office's order and payment badges: one look per meaning, said in words too. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  OrderStatusBadge,
  PaymentBadge,
  paymentLabel,
  paymentMeaning,
  statusMeaning,
} from './order-badges';

describe('the order and payment badges', () => {
  it('read "Awaiting payment" for a checkout nobody paid and where no cash on delivery was chosen', () => {
    expect(paymentLabel({ status: 'PENDING', paymentStatus: 'PENDING' })).toBe('Awaiting payment');
    expect(paymentLabel({ status: 'PENDING', paymentStatus: 'FAILED' })).toBe('Awaiting payment');
    // Cash on delivery chosen (the order is confirmed): its payment is still to collect.
    expect(paymentLabel({ status: 'PROCESSING', paymentStatus: 'PENDING' })).toBe('PENDING');
    expect(paymentLabel({ status: 'CANCELLED', paymentStatus: 'PENDING' })).toBe('PENDING');
  });

  it('give each meaning its own look: money owed, to ship, under way, done, cancelled', () => {
    expect(paymentMeaning({ status: 'PENDING', paymentStatus: 'PENDING' })).toBe('owed');
    expect(paymentMeaning({ status: 'CANCELLED', paymentStatus: 'REFUND_PENDING' })).toBe('owed');
    expect(paymentMeaning({ status: 'PROCESSING', paymentStatus: 'PAID' })).toBe('done');
    expect(paymentMeaning({ status: 'CANCELLED', paymentStatus: 'REFUNDED' })).toBe('done');
    expect(paymentMeaning({ status: 'CANCELLED', paymentStatus: 'PENDING' })).toBe('cancelled');
    expect(statusMeaning('PROCESSING')).toBe('toShip');
    expect(statusMeaning('SHIPPED')).toBe('underway');
    expect(statusMeaning('DELIVERED')).toBe('done');
    expect(statusMeaning('CANCELLED')).toBe('cancelled');

    render(
      <>
        <OrderStatusBadge status="PROCESSING" />
        <PaymentBadge order={{ status: 'PENDING', paymentStatus: 'PENDING' }} />
        <PaymentBadge order={{ status: 'DELIVERED', paymentStatus: 'PAID' }} />
        <OrderStatusBadge status="CANCELLED" />
      </>,
    );
    const toShip = screen.getByText('PROCESSING').parentElement!;
    const owed = screen.getByText('Awaiting payment').parentElement!;
    const paid = screen.getByText('PAID').parentElement!;
    const cancelled = screen.getByText('CANCELLED').parentElement!;
    // The meaning in words, not only in colour.
    expect(toShip.textContent).toBe('PROCESSING (to ship)');
    expect(owed.textContent).toBe('Awaiting payment (money owed)');
    expect(paid.textContent).toBe('PAID (done)');
    expect(cancelled.textContent).toBe('CANCELLED (cancelled)');
    // Four meanings, four colours: money owed stands out from the order's own status.
    const colours = [toShip, owed, paid, cancelled].map(
      (badge) => badge.className.match(/\bbg-(\w+)-\d+/)![1],
    );
    expect(new Set(colours).size).toBe(4);
    expect(owed.className).toContain('bg-red-100');
  });
});
