import { describe, expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('converts between paise and rupees without floating-point drift', () => {
    expect(rupeesToPaise(1299.5)).toBe(129950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(129950)).toBe(1299.5);
  });

  it('formats in the en-IN style with the rupee sign and 2 decimals', () => {
    expect(formatRupees(1299.5)).toBe('₹1,299.50');
    expect(formatRupees(123456.789)).toBe('₹1,23,456.79');
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
  });
});
