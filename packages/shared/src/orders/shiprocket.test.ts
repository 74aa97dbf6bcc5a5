/** Shiprocket's courier names and dates, as the shop reads them. */
import { describe, expect, it } from 'vitest';
import {
  courierOfShiprocket,
  instantOfShiprocketDate,
  shiprocketTrackingSchema,
} from './shiprocket';

describe("Shiprocket's courier names", () => {
  it("map each service of a courier on the shop's list to that courier, and the rest to Other", () => {
    const mapped = Object.fromEntries(
      [
        'Delhivery Surface',
        'Delhivery Air',
        'Blue Dart Air',
        'Bluedart Surface',
        'Xpressbees 1kg',
        'Ekart Logistics',
        'DTDC Surface',
        'Shadowfax',
        'India Post',
        'Speed Post',
        'Smartr Logistics',
        'Amazon Shipping 1kg',
        '',
      ].map((name) => [name, courierOfShiprocket(name)]),
    );
    expect(mapped).toEqual({
      'Delhivery Surface': 'DELHIVERY',
      'Delhivery Air': 'DELHIVERY',
      'Blue Dart Air': 'BLUE_DART',
      'Bluedart Surface': 'BLUE_DART',
      'Xpressbees 1kg': 'XPRESSBEES',
      'Ekart Logistics': 'EKART',
      'DTDC Surface': 'DTDC',
      Shadowfax: 'SHADOWFAX',
      'India Post': 'INDIA_POST',
      'Speed Post': 'INDIA_POST',
      'Smartr Logistics': 'OTHER',
      'Amazon Shipping 1kg': 'OTHER',
      '': 'OTHER',
    });
  });
});

describe("Shiprocket's dates", () => {
  it('are India time: 14:32:10 in Hyderabad is 09:02:10 UTC', () => {
    expect(instantOfShiprocketDate('2026-11-20 14:32:10')?.toISOString()).toBe(
      '2026-11-20T09:02:10.000Z',
    );
    // Just after midnight in India is the day before in UTC.
    expect(instantOfShiprocketDate('2026-01-01 00:10')?.toISOString()).toBe(
      '2025-12-31T18:40:00.000Z',
    );
  });

  it('refuse what is not a date and time in that form', () => {
    for (const text of [
      '',
      '20-11-2026 14:32:10',
      '23 05 2023 11:43:52',
      '2026-02-30 10:00:00',
      '2026-11-20 24:00:00',
      '2026-11-20',
      '2026-11-20T14:32:10+05:30',
    ]) {
      expect(instantOfShiprocketDate(text), text).toBeUndefined();
    }
  });
});

describe("Shiprocket's tracking update", () => {
  it('takes numbers and nulls where Shiprocket sends them, and upper-cases the AWB', () => {
    const parsed = shiprocketTrackingSchema.parse({
      awb: 19041424751540,
      courier_name: 'Delhivery Surface',
      current_status: 'IN TRANSIT',
      current_status_id: 20,
      order_id: null,
      scans: [
        { date: '2023-05-19 11:59:16', activity: 'Picked up', location: null, 'sr-status': 42 },
      ],
    });
    expect(parsed.awb).toBe('19041424751540');
    expect(parsed.order_id).toBe('');
    expect(parsed.scans[0]).toMatchObject({ location: '', 'sr-status': '42', status: '' });
    expect(shiprocketTrackingSchema.parse({ ...parsed, awb: ' sf123abc ' }).awb).toBe('SF123ABC');
  });
});
