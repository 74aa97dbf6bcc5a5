// @vitest-environment jsdom
/**
 * A My Orders card offers what the order's state allows: Complete Payment only while the order
 * waits for its payment (and it opens the payment page with the order's own method), and the
 * tax documents only once they exist.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/orders/schemas';
import { OrderCard } from './order-card';

const ID = '4f1c2d3e-0000-4000-8000-00000000ab12';
const address = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
  phone: '9876543210',
  street: '12 MG Road',
  apartment: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
  country: 'India',
};

const order = (overrides: Partial<Order>): Order => ({
  _id: ID,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  status: 'PENDING',
  paymentStatus: 'PENDING',
  paymentMethod: 'COD',
  totalAmount: 1180,
  orderItems: [
    {
      _id: 'i1',
      name: 'Arduino Uno',
      quantity: 1,
      price: 1180,
      product: { _id: 'p1', name: 'Arduino Uno', imageUrls: [] },
    },
  ],
  billingAddress: address,
  shippingAddress: address,
  gstNumber: '',
  companyName: '',
  orderNotes: '',
  tracking: [{ status: 'PENDING', location: 'Bengaluru', date: '2025-03-01T10:00:00.000Z' }],
  trackingNumber: null,
  courier: null,
  trackingUrl: null,
  user: { _id: 'u1', firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' },
  ...overrides,
});

function PaymentProbe() {
  const { state } = useLocation();
  return <pre data-testid="payment-state">{JSON.stringify(state)}</pre>;
}

function renderCard(value: Order) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/orders']}>
        <Routes>
          <Route path="/orders" element={<OrderCard order={value} />} />
          <Route path="/payment" element={<PaymentProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const at = (status: string, date: string) => ({ status, location: 'Bengaluru', date });

afterEach(cleanup);

describe('a My Orders card', () => {
  it('offers no Complete Payment on a confirmed cash-on-delivery order', () => {
    renderCard(order({ status: 'PROCESSING', paymentStatus: 'PENDING', paymentMethod: 'COD' }));
    expect(screen.queryByRole('button', { name: 'Complete Payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
  });

  it("opens the payment page from Complete Payment with the order's own method", () => {
    renderCard(order({ paymentMethod: 'RAZORPAY' }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete Payment' }));
    expect(JSON.parse(screen.getByTestId('payment-state').textContent ?? '')).toEqual({
      orderId: ID,
      amount: 1180,
      method: 'RAZORPAY',
    });
  });

  it('offers no invoice or credit note on a cash-on-delivery order cancelled before it shipped', () => {
    renderCard(
      order({
        status: 'CANCELLED',
        tracking: [
          at('PENDING', '2025-03-01T10:00:00.000Z'),
          at('PROCESSING', '2025-03-01T10:05:00.000Z'),
          at('CANCELLED', '2025-03-02T10:00:00.000Z'),
        ],
      }),
    );
    expect(screen.queryByRole('link', { name: /Download invoice/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Download credit note/ })).toBeNull();
  });

  it('offers the invoice once shipped, and the credit note once cancelled after that', () => {
    const shipped = [
      at('PENDING', '2025-03-01T10:00:00.000Z'),
      at('PROCESSING', '2025-03-01T10:05:00.000Z'),
      at('SHIPPED', '2025-03-02T10:00:00.000Z'),
    ];
    const first = renderCard(order({ status: 'SHIPPED', tracking: shipped }));
    expect(screen.getByRole('link', { name: /Download invoice/ }).getAttribute('href')).toBe(
      `/api/orders/${ID}/invoice`,
    );
    expect(screen.queryByRole('link', { name: /Download credit note/ })).toBeNull();
    first.unmount();

    renderCard(
      order({
        status: 'CANCELLED',
        tracking: [...shipped, at('CANCELLED', '2025-03-03T10:00:00.000Z')],
      }),
    );
    expect(screen.getByRole('link', { name: /Download invoice/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Download credit note/ })).toBeTruthy();
  });
});
