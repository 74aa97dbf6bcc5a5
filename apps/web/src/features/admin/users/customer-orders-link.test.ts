import { describe, expect, it } from 'vitest';
import { customerOrdersPath } from './customer-orders-link';

describe('customerOrdersPath', () => {
  it("opens the desk on every status, searched by the customer's e-mail", () => {
    expect(customerOrdersPath('asha.rao+shop@example.in')).toBe(
      '/admin/orders?status=ALL&q=asha.rao%2Bshop%40example.in',
    );
    const search = new URL(customerOrdersPath('a&b=c@example.in'), 'http://shop').searchParams;
    expect(search.get('status')).toBe('ALL');
    expect(search.get('q')).toBe('a&b=c@example.in');
  });
});
