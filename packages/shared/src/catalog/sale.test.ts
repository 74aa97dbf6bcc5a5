import { describe, expect, it } from 'vitest';
import { discountPercent, isOnSale } from './sale';

describe('sale', () => {
  it('computes the whole percent off the compare-at price', () => {
    expect(discountPercent(800, 1000)).toBe(20);
    expect(discountPercent(549, 799)).toBe(31);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1200, 1000)).toBe(0);
  });

  it('is on sale only below a compare-at price', () => {
    expect(isOnSale({ price: 900, compareAtPrice: 1000 })).toBe(true);
    expect(isOnSale({ price: 1000, compareAtPrice: 1000 })).toBe(false);
    expect(isOnSale({ price: 500, compareAtPrice: null })).toBe(false);
  });
});
