// @vitest-environment jsdom
/**
 * The cart's quantity can be typed: the number is sent once, on Enter or when the field is left
 * (not per keystroke); a refused value is explained beside the field and sends nothing; the
 * confirmation is one polite status line, not a toast per change. The API is answered at the
 * network's edge.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@shop/shared/cart/schemas';
import { cartMessages } from '@shop/shared/cart/messages';
import { cartQueryKey } from '@/lib/cart/get-cart';
import { sessionQueryKey } from '@/lib/session';
import CartPage from './cart-page';

const productId = '7c1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

function cartWith(quantity: number, stock = 60): Cart {
  return {
    items: [
      {
        _id: 'line-1',
        quantity,
        product: {
          _id: productId,
          name: '1N4007 Diode',
          description: 'Rectifier diode',
          price: 2.5,
          quantity: stock,
          imageUrls: [],
          features: [],
        } as unknown as Cart['items'][number]['product'],
      },
    ],
    itemCount: quantity,
    totalAmount: 2.5 * quantity,
  };
}

let sent: Array<{ url: string; method: string; body: unknown }>;
/** What the server holds: a PUT changes it, a GET answers it. */
let serverCart: Cart;

beforeEach(() => {
  sent = [];
  serverCart = cartWith(1);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as { quantity: number }) : undefined;
      sent.push({ url: String(input), method, body });
      if (method === 'PUT') serverCart = cartWith(body!.quantity);
      return Response.json(serverCart);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCart(cart: Cart = cartWith(1)) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(sessionQueryKey, {
    _id: 'u1',
    email: 'asha@example.in',
    role: 'customer',
  } as never);
  serverCart = cart;
  client.setQueryData(cartQueryKey, cart);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CartPage />
        <ToastContainer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const updates = () => sent.filter((r) => r.method === 'PUT');

describe('typing a cart quantity', () => {
  it('sends one update on Enter, shows the new quantity and total, and confirms in one status line', async () => {
    const user = userEvent.setup();
    renderCart();
    const field = screen.getByRole('spinbutton', { name: 'Quantity of 1N4007 Diode' });
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('min')).toBe('1');
    expect(field.getAttribute('max')).toBe('60');

    await user.clear(field);
    await user.type(field, '12');
    expect(updates()).toHaveLength(0);
    await user.keyboard('{Enter}');

    await waitFor(() => expect((field as HTMLInputElement).value).toBe('12'));
    expect(updates()).toEqual([
      { url: '/api/cart/update', method: 'PUT', body: { productId, quantity: 12 } },
    ]);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(cartMessages.updated);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getAllByText('₹30.00').length).toBeGreaterThan(0);
    // No toast for a quantity change.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the typed value when the field is left', async () => {
    const user = userEvent.setup();
    renderCart();
    const field = screen.getByRole('spinbutton', { name: 'Quantity of 1N4007 Diode' });
    await user.clear(field);
    await user.type(field, '7');
    await user.tab();
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]!.body).toEqual({ productId, quantity: 7 });
  });

  it('refuses zero or an empty field beside it and sends nothing', async () => {
    const user = userEvent.setup();
    renderCart(cartWith(3));
    const field = screen.getByRole('spinbutton', { name: 'Quantity of 1N4007 Diode' });
    await user.clear(field);
    await user.type(field, '0');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(cartMessages.quantityInvalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(updates()).toHaveLength(0);
  });

  it('refuses more than the stock with the stock message and sends nothing', async () => {
    const user = userEvent.setup();
    renderCart(cartWith(2, 5));
    const field = screen.getByRole('spinbutton', { name: 'Quantity of 1N4007 Diode' });
    expect(field.getAttribute('max')).toBe('5');
    await user.clear(field);
    await user.type(field, '9');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(cartMessages.onlyAvailable(5), { selector: 'p' })).toBeTruthy();
    expect(updates()).toHaveLength(0);
  });

  it('steps with + and confirms in the status line, not a toast', async () => {
    const user = userEvent.setup();
    renderCart(cartWith(2));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of 1N4007 Diode' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(cartMessages.updated));
    expect(updates()[0]!.body).toEqual({ productId, quantity: 3 });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText(cartMessages.updated, { selector: '.Toastify *' })).toBeNull();
  });
});
