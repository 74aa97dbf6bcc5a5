/** The Refunds owed screen: its list state, the table of refunds and its empty state. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RefundOwed } from '@shop/shared/payments/records';
import RefundsOwedPage, { RefundsOwedTable } from './components/refunds-owed-page';
import { ageOf, readRefundsOwedParams, writeRefundsOwedParams } from './refunds-owed-params';

const NOW = new Date('2025-03-10T12:00:00.000Z');

const owed = (overrides: Partial<RefundOwed>): RefundOwed => ({
  _id: 'r1',
  amount: 1180,
  method: 'RAZORPAY',
  status: 'PENDING',
  reason: 'Order cancelled',
  reference: null,
  providerRefundId: 'rfnd_AAA111',
  createdAt: '2025-03-10T09:00:00.000Z',
  processedAt: null,
  failedAt: null,
  failureReason: null,
  order: {
    _id: '4f1c2d3e-0000-4000-8000-00000000ab12',
    status: 'CANCELLED',
    paymentStatus: 'REFUND_PENDING',
    paymentMethod: 'RAZORPAY',
    totalAmount: 1180,
    createdAt: '2025-03-01T00:00:00.000Z',
    customer: {
      _id: '9a1b2c3d-0000-4000-8000-0000000000c1',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@example.in',
    },
  },
  ...overrides,
});

function renderPage(search: string, seed: (client: QueryClient) => void) {
  const client = new QueryClient();
  seed(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/refunds${search}`]}>
        <RefundsOwedPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the refunds owed list state', () => {
  it('reads back what it wrote, and falls back on a status that is not owed', () => {
    const params = { status: 'FAILED' as const, page: 2 };
    expect(writeRefundsOwedParams(params).toString()).toBe('status=FAILED&page=2');
    expect(readRefundsOwedParams(writeRefundsOwedParams(params))).toEqual(params);
    expect(readRefundsOwedParams(new URLSearchParams({ status: 'PROCESSED' }))).toEqual({
      status: '',
      page: 1,
    });
  });

  it('tells the age in hours on the first day, then in days', () => {
    expect(ageOf('2025-03-10T09:00:00.000Z', NOW)).toEqual({ days: 0, hours: 3 });
    expect(ageOf('2025-03-07T11:00:00.000Z', NOW)).toEqual({ days: 3, hours: 73 });
  });
});

describe('the refunds owed table', () => {
  it('shows each refund with its order link, customer, amount, method, state, failure and age, in the order given', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <RefundsOwedTable
          now={NOW}
          items={[
            owed({
              _id: 'r2',
              status: 'FAILED',
              amount: 100,
              reason: 'Late delivery',
              failureReason: 'The bank could not credit the refund',
              createdAt: '2025-03-07T11:00:00.000Z',
            }),
            owed({ _id: 'r1' }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/admin/order/4f1c2d3e-0000-4000-8000-00000000ab12"');
    expect(html).toContain('>Order #0000AB12</a>');
    expect(html).toContain('Asha Rao');
    expect(html).toContain('asha.rao@example.in');
    expect(html).toContain('₹100.00');
    expect(html).toContain('Razorpay (to the account paid from)');
    expect(html).toContain('Failed: The bank could not credit the refund');
    expect(html).toContain('<time dateTime="2025-03-07T11:00:00.000Z"');
    expect(html).toContain('>3 days ago</time>');
    expect(html).toContain('>3 h ago</time>');
    expect(html.indexOf('Late delivery')).toBeLessThan(html.indexOf('Order cancelled'));
  });
});

describe('the refunds owed screen', () => {
  it('says there is nothing owed when the list is empty', () => {
    const html = renderPage('', (client) => {
      client.setQueryData(['admin', 'refunds', { status: '', page: 1 }], { items: [], total: 0 });
    });
    expect(html).toContain('Refunds owed');
    expect(html).toContain('No refunds owed: every refund asked for has gone through.');
  });

  it('says which status has none when filtered, and points to orders owing with no refund', () => {
    const html = renderPage('?status=FAILED', (client) => {
      client.setQueryData(['admin', 'refunds', { status: 'FAILED', page: 1 }], {
        items: [],
        total: 0,
      });
      client.setQueryData(['admin', 'dashboard', 'stats'], { ordersOwingWithoutRefundCount: 2 });
    });
    expect(html).toContain('No failed refunds owed.');
    expect(html).toContain('2 orders are marked Refund Pending with no refund on its way');
    expect(html).toContain(
      'href="/admin/orders?status=CANCELLED&amp;paymentStatus=REFUND_PENDING"',
    );
  });
});
