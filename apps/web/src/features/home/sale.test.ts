import type { Product } from '@shop/shared/catalog/schemas';
import { describe, expect, it } from 'vitest';
import { discountPercent, pickSaleProducts } from './sale';

const product = (name: string, price: number, compareAtPrice: number | null) =>
  ({ _id: name, name, price, compareAtPrice }) as Product;

describe('sale', () => {
  it('computes the whole percent off the compare-at price', () => {
    expect(discountPercent(800, 1000)).toBe(20);
    expect(discountPercent(549, 799)).toBe(31);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1200, 1000)).toBe(0);
  });

  it('keeps only products priced below their compare-at price, biggest discount first', () => {
    const picked = pickSaleProducts(
      [
        product('a', 900, 1000),
        product('b', 500, null),
        product('c', 500, 1000),
        product('d', 1000, 1000),
        product('e', 700, 1000),
      ],
      2,
    );
    expect(picked.map((p) => p.name)).toEqual(['c', 'e']);
  });
});
