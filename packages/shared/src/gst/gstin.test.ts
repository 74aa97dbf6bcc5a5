import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  gstinFormOf,
  gstinProblem,
  isValidGstin,
  type GstinForm,
} from './gstin';
import { gstMessages as m } from './messages';
import { optionalGstinSchema } from './schemas';

// Registrations published by the businesses themselves (on their invoices and sites).
const published = [
  '27AAPFU0939F1ZV',
  '07AAPFU0939F1ZX',
  '29AABCT1332L1ZA',
  '29AAICA3918J1ZE',
  '27AAACR5055K1Z7',
];

/**
 * Registrations of every form GSTN issues, as published with their kind by GSTN's taxpayer search
 * and kept as sample data beside the GST public-search client of the india-compliance app
 * (resilient-tech/india-compliance, `india_compliance/gst_india/api_classes/public.py`, "SAMPLE
 * DATA for GST_CATEGORIES"). The kind in the comment is GSTN's own word for it.
 */
const publishedForms: Array<[string, GstinForm, string]> = [
  ['36AASFP8573D2ZN', 'regular', 'Composition'],
  ['29AABCF8078M2ZW', 'regular', 'Input Service Distributor (Flipkart)'],
  ['27AAJCS5738D1Z6', 'regular', 'SEZ Developer'],
  ['06DELI09652G1DA', 'taxDeductor', 'Tax Deductor (by TAN)'],
  ['09ALDN00287A1DD', 'taxDeductor', 'Tax Deductor (by TAN)'],
  ['27AAFT56212B1DO', 'taxDeductor', 'Tax Deductor (by TAN)'],
  ['19AAACI1681G1DV', 'taxDeductor', 'Tax Deductor (by PAN)'],
  ['0717UNO00157UNO', 'uin', 'United Nation Body'],
  ['0717UNO00211UN2', 'uin', 'United Nation Body'],
  ['2117UNO00002UNF', 'uin', 'United Nation Body'],
  ['0717UNO00154UNU', 'uin', 'Consulate or Embassy of Foreign Country'],
  ['29AABCF8078M1C8', 'taxCollector', 'Tax Collector (e-commerce operator)'],
  ['27AAECG3736E1C2', 'taxCollector', 'Tax Collector (e-commerce operator)'],
  ['9917SGP29001OST', 'onlineServicesFromAbroad', 'Non Resident Online Services Provider (Google)'],
];

/**
 * Forms with no registration found published: built to the pattern GSTN's tools validate them
 * with (the one in gstin.ts), their check character computed. They prove the pattern is read,
 * not that GSTN issued these numbers.
 */
const builtForms: Array<[string, GstinForm]> = [
  ['07DELH12310A1Z4', 'governmentDepartment'],
  ['2917USA00003NR0', 'nonResident'],
];

describe('GSTIN forms', () => {
  it('accepts each published registration and names its form', () => {
    for (const [gstin, form] of publishedForms) {
      expect({ gstin, problem: gstinProblem(gstin) }).toEqual({ gstin, problem: undefined });
      expect({ gstin, form: gstinFormOf(gstin) }).toEqual({ gstin, form });
    }
  });

  it('accepts a government department ID and a non-resident registration by their pattern', () => {
    for (const [gstin, form] of builtForms) {
      expect(gstinProblem(gstin)).toBeUndefined();
      expect(gstinFormOf(gstin)).toBe(form);
    }
  });

  it('holds every form to its check character', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const [gstin] of [...publishedForms, ...builtForms]) {
      for (const c of alphabet) {
        if (c === gstin[14]) continue;
        expect({ c, problem: gstinProblem(gstin.slice(0, 14) + c) }).toEqual({
          c,
          problem: m.gstinCheckCharacter,
        });
      }
    }
  });

  it('reads the fourteenth character as GSTN does', () => {
    // 'Z' by default; C a tax collector, D a tax deductor; 1-9, A, B and E-J reserved by GSTN.
    for (const fourteenth of 'Z123456789ABEFGHIJ') {
      const first14 = `27AAPFU0939F1${fourteenth}`;
      expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBeUndefined();
    }
    for (const fourteenth of 'KLMNOPQRSTUVWXY0') {
      const first14 = `27AAPFU0939F1${fourteenth}`;
      expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe(m.gstinFormat);
    }
  });

  it('keeps the Centre code 99 for online services from abroad', () => {
    const regular = `99AAPFU0939F1Z`;
    expect(gstinProblem(regular + gstinCheckCharacter(regular))).toBe(m.gstinStateCode);
    const uin = '0817UNO00157UN';
    expect(gstinProblem(uin + gstinCheckCharacter(uin))).toBeUndefined();
    const unknownState = '4017UNO00157UN';
    expect(gstinProblem(unknownState + gstinCheckCharacter(unknownState))).toBe(m.gstinStateCode);
  });
});

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
});
