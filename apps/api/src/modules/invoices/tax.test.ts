/** The invoice arithmetic: every rate, both kinds of supply, random baskets to the paisa. */
import { GST_RATES } from '@shop/shared/gst/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  financialYearOf,
  indianDate,
  numberInWords,
  splitLine,
  splitRates,
} from './tax';

describe('splitLine', () => {
  it('carves 18% out of ₹1,180.00: ₹1,000 taxable, ₹90 CGST and ₹90 SGST', () => {
    expect(splitLine(118_000, 18, false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
    });
    expect(splitLine(118_000, 18, true)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
    });
  });

  it('handles every rate, including 0% (no tax)', () => {
    const line = 104_999; // ₹1,049.99
    // [exact tax, each half rounded]: the tax is rounded, the taxable value is what remains.
    const expected: Record<number, { igst: number; half: number }> = {
      0: { igst: 0, half: 0 },
      5: { igst: 5_000, half: 2_500 }, // 4999.95; 2499.98
      12: { igst: 11_250, half: 5_625 }, // 11249.89; 5624.95
      18: { igst: 16_017, half: 8_008 }, // 16016.80; 8008.40
      28: { igst: 22_969, half: 11_484 }, // 22968.53; 11484.26
    };
    for (const rate of GST_RATES) {
      const { igst, half } = expected[rate]!;
      expect(splitLine(line, rate, true)).toEqual({
        taxablePaise: line - igst,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: igst,
      });
      expect(splitLine(line, rate, false)).toEqual({
        taxablePaise: line - 2 * half,
        cgstPaise: half,
        sgstPaise: half,
        igstPaise: 0,
      });
    }
  });

  it('gives CGST and SGST the same amount when the tax is an odd number of paise', () => {
    // 59 paise at 18%: taxable exactly 50, tax 9; each half 4.5 rounds to 5, the taxable value
    // absorbs the paisa (49).
    expect(splitLine(59, 18, false)).toEqual({
      taxablePaise: 49,
      cgstPaise: 5,
      sgstPaise: 5,
      igstPaise: 0,
    });
    expect(splitLine(59, 18, true)).toEqual({
      taxablePaise: 50,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 9,
    });
    // 1 paisa at 18%: the tax rounds to nothing.
    expect(splitLine(1, 18, false)).toEqual({
      taxablePaise: 1,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
  });

  it('prints the split rates', () => {
    expect(splitRates(18, false)).toBe('CGST 9% / SGST 9%');
    expect(splitRates(5, false)).toBe('CGST 2.5% / SGST 2.5%');
    expect(splitRates(18, true)).toBe('IGST 18%');
    expect(splitRates(0, false)).toBe('CGST 0% / SGST 0%');
  });

  // A basket: lines of a random GST-inclusive total (up to ₹5 lakh a line) at one rate.
  const basket = fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 12 });

  for (const rate of GST_RATES) {
    it(`at ${rate}%: equal halves, exact totals and the tax of the taxable value over 10,000 random baskets`, () => {
      fc.assert(
        fc.property(basket, fc.boolean(), (lineTotals, interState) => {
          let total = 0;
          let parts = 0;
          for (const lineTotal of lineTotals) {
            const split = splitLine(lineTotal, rate, interState);
            const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
            expect(split.taxablePaise + tax).toBe(lineTotal);
            expect(
              Math.min(split.taxablePaise, split.cgstPaise, split.igstPaise),
            ).toBeGreaterThanOrEqual(0);
            const exactTaxable = (lineTotal * 100) / (100 + rate);
            if (interState) {
              expect(split.cgstPaise + split.sgstPaise).toBe(0);
              // The IGST is the nearest paisa to the rate of the exact taxable value.
              expect(Math.abs(split.igstPaise - (exactTaxable * rate) / 100)).toBeLessThanOrEqual(
                0.5,
              );
            } else {
              expect(split.igstPaise).toBe(0);
              expect(split.cgstPaise).toBe(split.sgstPaise);
              // Each half is the nearest paisa to half the rate of the exact taxable value.
              expect(Math.abs(split.cgstPaise - (exactTaxable * rate) / 200)).toBeLessThanOrEqual(
                0.5,
              );
            }
            // The taxable value that absorbs the rounding stays within a paisa of the exact one.
            expect(Math.abs(split.taxablePaise - exactTaxable)).toBeLessThanOrEqual(1);
            total += lineTotal;
            parts += split.taxablePaise + tax;
          }
          expect(parts).toBe(total);
        }),
        { numRuns: 10_000, seed: 20_260_401 + rate },
      );
    });
  }
});

describe('financial year', () => {
  it('turns over on 1 April, India time', () => {
    // 31 March 2027 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
  });
});

describe('the invoice date', () => {
  it('is the day in India with a three-letter month, September too', () => {
    expect(indianDate(new Date('2026-09-15T06:00:00Z'))).toBe('15 Sep 2026');
    // 30 September 23:00 India time is still 30 September there.
    expect(indianDate(new Date('2026-09-30T17:30:00Z'))).toBe('30 Sep 2026');
    expect(indianDate(new Date('2026-09-30T18:30:00Z'))).toBe('01 Oct 2026');
    expect(indianDate(new Date('2027-03-05T00:00:00Z'))).toBe('05 Mar 2027');
  });
});

describe('amount in words', () => {
  it('spells rupees and paise in lakh and crore', () => {
    expect(amountInWords(129_950)).toBe(
      'Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only',
    );
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(12_345_678_90)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only',
    );
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(1_00_00_00_000)).toBe('One Hundred Crore');
    expect(numberInWords(10_01_000)).toBe('Ten Lakh One Thousand');
  });
});
