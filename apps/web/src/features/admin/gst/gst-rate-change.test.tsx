/**
 * The rate table screen: the add form checks its fields with the shared schema and sends nothing
 * while one is wrong, each message standing under its field; and each row's standing on a day.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { gstRateTableMessages as m } from '@shop/shared/gst/rate-table';
import { gstMessages } from '@shop/shared/gst/messages';
import { RateChangeFields } from './components/gst-rate-change-form';
import { emptyRateChange, submitRateChange, withStanding } from './gst-rate-change';

describe('the rate change form', () => {
  it('sends nothing and answers the shared messages for a wrong HSN code, no rate and no day', async () => {
    const send = vi.fn(() => Promise.resolve());
    const errors = await submitRateChange(
      { hsnCode: '85', rate: '', validFrom: '2026-02-30' },
      send,
    );
    expect(send).not.toHaveBeenCalled();
    expect(errors).toEqual({
      hsnCode: gstMessages.hsnInvalid,
      rate: m.rateInvalid,
      validFrom: m.validFromInvalid,
    });
  });

  it('refuses an empty form the same way', async () => {
    const send = vi.fn(() => Promise.resolve());
    const errors = await submitRateChange(emptyRateChange(), send);
    expect(send).not.toHaveBeenCalled();
    expect(Object.keys(errors).sort()).toEqual(['hsnCode', 'rate', 'validFrom']);
  });

  it('sends the change as the API takes it once every field is right', async () => {
    const send = vi.fn(() => Promise.resolve());
    const errors = await submitRateChange(
      { hsnCode: ' 8504 ', rate: '12', validFrom: '2026-12-01' },
      send,
    );
    expect(errors).toEqual({});
    expect(send).toHaveBeenCalledExactlyOnceWith({
      hsnCode: '8504',
      rate: 12,
      validFrom: '2026-12-01',
    });
  });

  it('shows each message under its field, tied to it for screen readers', () => {
    const html = renderToStaticMarkup(
      <RateChangeFields
        values={{ hsnCode: '85', rate: '', validFrom: '' }}
        errors={{
          hsnCode: gstMessages.hsnInvalid,
          rate: m.rateInvalid,
          validFrom: m.validFromInvalid,
        }}
        today="2026-11-27"
        onChange={() => {}}
      />,
    );
    for (const [name, message] of [
      ['hsnCode', gstMessages.hsnInvalid],
      ['rate', m.rateInvalid],
      ['validFrom', m.validFromInvalid],
    ] as const) {
      const field = new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
      expect(field).toContain('aria-invalid="true"');
      const errorId = /aria-describedby="([^"]+)"/.exec(field!)?.[1];
      expect(html).toContain(
        `<p id="${errorId}" class="mt-1 text-xs font-medium text-red-600">${message.replace(/'/g, '&#x27;')}</p>`,
      );
    }
    expect(html).toContain('<option value="28">28%</option>');
    expect(html).toMatch(/type="date"[^>]*min="2026-11-27"|min="2026-11-27"[^>]*type="date"/);
  });
});

describe('the standing of each rate on a day', () => {
  it('marks the latest row begun in force, earlier ones past and later ones upcoming, per HSN code', () => {
    const rows = [
      { hsnCode: '8473', rate: 28, validFrom: '2025-04-01' },
      { hsnCode: '8473', rate: 18, validFrom: '2025-09-22' },
      { hsnCode: '8473', rate: 12, validFrom: '2026-11-28' },
      { hsnCode: '8504', rate: 18, validFrom: '2026-11-27' },
    ];
    expect(withStanding(rows, '2026-11-27').map((row) => row.standing)).toEqual([
      'past',
      'inForce',
      'upcoming',
      'inForce',
    ]);
  });
});
