import { describe, expect, it } from 'vitest';
import { orderDocuments } from './documents';

const order = (status: string, seen: string[]) => ({
  _id: 'o1',
  status,
  tracking: seen.map((s) => ({ status: s })),
});

describe('the documents an order offers', () => {
  it('has none before dispatch, nor when cancelled before dispatch', () => {
    expect(orderDocuments(order('PENDING', ['PENDING']))).toEqual([]);
    expect(orderDocuments(order('PROCESSING', ['PENDING', 'PROCESSING']))).toEqual([]);
    expect(orderDocuments(order('CANCELLED', ['PENDING', 'PROCESSING', 'CANCELLED']))).toEqual([]);
  });

  it('has the invoice once shipped, and the credit note too once cancelled after that', () => {
    expect(orderDocuments(order('SHIPPED', ['PENDING', 'PROCESSING', 'SHIPPED']))).toEqual([
      { label: 'Download invoice', href: '/api/orders/o1/invoice' },
    ]);
    expect(
      orderDocuments(order('CANCELLED', ['PENDING', 'PROCESSING', 'SHIPPED', 'CANCELLED'])).map(
        (d) => d.href,
      ),
    ).toEqual(['/api/orders/o1/invoice', '/api/orders/o1/credit-note']);
  });
});
