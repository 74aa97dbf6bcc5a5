// @vitest-environment jsdom
/**
 * Blocking from the Users screen asks first: the dialog says what a block does, takes an
 * optional reason, sends it once on confirmation and closes; Cancel sends nothing; the server's
 * refusal shows in the dialog, which stays open. The API is answered at the network's edge.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCustomer } from '@shop/shared/accounts/schemas';
import { usersMessages as t } from '@shop/shared/admin/desk-messages';
import { BlockCustomerDialog } from './components/block-customer-dialog';

const customer: AdminCustomer = {
  _id: '3b2a1c0d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  firstName: 'Farhan',
  lastName: 'Ali',
  email: 'farhan@example.in',
  mobile: '9123456780',
  createdAt: '2026-11-01T10:00:00.000Z',
  orderCount: 2,
  totalSpent: 1200,
  blockedAt: null,
  blockedReason: '',
};

let sent: Array<{ url: string; method: string; body: unknown }>;
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  answer = {
    status: 200,
    body: { _id: customer._id, blockedAt: '2026-11-27T05:00:00.000Z', blockedReason: 'Fraud' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(who: AdminCustomer = customer) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BlockCustomerDialog customer={who} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onClose };
}

describe('the block dialog', () => {
  it('says what a block does, sends the reason once and closes', async () => {
    const { user, onClose } = renderDialog();
    expect(screen.getByText(t.blockTitle('Farhan Ali'))).toBeTruthy();
    expect(screen.getByText(t.blockMessage)).toBeTruthy();
    await user.type(screen.getByLabelText(t.blockReasonLabel), 'Fraud');
    await user.click(screen.getByRole('button', { name: t.blockConfirm }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: expect.stringContaining(`/api/admin/users/${customer._id}/block`),
        method: 'POST',
        body: { reason: 'Fraud' },
      },
    ]);
  });

  it('sends nothing on Cancel, and keeps the dialog open with the server’s message on refusal', async () => {
    const first = renderDialog();
    await first.user.click(screen.getByRole('button', { name: t.cancel }));
    expect(first.onClose).toHaveBeenCalled();
    expect(sent).toHaveLength(0);
    cleanup();

    answer = { status: 404, body: { message: 'Customer not found', code: 'NOT_FOUND' } };
    const second = renderDialog();
    await second.user.click(screen.getByRole('button', { name: t.blockConfirm }));
    expect((await screen.findByRole('alert')).textContent).toBe('Customer not found');
    expect(second.onClose).not.toHaveBeenCalled();
  });

  it('unblocks a blocked customer without asking a reason', async () => {
    const { user, onClose } = renderDialog({
      ...customer,
      blockedAt: '2026-11-27T05:00:00.000Z',
      blockedReason: 'Fraud',
    });
    expect(screen.queryByLabelText(t.blockReasonLabel)).toBeNull();
    await user.click(screen.getByRole('button', { name: t.unblockConfirm }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      url: expect.stringContaining(`/api/admin/users/${customer._id}/unblock`),
      method: 'POST',
    });
  });
});
