// @vitest-environment jsdom
/**
 * The order page's status control: it offers only the moves the shared rules allow staff from the
 * order's status (OUT_FOR_DELIVERY included, nothing once final), and CANCELLED asks in a dialog
 * for a confirmation and a reason before anything is sent. The API is answered at the network's
 * edge (fetch).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersDeskMessages as t } from '@shop/shared/admin/desk-messages';
import { orderMessages as m } from '@shop/shared/orders/messages';
import type { Order } from '@shop/shared/orders/schemas';
import type { OrderStatus } from '@shop/shared/orders/status';
import { OrderStatusForm } from './components/order-status-form';

const orderIn = (status: OrderStatus) =>
  ({
    _id: '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    status,
    paymentStatus: 'PENDING',
    paymentMethod: 'COD',
    totalAmount: 1499,
    orderItems: [],
    tracking: [],
    trackingNumber: null,
    courier: null,
    trackingUrl: null,
  }) as unknown as Order;

type Sent = { url: string; method: string; body: unknown };
let sent: Sent[];

beforeAll(() => {
  // jsdom draws <dialog> but does not open it modally; the browser journeys check the real one.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ url: String(input), method: init?.method ?? 'GET', body });
      return new Response(JSON.stringify({ ...orderIn('CANCELLED'), ...body }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderControl(status: OrderStatus) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderStatusForm order={orderIn(status)} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const offered = () =>
  within(screen.getByLabelText(t.updateStatus))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the status control', () => {
  it.each([
    ['PENDING', ['PROCESSING', 'CANCELLED']],
    ['PROCESSING', ['SHIPPED', 'CANCELLED']],
    ['SHIPPED', ['OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED']],
    ['OUT_FOR_DELIVERY', ['DELIVERED', 'CANCELLED']],
  ] as const)('offers from %s only the legal next steps', (status, next) => {
    renderControl(status);
    expect(offered()).toEqual([t.currentStatus(status), ...next]);
    expect((screen.getByLabelText(t.updateStatus) as HTMLSelectElement).value).toBe(status);
  });

  it.each(['DELIVERED', 'CANCELLED'] as const)('offers nothing once %s', (status) => {
    renderControl(status);
    expect(screen.queryByLabelText(t.updateStatus)).toBeNull();
    expect(screen.queryByRole('button', { name: t.save })).toBeNull();
    expect(screen.getByText(t.finalStatus(status))).toBeTruthy();
  });

  it('asks for a confirmation and a reason before cancelling, and sends the reason', async () => {
    const user = renderControl('PROCESSING');
    await user.selectOptions(screen.getByLabelText(t.updateStatus), 'CANCELLED');
    await user.click(screen.getByRole('button', { name: t.save }));

    const dialog = screen.getByRole('dialog', { name: t.cancelTitle('3E2F1A0B') });
    const reason = within(dialog).getByLabelText(t.cancelReasonLabel);
    expect(document.activeElement).toBe(reason);
    expect(sent).toEqual([]);

    // No reason: said beside the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: t.cancelConfirm }));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(reason.getAttribute('aria-describedby')!)?.textContent).toBe(
      m.cancelReasonRequired,
    );
    expect(sent).toEqual([]);

    await user.type(reason, '  Customer asked by phone  ');
    await user.click(within(dialog).getByRole('button', { name: t.cancelConfirm }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/orders/0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b/status',
      method: 'PATCH',
      body: { status: 'CANCELLED', reason: 'Customer asked by phone' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the order when the dialog is dismissed with Keep order', async () => {
    const user = renderControl('PENDING');
    await user.selectOptions(screen.getByLabelText(t.updateStatus), 'CANCELLED');
    await user.click(screen.getByRole('button', { name: t.save }));
    await user.click(screen.getByRole('button', { name: t.cancelKeep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends another move at once, with its optional reason', async () => {
    const user = renderControl('SHIPPED');
    await user.selectOptions(screen.getByLabelText(t.updateStatus), 'OUT_FOR_DELIVERY');
    await user.type(screen.getByLabelText(t.moveReasonLabel), 'Rider assigned');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ status: 'OUT_FOR_DELIVERY', reason: 'Rider assigned' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
