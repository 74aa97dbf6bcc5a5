/**
 * The order detail's shipping forms: the courier and AWB fields that SHIPPED asks for, each with
 * its label, required, and the shared message beside it; the checks before sending; the tracking
 * update form; and the summary of a shipped order with its courier, AWB and tracking link.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { courierMessages as cm } from '@shop/shared/orders/couriers';
import type { Order } from '@shop/shared/orders/schemas';
import { OrderSummary } from './components/admin-order-page';
import { ShipmentFields } from './components/shipment-fields';
import { TrackingUpdateForm } from './components/tracking-update-form';
import { checkShipment, checkTrackingUpdate, emptyShipment, localNow } from './order-shipment';

const render = (element: ReactElement) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>,
  );

/** The opening tag of the element with the given id. */
const fieldOf = (html: string, id: string) => html.match(new RegExp(`<[^>]*id="${id}"[^>]*>`))?.[0];

describe('the courier and AWB fields', () => {
  it('label both, require both, and offer every courier by name', () => {
    const html = render(<ShipmentFields values={emptyShipment} errors={{}} onChange={() => {}} />);
    expect(html).toContain('<label for="shipment-courier"');
    expect(html).toContain(`>${cm.courierLabel}</label>`);
    expect(html).toContain('<label for="shipment-awb"');
    expect(html).toContain(`>${cm.awbLabel}</label>`);
    expect(fieldOf(html, 'shipment-courier')).toContain('required');
    expect(fieldOf(html, 'shipment-awb')).toContain('required');
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(options).toEqual([
      ['', cm.chooseCourier],
      ['DELHIVERY', 'Delhivery'],
      ['BLUE_DART', 'Blue Dart'],
      ['DTDC', 'DTDC'],
      ['INDIA_POST', 'India Post'],
      ['EKART', 'Ekart'],
      ['XPRESSBEES', 'Xpressbees'],
      ['SHADOWFAX', 'Shadowfax'],
      ['OTHER', 'Other'],
    ]);
  });

  it('show each problem beside its field, tied to it for screen readers', () => {
    const { ok, errors } = checkShipment(emptyShipment) as { ok: false; errors: never };
    expect(ok).toBe(false);
    const html = render(
      <ShipmentFields values={emptyShipment} errors={errors} onChange={() => {}} />,
    );
    expect(fieldOf(html, 'shipment-courier')).toContain('aria-invalid="true"');
    expect(fieldOf(html, 'shipment-courier')).toContain(
      'aria-describedby="shipment-courier-error"',
    );
    expect(html).toContain(`<p id="shipment-courier-error"`);
    expect(html).toContain(`>${cm.courierRequired}</p>`);
    expect(fieldOf(html, 'shipment-awb')).toContain('aria-describedby="shipment-awb-error"');
    expect(html).toContain(`>${cm.awbRequired.replace("'", '&#x27;')}</p>`);
  });
});

describe('the checks before sending', () => {
  it('take a courier and an AWB of letters and digits, upper-cased', () => {
    expect(checkShipment({ courier: 'EKART', trackingNumber: ' fmpc0412345 ' })).toEqual({
      ok: true,
      data: { courier: 'EKART', trackingNumber: 'FMPC0412345' },
    });
    expect(checkShipment({ courier: 'EKART', trackingNumber: 'FMPC 0412345' })).toEqual({
      ok: false,
      errors: { trackingNumber: cm.awbCharacters },
    });
    expect(checkShipment({ courier: '', trackingNumber: 'AB12' })).toEqual({
      ok: false,
      errors: { courier: cm.courierRequired, trackingNumber: cm.awbLength },
    });
  });

  it('send a tracking update with its local time as an instant, and refuse one in the future', () => {
    const now = new Date();
    const checked = checkTrackingUpdate({
      status: 'In transit',
      location: 'Nagpur hub',
      date: localNow(now),
    });
    expect(checked.ok).toBe(true);
    const sent = checked.ok ? Date.parse(checked.data.date) : NaN;
    // The field keeps minutes: what is sent is the same minute as now.
    expect(Math.floor(sent / 60_000)).toBe(Math.floor(now.getTime() / 60_000));
    // A date left at its default is sent as the instant of sending, to the millisecond.
    const untouched = checkTrackingUpdate(
      { status: 'In transit', location: 'Nagpur hub', date: localNow(now) },
      now,
    );
    expect(untouched.ok && untouched.data.date).toBe(now.toISOString());

    const tomorrow = new Date(now.getTime() + 86_400_000);
    expect(
      checkTrackingUpdate({ status: 'In transit', location: 'Hub', date: localNow(tomorrow) }),
    ).toEqual({ ok: false, errors: { date: cm.trackingDateInFuture } });
    expect(checkTrackingUpdate({ status: 'shipped', location: '', date: '' })).toEqual({
      ok: false,
      errors: {
        status: cm.trackingStatusIsOrderStatus('SHIPPED'),
        location: cm.trackingLocationRequired,
        date: cm.trackingDateRequired,
      },
    });
  });
});

describe('the tracking update form', () => {
  it('has its heading, a labelled required field for each part and its button', () => {
    const html = render(<TrackingUpdateForm orderId="o1" />);
    expect(html).toContain(`>${cm.addTrackingHeading}</h3>`);
    for (const [id, label] of [
      ['tracking-status', cm.trackingStatusLabel],
      ['tracking-location', cm.trackingLocationLabel],
      ['tracking-date', cm.trackingDateLabel],
    ] as const) {
      expect(html).toContain(
        `<label for="${id}" class="mb-1 block text-sm font-medium text-slate-700">${label}</label>`,
      );
      expect(fieldOf(html, id)).toContain('required');
    }
    expect(fieldOf(html, 'tracking-date')).toContain('type="datetime-local"');
    expect(html).toContain(`>${cm.addTracking}</button>`);
  });
});

describe('the summary of a shipped order', () => {
  const order = {
    _id: '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    status: 'SHIPPED',
    paymentStatus: 'PAID',
    paymentMethod: 'RAZORPAY',
    totalAmount: 1499,
    orderItems: [],
    tracking: [],
    trackingNumber: '1490832715562',
    courier: 'DELHIVERY',
    trackingUrl: 'https://www.delhivery.com/track/package/1490832715562',
  } as unknown as Order;

  it('names the courier and AWB, links the courier’s page in a new tab, and offers tracking updates', () => {
    const html = render(<OrderSummary order={order} />);
    expect(html).toContain('>Courier</dt><dd class="text-slate-900">Delhivery</dd>');
    expect(html).toContain('>1490832715562</dd>');
    const link = html.match(/<a [^>]*href="https:\/\/www\.delhivery\.com[^"]*"[^>]*>/)?.[0];
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(html).toContain('Track on Delhivery');
    expect(html).toContain(`>${cm.addTrackingHeading}</h3>`);
  });

  it('offers no tracking updates before the order ships, and no link without a page', () => {
    const html = render(
      <OrderSummary
        order={{
          ...order,
          status: 'PROCESSING',
          trackingNumber: null,
          courier: null,
          trackingUrl: null,
        }}
      />,
    );
    expect(html).not.toContain(cm.addTrackingHeading);
    expect(html).not.toContain('Track on');
    expect(html).not.toContain('>Courier</dt>');
  });
});
