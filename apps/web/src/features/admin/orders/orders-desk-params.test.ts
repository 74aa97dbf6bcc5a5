import { describe, expect, it } from 'vitest';
import { pageCount } from '@/features/admin/components/admin-pager';
import { readOrdersDeskParams, writeOrdersDeskParams } from './orders-desk-params';

describe('the orders desk list state', () => {
  it('opens on PROCESSING, page 1, no search', () => {
    expect(readOrdersDeskParams(new URLSearchParams())).toEqual({
      status: 'PROCESSING',
      q: '',
      page: 1,
    });
    expect(writeOrdersDeskParams({ status: 'PROCESSING', q: '', page: 1 }).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const params = { status: 'SHIPPED' as const, q: 'meena@example.in', page: 3 };
    expect(readOrdersDeskParams(writeOrdersDeskParams(params))).toEqual(params);
  });

  it('lists every order with ALL, searched by its number', () => {
    const params = { status: 'ALL' as const, q: '#AAC9A0F9', page: 1 };
    expect(writeOrdersDeskParams(params).toString()).toBe('status=ALL&q=%23AAC9A0F9');
    expect(readOrdersDeskParams(writeOrdersDeskParams(params))).toEqual(params);
  });

  it('keeps a payment status narrowing the list, and leaves out one that is not a payment status', () => {
    const params = {
      status: 'CANCELLED' as const,
      paymentStatus: 'REFUND_PENDING' as const,
      q: '',
      page: 1,
    };
    expect(writeOrdersDeskParams(params).toString()).toBe(
      'status=CANCELLED&paymentStatus=REFUND_PENDING',
    );
    expect(readOrdersDeskParams(writeOrdersDeskParams(params))).toEqual(params);
    expect(readOrdersDeskParams(new URLSearchParams({ paymentStatus: 'OWED' }))).not.toHaveProperty(
      'paymentStatus',
    );
  });

  it('falls back on an unknown status or a page that is not a positive whole number', () => {
    for (const page of ['0', '-2', '1.5', 'x']) {
      expect(readOrdersDeskParams(new URLSearchParams({ status: 'LOST', page }))).toMatchObject({
        status: 'PROCESSING',
        page: 1,
      });
    }
  });

  it('leaves a blank search out of the address', () => {
    expect(writeOrdersDeskParams({ status: 'PENDING', q: '   ', page: 1 }).toString()).toBe(
      'status=PENDING',
    );
  });

  it('counts pages of 100, at least one', () => {
    expect([0, 1, 100, 101, 250].map((total) => pageCount(total, 100))).toEqual([1, 1, 1, 2, 3]);
  });
});
