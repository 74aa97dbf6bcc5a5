// @vitest-environment jsdom
/**
 * Complete Your Payment names the order by its number, never its id, and preselects the method
 * the order already chose (the page's default, cash on delivery, when it chose none).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PaymentPage from './payment-page';

const ID = '4f1c2d3e-0000-4000-8000-00000000ab12';

function renderPage(state: Record<string, unknown>) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[{ pathname: '/payment', state }]}>
        <PaymentPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // The page asks for the shop's payment limits and, for an online method, its script: no network.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payment page', () => {
  it('shows the order number, never the id', () => {
    const { container } = renderPage({ orderId: ID, amount: 1180 });
    expect(screen.getByText('#0000AB12')).toBeTruthy();
    expect(container.textContent).not.toContain(ID);
  });

  it("preselects the order's own method", () => {
    renderPage({ orderId: ID, amount: 1180, method: 'RAZORPAY' });
    expect((screen.getByLabelText(/Razorpay/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Cash on Delivery/) as HTMLInputElement).checked).toBe(false);
  });

  it('preselects the default, cash on delivery, when the order chose no method', () => {
    renderPage({ orderId: ID, amount: 1180 });
    expect((screen.getByLabelText(/Cash on Delivery/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Razorpay/) as HTMLInputElement).checked).toBe(false);
  });

  it('names what Razorpay takes, so a shopper knows UPI is there, and PhonePe and Google Pay as UPI', () => {
    renderPage({ orderId: ID, amount: 1180 });
    expect(screen.getByText('UPI, cards, net banking and wallets')).toBeTruthy();
    expect(screen.getAllByText('UPI, in the same secure online checkout')).toHaveLength(2);
  });
});
