// @vitest-environment jsdom
/** The dashboard: trends only where computed, the sales per period, the work waiting, the chart's text. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DashboardStats, SalesFigure } from '@shop/shared/admin/schemas';
import { getDashboardStatsQueryOptions } from './api/get-dashboard-stats';
import DashboardPage from './components/dashboard-page';
import { salesChartDescription, trendText } from './dashboard-figures';

const figure = (overrides: Partial<SalesFigure> = {}): SalesFigure => ({
  orders: 0,
  sales: 0,
  gst: 0,
  averageOrderValue: 0,
  previous: { orders: 0, sales: 0, gst: 0, averageOrderValue: 0 },
  trend: { sales: null, gst: null, averageOrderValue: null },
  ...overrides,
});

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  orders: 0,
  sales: 0,
}));

const stats: DashboardStats = {
  userCount: 4,
  orderCount: 9,
  pendingOrderCount: 3,
  completedOrderCount: 1,
  productCount: 80,
  categoryCount: 6,
  enquiryCount: 0,
  refundsOwedCount: 1,
  ordersOwingWithoutRefundCount: 0,
  failedMailCount: 2,
  returnsWaitingCount: 0,
  awaitingPaymentCount: 2,
  ordersToShipCount: 5,
  lowStockCount: 4,
  countTrends: { userCount: null, orderCount: 12, completedOrderCount: -3 },
  sales: {
    today: figure({ orders: 1, sales: 1180, gst: 180, averageOrderValue: 1180 }),
    last7Days: figure({
      orders: 2,
      sales: 2360,
      gst: 360,
      averageOrderValue: 1180,
      trend: { sales: 100, gst: 100, averageOrderValue: 0 },
    }),
    last30Days: figure(),
  },
  salesByDay: days.map((day, i) =>
    i === 29
      ? { ...day, orders: 1, sales: 1180 }
      : i === 28
        ? { ...day, orders: 1, sales: 1180.5 }
        : day,
  ),
};

function renderDashboard() {
  const client = new QueryClient();
  client.setQueryData(getDashboardStatsQueryOptions().queryKey, stats);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
}

describe('the dashboard', () => {
  it('words a computed trend and leaves out one that is not', () => {
    expect(trendText(12, 'the 30 days before')).toBe('+12% vs the 30 days before');
    expect(trendText(-3, 'the 7 days before')).toBe('-3% vs the 7 days before');
    expect(trendText(0, 'yesterday at this time')).toBe('0% vs yesterday at this time');
    expect(trendText(null, 'the 7 days before')).toBeNull();
  });

  it('shows the counts with computed trends only, the sales per period, and the work waiting', () => {
    const page = renderDashboard();
    const cards = [...page.querySelectorAll('li')].filter((li) => li.querySelector('h2'));
    expect(cards.map((card) => card.querySelector('h2')!.textContent)).toEqual([
      'Users',
      'Total Orders',
      'Pending Orders',
      'Completed Orders',
      'Products',
      'Categories',
      'Enquiries',
    ]);
    const text = (card: Element) => card.textContent ?? '';
    expect(text(cards[0]!)).toBe('Users4');
    expect(text(cards[1]!)).toContain('+12% vs the 30 days before');
    expect(text(cards[3]!)).toContain('-3% vs the 30 days before');
    // No fixed figures: a count without a computed trend shows none.
    for (const card of [cards[0]!, cards[2]!, cards[4]!, cards[5]!, cards[6]!]) {
      expect(text(card)).not.toContain('%');
    }

    const today = page.querySelector('[aria-labelledby="dashboard-sales-today"]')!;
    expect(today.textContent).toContain('1 order');
    expect(today.textContent).toContain('₹1,180.00');
    expect(today.textContent).toContain('GST collected₹180.00');
    expect(today.textContent).not.toContain('%');
    const week = page.querySelector('[aria-labelledby="dashboard-sales-last7Days"]')!;
    expect(week.textContent).toContain('+100% vs the 7 days before');
    expect(week.textContent).toContain('0% vs the 7 days before');

    const toShip = page.querySelector('[aria-labelledby="dashboard-orders-to-ship"]')!;
    expect(toShip.textContent).toContain('5');
    expect(toShip.querySelector('a')!.getAttribute('href')).toBe('/admin/orders');
    const awaiting = page.querySelector('[aria-labelledby="dashboard-awaiting-payment"]')!;
    expect(awaiting.querySelector('h2')!.textContent).toBe('Awaiting payment');
    expect(awaiting.textContent).toContain('2');
    expect(awaiting.querySelector('a')!.getAttribute('href')).toBe('/admin/orders?status=PENDING');
  });

  it('describes the sales chart in words and lists each day in a table', () => {
    expect(salesChartDescription(stats.salesByDay)).toBe(
      'Bar chart of sales per day over the last 30 days: ₹2,360.50 in all, the best day 29 Nov with ₹1,180.50. The table below lists each day.',
    );
    const page = renderDashboard();
    expect(page.querySelector('h2#dashboard-overview')!.textContent).toBe('Dashboard Overview');
    const rows = page.querySelectorAll('table tbody tr');
    expect(rows).toHaveLength(30);
    expect(rows[29]!.textContent).toBe('30 Nov1₹1,180.00');
  });
});
