/**
 * The GST screen's period picker: choosing Quarter puts ?quarter= in the URL, and a quarter in
 * the URL asks the API for that quarter, offers its CSV files and names it on the screen.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GstReturns } from '@shop/shared/gst/returns';
import { getGstReturnsQueryOptions } from './api/get-gst-returns';
import GstReturnsPage from './components/gst-returns-page';
import { GstPeriodPicker } from './components/gst-period-picker';
import { periodFromSearch, periodQuery, quarterChoices, switchKind } from './gst-period';

/** 27 November 2026, 9:30 in India: the third quarter of the financial year 2026-27. */
const now = new Date('2026-11-27T04:00:00Z');

const taxes = { taxableValue: 1000, igst: 0, cgst: 90, sgst: 90 };
const hsnRow = (hsn: string) => ({
  hsn,
  description: 'Boards',
  uqc: 'NOS-NUMBERS',
  quantity: 2,
  totalValue: 1180,
  rate: 18,
  ...taxes,
});
const quarterReturns: GstReturns = {
  month: '2026-Q3',
  documents: [
    {
      kind: 'INVOICE',
      number: 'CK/26-27/000007',
      date: '2026-10-05T06:00:00.000Z',
      orderId: 'o1',
      buyerName: 'Asha Rao',
      buyerGstin: '',
      placeOfSupply: '36-Telangana',
      total: 1180,
      ...taxes,
    },
  ],
  b2b: [],
  b2c: [{ placeOfSupply: '36-Telangana', rate: 18, ...taxes }],
  hsn: [hsnRow('8473')],
  hsnB2b: [],
  hsnB2c: [hsnRow('8473')],
  docs: [
    {
      nature: 'Invoices for outward supply',
      from: 'CK/26-27/000007',
      to: 'CK/26-27/000009',
      total: 3,
      cancelled: 0,
    },
  ],
  totals: {
    invoices: { count: 1, total: 1180, ...taxes },
    creditNotes: { count: 0, total: 0, taxableValue: 0, igst: 0, cgst: 0, sgst: 0 },
  },
};

function renderPage(url: string, period: string, returns: GstReturns) {
  const client = new QueryClient();
  client.setQueryData(getGstReturnsQueryOptions(period).queryKey, returns);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <GstReturnsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('choosing the period', () => {
  it('turns this month into its quarter when Quarter is chosen, written ?quarter= in the URL', () => {
    const month = periodFromSearch(new URLSearchParams(''), now);
    expect(month).toBe('2026-11');
    expect(periodQuery(switchKind(month, 'quarter', now)).toString()).toBe('quarter=2026-Q3');
    expect(periodQuery(switchKind('2026-03', 'quarter', now)).toString()).toBe('quarter=2025-Q4');
  });

  it('turns a quarter back into its latest month begun when Month is chosen', () => {
    expect(periodQuery(switchKind('2026-Q3', 'month', now)).toString()).toBe('month=2026-11');
    expect(switchKind('2025-Q4', 'month', now)).toBe('2026-03');
  });

  it('reads the period from the URL, and this month from one it cannot read', () => {
    expect(periodFromSearch(new URLSearchParams('quarter=2025-Q2'), now)).toBe('2025-Q2');
    expect(periodFromSearch(new URLSearchParams('month=2026-07'), now)).toBe('2026-07');
    expect(periodFromSearch(new URLSearchParams('quarter=2026-Q5'), now)).toBe('2026-11');
  });

  it('offers the quarters begun this financial year and all of the three before, newest first', () => {
    const choices = quarterChoices(now);
    expect(choices.slice(0, 4)).toEqual(['2026-Q3', '2026-Q2', '2026-Q1', '2025-Q4']);
    expect(choices.at(-1)).toBe('2023-Q1');
    expect(choices).toHaveLength(15);
  });

  it('labels the radio group and the quarters as the financial year names them', () => {
    const html = renderToStaticMarkup(
      <GstPeriodPicker period="2026-Q3" now={now} onChange={() => {}} />,
    );
    expect(html).toMatch(/<fieldset><legend[^>]*>Period<\/legend>/);
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(2);
    expect(radios[0]).toMatch(/value="month"/);
    expect(radios[0]).not.toContain('checked');
    expect(radios[1]).toMatch(/checked="" value="quarter"/);
    expect(html).toContain('<label for="gst-quarter"');
    expect(html).toContain('<option value="2026-Q3" selected="">Q3 2026-27 (Oct–Dec)</option>');
    expect(html).toContain('<option value="2025-Q4">Q4 2025-26 (Jan–Mar)</option>');
    expect(html).not.toContain('type="month"');
  });
});

describe('the GST screen for a quarter', () => {
  const html = renderPage('/admin/gst?quarter=2026-Q3', '2026-Q3', quarterReturns);

  it('links every CSV file to the quarter', () => {
    const links = [...html.matchAll(/href="(\/api\/gst\/returns\/csv[^"]*)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(8);
    expect(links).toContain('/api/gst/returns/csv?quarter=2026-Q3&amp;section=docs');
    for (const link of links) expect(link).toMatch(/\?quarter=2026-Q3&amp;section=/);
  });

  it('names the quarter, and says an empty table is empty for the quarter', () => {
    expect(html).toContain('issued in Q3 2026-27 (Oct–Dec), summarised for GSTR-1.');
    expect(html).toContain('None in this quarter.');
    expect(html).not.toContain('None in this month.');
  });

  it('shows Table 13 and the HSN summary in its B2B and B2C tables', () => {
    expect(html).toContain('>Documents issued</h2>');
    for (const heading of [
      'Nature of document',
      'Sr. No. From',
      'Sr. No. To',
      'Total number',
      'Cancelled',
    ]) {
      expect(html).toContain(`>${heading}</th>`);
    }
    expect(html).toMatch(
      /<td[^>]*>Invoices for outward supply<\/td><td[^>]*>CK\/26-27\/000007<\/td><td[^>]*>CK\/26-27\/000009<\/td><td[^>]*>3<\/td><td[^>]*>0<\/td>/,
    );
    const b2b = html.indexOf('>HSN summary — B2B</h2>');
    const b2c = html.indexOf('>HSN summary — B2C</h2>');
    expect(b2b).toBeGreaterThan(0);
    expect(b2c).toBeGreaterThan(b2b);
    // No B2B rows this quarter; the B2C table has the row.
    expect(html.slice(b2b, b2c)).toContain('None in this quarter.');
    expect(html.slice(b2c)).toContain('>8473</td>');
  });

  it('says a month is empty for the month', () => {
    const monthHtml = renderPage('/admin/gst?month=2026-10', '2026-10', {
      ...quarterReturns,
      month: '2026-10',
    });
    expect(monthHtml).toContain('None in this month.');
    expect(monthHtml).toContain('/api/gst/returns/csv?month=2026-10&amp;section=b2b');
    expect(monthHtml).toContain('issued in October 2026,');
  });
});
