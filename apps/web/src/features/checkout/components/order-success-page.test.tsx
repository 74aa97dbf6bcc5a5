// @vitest-environment jsdom
/** Order Placed Successfully! names the order by its number, never its id. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/orders/schemas';
import { getOrderQueryOptions } from '../api/get-order';
import OrderSuccessPage from './order-success-page';

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
const order: Order = {
  _id: ID,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  status: 'PROCESSING',
  paymentStatus: 'PENDING',
  paymentMethod: 'COD',
  totalAmount: 1180,
  orderItems: [],
  billingAddress: address,
  shippingAddress: address,
  gstNumber: '',
  companyName: '',
  orderNotes: '',
  tracking: [{ status: 'PROCESSING', location: 'Bengaluru', date: '2025-03-01T10:00:00.000Z' }],
  trackingNumber: null,
  courier: null,
  trackingUrl: null,
  user: { _id: 'u1', firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.in' },
};

afterEach(cleanup);

describe('the order success page', () => {
  it('shows the order number, never the id', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(getOrderQueryOptions(ID).queryKey, order);
    const { container } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[{ pathname: '/order-success', state: { orderId: ID } }]}>
          <OrderSuccessPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    expect(screen.getByText('#0000AB12')).toBeTruthy();
    expect(container.textContent).not.toContain(ID);
  });
});
