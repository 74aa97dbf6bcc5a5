// @vitest-environment jsdom
/** My Orders' payment badge: a checkout left at the payment step is never called cash on delivery. */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentBadge } from './order-badges';

describe('the payment badge on My Orders', () => {
  it('names no method for an order still awaiting payment, whose method column reads COD by default', () => {
    const { container } = render(
      <PaymentBadge status="PENDING" paymentStatus="PENDING" paymentMethod="COD" />,
    );
    expect(container.textContent).toBe('Payment Pending');
  });

  it('names cash on delivery once it is chosen, and the provider once paid', () => {
    const cod = render(
      <PaymentBadge status="PROCESSING" paymentStatus="PENDING" paymentMethod="COD" />,
    );
    expect(cod.container.textContent).toBe('Payment Pending· Cash on Delivery');
    const paid = render(
      <PaymentBadge status="PROCESSING" paymentStatus="PAID" paymentMethod="RAZORPAY" />,
    );
    expect(paid.container.textContent).toBe('Payment Completed· Razorpay');
  });
});
