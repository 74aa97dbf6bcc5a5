// @vitest-environment jsdom
/**
 * "Correct AWB" on a shipped order, as staff use it with the keyboard: the button opens the form
 * on the courier with the current values, the shared schema's message shows beside the field
 * before anything is sent, the server's refusal of the AWB (another order has it) shows beside the
 * AWB field, and a saved correction closes the form back onto its button. The API is answered at
 * the network's edge (fetch), as the server answers.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { courierMessages as cm } from '@shop/shared/orders/couriers';
import type { Order } from '@shop/shared/orders/schemas';
import { CorrectShipmentForm } from './components/correct-shipment-form';

const order = {
  _id: '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  status: 'SHIPPED',
  paymentStatus: 'PENDING',
  paymentMethod: 'COD',
  totalAmount: 1499,
  orderItems: [],
  tracking: [],
  trackingNumber: '1490832715562',
  courier: 'DELHIVERY',
  trackingUrl: 'https://www.delhivery.com/track/package/1490832715562',
} as unknown as Order;

type Sent = { url: string; method: string; body: unknown };
let sent: Sent[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CorrectShipmentForm order={order} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the Correct AWB control', () => {
  it('opens from the keyboard on the courier, labelled, holding the current values', async () => {
    const user = renderForm();
    const toggle = screen.getByRole('button', { name: cm.correctAwb });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form')).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('form', { name: cm.correctAwbHeading })).toBeTruthy();
    const courier = screen.getByLabelText(cm.courierLabel) as HTMLSelectElement;
    const awb = screen.getByLabelText(cm.awbLabel) as HTMLInputElement;
    expect(document.activeElement).toBe(courier);
    expect(courier.value).toBe('DELHIVERY');
    expect(awb.value).toBe('1490832715562');
    expect(courier.required && awb.required).toBe(true);

    // Escape puts the form away and the focus back on its button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it("shows the shared schema's message beside the AWB field and sends nothing", async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: cm.correctAwb }));
    const awb = screen.getByLabelText(cm.awbLabel);
    await user.clear(awb);
    await user.type(awb, 'AB 123456{Enter}');

    expect(awb.getAttribute('aria-invalid')).toBe('true');
    const describedBy = awb.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(cm.awbCharacters);
    expect(sent).toEqual([]);
  });

  it("sends the correction and shows the server's refusal of the AWB beside that field", async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: cm.correctAwb }));
    await user.selectOptions(screen.getByLabelText(cm.courierLabel), 'BLUE_DART');
    const awb = screen.getByLabelText(cm.awbLabel);
    await user.clear(awb);
    const taken = cm.awbTaken('Blue Dart', '69512345678');
    answer = {
      status: 409,
      body: { message: taken, code: 'CONFLICT', details: { trackingNumber: [taken] } },
    };
    await user.type(awb, ' 69512345678 ');
    await user.click(screen.getByRole('button', { name: cm.saveCorrection }));

    await waitFor(() => expect(awb.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([
      {
        url: `/api/orders/admin/${order._id}/shipment`,
        method: 'PUT',
        body: { courier: 'BLUE_DART', trackingNumber: '69512345678' },
      },
    ]);
    const describedBy = awb.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(taken);
    // Still open, for the number to be fixed.
    expect(screen.getByRole('form', { name: cm.correctAwbHeading })).toBeTruthy();
  });

  it('closes once the server has the correction, back onto its button', async () => {
    const user = renderForm();
    const toggle = screen.getByRole('button', { name: cm.correctAwb });
    await user.click(toggle);
    const awb = screen.getByLabelText(cm.awbLabel);
    await user.clear(awb);
    answer = {
      status: 200,
      body: { ...order, trackingNumber: '1490832715563', trackingUrl: null },
    };
    await user.type(awb, '1490832715563{Enter}');

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(sent.map((s) => s.body)).toEqual([
      { courier: 'DELHIVERY', trackingNumber: '1490832715563' },
    ]);
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
