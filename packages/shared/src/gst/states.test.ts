import { describe, expect, it } from 'vitest';
import { indianStatesAndTerritories } from '../orders/messages';
import {
  gstinStateCodes,
  indianStates,
  placeOfSupplyLabel,
  stateCodeOf,
  stateNameOf,
  stateOfGstin,
} from './states';

describe('states and union territories', () => {
  it('lists all 36 in force, 28 states and 8 union territories, each code once', () => {
    expect(indianStates).toHaveLength(36);
    expect(new Set(indianStates.map((s) => s.code)).size).toBe(36);
    expect(new Set(indianStates.map((s) => s.name)).size).toBe(36);
    const codes = indianStates.map((s) => Number(s.code));
    // 01 to 38 without 25 (merged into 26) and 28 (Andhra Pradesh before the split).
    expect(codes).toEqual(
      Array.from({ length: 38 }, (_, i) => i + 1).filter((c) => c !== 25 && c !== 28),
    );
    expect(indianStates.find((s) => s.code === '26')?.name).toBe(
      'Dadra and Nagar Haveli and Daman and Diu',
    );
    expect(indianStates.find((s) => s.code === '38')?.name).toBe('Ladakh');
  });

  it('offers every one of them in the checkout lists', () => {
    expect([...indianStatesAndTerritories].sort()).toEqual(indianStates.map((s) => s.name).sort());
  });

  it('maps the usual other spellings, case and spacing onto the state', () => {
    const spellings: Array<[string, string]> = [
      ['Orissa', 'Odisha'],
      ['ORISSA', 'Odisha'],
      ['Pondicherry', 'Puducherry'],
      ['Jammu & Kashmir', 'Jammu and Kashmir'],
      ['J&K', 'Jammu and Kashmir'],
      ['j & k', 'Jammu and Kashmir'],
      ['Uttaranchal', 'Uttarakhand'],
      ['Andaman & Nicobar', 'Andaman and Nicobar Islands'],
      ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
      ['  tamil   nadu ', 'Tamil Nadu'],
      ['Tamilnadu', 'Tamil Nadu'],
      ['karnataka', 'Karnataka'],
      ['New Delhi', 'Delhi'],
      ['Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['Dadra & Nagar Haveli & Daman & Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['Lakshdweep', 'Lakshadweep'],
    ];
    for (const [typed, name] of spellings)
      expect({ typed, name: stateNameOf(typed) }).toEqual({ typed, name });
    expect(stateCodeOf('Orissa')).toBe('21');
    expect(stateCodeOf('Telangana')).toBe('36');
    expect(stateCodeOf('Andhra Pradesh')).toBe('37');
  });

  it('knows no state by a name that is none', () => {
    for (const typed of ['Atlantis', '', '   ', 'Other Territory', '97', 'Hyderabad', 'Jammu'])
      expect({ typed, name: stateNameOf(typed) }).toEqual({ typed, name: undefined });
  });

  it("reads a GSTIN's state from its first two digits, retired codes as their successor", () => {
    expect(stateOfGstin('29AABCT1332L1ZA')?.name).toBe('Karnataka');
    expect(stateOfGstin('0717UNO00157UNO')?.name).toBe('Delhi');
    expect(stateOfGstin('25AAAAA0000A1Z5')?.code).toBe('26');
    expect(stateOfGstin('28AAAAA0000A1Z5')?.code).toBe('37');
    expect(stateOfGstin('97AAAAA0000A1Z5')).toBeUndefined();
    expect(stateOfGstin('9917SGP29001OST')).toBeUndefined();
    expect(gstinStateCodes.has('97')).toBe(true);
  });

  it("spells a place of supply as the offline tool's master list does", () => {
    expect(placeOfSupplyLabel('29')).toBe('29-Karnataka');
    expect(placeOfSupplyLabel('01')).toBe('01-Jammu & Kashmir');
    expect(placeOfSupplyLabel('26')).toBe('26-Dadra & Nagar Haveli & Daman & Diu');
    expect(placeOfSupplyLabel('35')).toBe('35-Andaman & Nicobar Islands');
    expect(placeOfSupplyLabel('')).toBe('97-Other Territory');
  });
});
