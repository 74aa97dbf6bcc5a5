/** The invoice arithmetic: every rate, both kinds of supply, random baskets to the paisa. */
import { GST_RATES } from '@shop/shared/gst/schemas';
import { describe, expect, it } from 'vitest';
import { amountInWords, financialYearOf, numberInWords, splitLine } from './tax';

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
    const expected: Record<number, number> = {
      0: 104_999,
      5: 99_999, // 104999 / 1.05 = 99999.05
      12: 93_749, // 93749.11
      18: 88_982, // 88982.20
      28: 82_030, // 82030.47
    };
    for (const rate of GST_RATES) {
      const intra = splitLine(line, rate, false);
      const inter = splitLine(line, rate, true);
      expect(intra.taxablePaise).toBe(expected[rate]);
      expect(inter.taxablePaise).toBe(expected[rate]);
      expect(inter.igstPaise).toBe(line - expected[rate]!);
      expect(intra.cgstPaise + intra.sgstPaise).toBe(line - expected[rate]!);
      expect(Math.abs(intra.cgstPaise - intra.sgstPaise)).toBeLessThanOrEqual(1);
    }
    expect(splitLine(50_000, 0, false)).toEqual({
      taxablePaise: 50_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
  });

  it('rounds half up and gives the odd paisa of an intra-state tax to CGST', () => {
    // 1 paisa at 18%: taxable 0.847 rounds to 1, no tax.
    expect(splitLine(1, 18, false)).toEqual({
      taxablePaise: 1,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
    // 59 paise at 18%: taxable exactly 50, tax 9, split 5 + 4.
    expect(splitLine(59, 18, false)).toEqual({
      taxablePaise: 50,
      cgstPaise: 5,
      sgstPaise: 4,
      igstPaise: 0,
    });
  });

  it('adds up to the paisa over many random baskets, and the tax is the rate of the taxable value', () => {
    let seed = 20_240_401;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % max;
    };
    for (let basket = 0; basket < 2000; basket++) {
      const interState = random(2) === 1;
      let total = 0;
      let parts = 0;
      for (let i = 0, lines = 1 + random(8); i < lines; i++) {
        const rate = GST_RATES[random(GST_RATES.length)]!;
        const lineTotal = (1 + random(5_000_000)) * (1 + random(20));
        const split = splitLine(lineTotal, rate, interState);
        const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
        expect(split.taxablePaise + tax).toBe(lineTotal);
        expect(
          Math.min(split.taxablePaise, tax, split.cgstPaise, split.sgstPaise),
        ).toBeGreaterThanOrEqual(0);
        if (interState) expect(split.cgstPaise + split.sgstPaise).toBe(0);
        else {
          expect(split.igstPaise).toBe(0);
          expect(split.cgstPaise - split.sgstPaise).toBeGreaterThanOrEqual(0);
          expect(split.cgstPaise - split.sgstPaise).toBeLessThanOrEqual(1);
        }
        // The taxable value is the nearest paisa to the exact one.
        expect(Math.abs(split.taxablePaise - (lineTotal * 100) / (100 + rate))).toBeLessThanOrEqual(
          0.5,
        );
        total += lineTotal;
        parts += split.taxablePaise + tax;
      }
      expect(parts).toBe(total);
    }
  });
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
