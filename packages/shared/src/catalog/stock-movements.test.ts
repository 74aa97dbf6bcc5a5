import { describe, expect, it } from 'vitest';
import { stockAdjustmentSchema, stockMessages as m, stockStatusOf } from './stock-movements';

describe('stock levels', () => {
  it('are out at none, low up to the threshold, in stock above it', () => {
    expect(stockStatusOf(0, 5)).toBe('OUT');
    expect(stockStatusOf(1, 5)).toBe('LOW');
    expect(stockStatusOf(5, 5)).toBe('LOW');
    expect(stockStatusOf(6, 5)).toBe('IN');
    expect(stockStatusOf(1, 0)).toBe('IN');
  });
});

describe('a stock adjustment', () => {
  const problems = (value: unknown) => {
    const result = stockAdjustmentSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes a quantity for a restock, damage or return and a count for a count', () => {
    expect(problems({ reason: 'RESTOCK', quantity: 3 })).toEqual([]);
    expect(problems({ reason: 'COUNT', count: 0 })).toEqual([]);
    expect(problems({ reason: 'COUNT', quantity: 3 })).toEqual([m.countRequired]);
    expect(problems({ reason: 'RETURN', count: 3 })).toEqual([m.quantityRequired]);
  });

  it('needs a note for damage', () => {
    expect(problems({ reason: 'DAMAGE', quantity: 1 })).toEqual([m.noteRequiredForDamage]);
    expect(problems({ reason: 'DAMAGE', quantity: 1, note: 'Cracked' })).toEqual([]);
  });
});
