/** The product form's line on the rate charged today: the rate table's, else the form's own. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GstRateSchedule } from '@shop/shared/gst/rate-table';
import { dayText } from '@/features/admin/components/day-text';
import { GstRateInForce } from './components/gst-rate-in-force';

function render(hsnCode: string, schedule?: GstRateSchedule) {
  const client = new QueryClient();
  if (schedule) client.setQueryData(['gst-rates', hsnCode], schedule);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <GstRateInForce hsnCode={hsnCode} id="rate" />
    </QueryClientProvider>,
  );
}

describe('the rate in force under the product form', () => {
  it("shows the table's rate with its day, and the next change", () => {
    const html = render('9503', {
      hsnCode: '9503',
      today: '2026-11-26',
      inForce: { hsnCode: '9503', rate: 18, validFrom: '2026-11-01' },
      next: { hsnCode: '9503', rate: 5, validFrom: '2027-04-01' },
    });
    expect(html).toContain('Rate in force: 18% since 1 Nov 2026');
    expect(html).toContain('The rate table decides the rate charged for this HSN code');
    expect(html).toContain('From 1 Apr 2027: 5%');
  });

  it("says the form's rate applies when the table has none", () => {
    const html = render('8504', {
      hsnCode: '8504',
      today: '2026-11-26',
      inForce: null,
      next: null,
    });
    expect(html).toContain('The rate table has no rate for HSN 8504: the rate chosen here applies');
    expect(html).not.toContain('From ');
  });

  it('shows nothing until a well-formed code has an answer', () => {
    expect(render('85')).toBe('');
  });

  it('writes September with three letters', () => {
    expect(dayText('2025-09-22')).toBe('22 Sep 2025');
  });
});
