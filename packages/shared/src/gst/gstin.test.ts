import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, isValidGstin } from './gstin';
import { gstMessages as m } from './messages';
import { optionalGstinSchema } from './schemas';
import { stateCodeOf } from './states';

// Registrations published by the businesses themselves (on their invoices and sites).
const published = [
  '27AAPFU0939F1ZV',
  '07AAPFU0939F1ZX',
  '29AABCT1332L1ZA',
  '29AAICA3918J1ZE',
  '27AAACR5055K1Z7',
];

describe('GSTIN check', () => {
  it('accepts published GSTINs, with their check characters computed the same', () => {
    for (const gstin of published) {
      expect(gstinProblem(gstin)).toBeUndefined();
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    }
  });

  it('rejects every other check character of a valid GSTIN', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const gstin of published) {
      const wrong = [...alphabet].filter((c) => c !== gstin[14]).map((c) => gstin.slice(0, 14) + c);
      for (const candidate of wrong) expect(gstinProblem(candidate)).toBe(m.gstinCheckCharacter);
    }
  });

  it('catches a typo of one character or two swapped', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstinProblem('27AAPFU0993F1ZV')).toBe(m.gstinCheckCharacter);
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe(m.gstinCheckCharacter);
  });

  it('names what is wrong: length, state code, PAN part, shape', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(m.gstinLength);
    expect(gstinProblem('27AAPFU0939F1ZV1')).toBe(m.gstinLength);
    expect(gstinProblem('27AAPFU0939F1Z-')).toBe(m.gstinLength);
    expect(gstinProblem('72AAPFU0939F1ZV')).toBe(m.gstinStateCode);
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe(m.gstinStateCode);
    expect(gstinProblem('27AAPF00939F1ZV')).toBe(m.gstinPan);
    // The fourth letter of a PAN says who holds it; X is no kind of holder.
    expect(gstinProblem('27AAAXU0939F1ZV')).toBe(m.gstinPan);
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(m.gstinFormat);
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(m.gstinFormat);
  });

  it('reads lower case and spaces as the GSTIN they spell', () => {
    expect(isValidGstin(' 27aapfu0939f1zv ')).toBe(true);
    expect(optionalGstinSchema.parse('27aapfu 0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(optionalGstinSchema.parse('')).toBe('');
    expect(optionalGstinSchema.parse(undefined)).toBe('');
    const bad = optionalGstinSchema.safeParse('27AAPFU0939F1ZW');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(m.gstinCheckCharacter);
  });

  it('knows the state codes by the names the checkout uses', () => {
    expect(stateCodeOf('Telangana')).toBe('36');
    expect(stateCodeOf(' karnataka ')).toBe('29');
    expect(stateCodeOf('Andhra Pradesh')).toBe('37');
    expect(stateCodeOf('Atlantis')).toBeUndefined();
  });
});
