import { describe, expect, it } from 'vitest';
import { adminMenu, activeAdminMenuEntry } from './admin-menu';

const activeLabel = (pathname: string) => activeAdminMenuEntry(pathname)?.label ?? null;

describe('the admin side menu', () => {
  it('lists the screens of the back office in order, with their paths', () => {
    expect(adminMenu.map((entry) => [entry.label, entry.to])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Category', '/admin/category'],
      ['Product', '/admin/product'],
      ['Promotions', '/admin/promotions'],
      ['Users', '/admin/users'],
      ['Orders', '/admin/orders'],
      ['Returns', '/admin/returns'],
      ['Refunds owed', '/admin/refunds'],
      ['Enquiries', '/admin/enquiries'],
      ['Reviews', '/admin/reviews'],
      ['GST', '/admin/gst'],
      ['GST rates', '/admin/gst/rates'],
      ['Exports', '/admin/exports'],
      ['E-mails not sent', '/admin/emails'],
    ]);
  });

  it('highlights the entry of the current screen', () => {
    expect(activeLabel('/admin/dashboard')).toBe('Dashboard');
    expect(activeLabel('/admin/category')).toBe('Category');
    expect(activeLabel('/admin/returns')).toBe('Returns');
    expect(activeLabel('/admin/enquiries')).toBe('Enquiries');
    expect(activeLabel('/admin/refunds')).toBe('Refunds owed');
    expect(activeLabel('/admin/reviews')).toBe('Reviews');
    expect(activeLabel('/admin/gst')).toBe('GST');
    expect(activeLabel('/admin/gst/rates')).toBe('GST rates');
    expect(activeLabel('/admin/exports')).toBe('Exports');
  });

  it('keeps Orders highlighted on an order of the list, and Product on the product manager', () => {
    expect(activeLabel('/admin/order/65f1c0ffee0123456789abcd')).toBe('Orders');
    expect(activeLabel('/admin/products')).toBe('Product');
  });

  it('highlights nothing on a path that is no screen of the menu', () => {
    expect(activeLabel('/admin/unknown')).toBeNull();
    expect(activeLabel('/admin/ordersx')).toBeNull();
    expect(activeLabel('/')).toBeNull();
  });
});
