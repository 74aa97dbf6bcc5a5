/**
 * The GST state codes: the first two digits of every GSTIN, and the code of the place of supply
 * on an invoice. Names are spelt as the checkout's state lists spell them. Zod-free.
 */
export const gstStateCodes: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/**
 * Codes a GSTIN may start with: every state's, the retired ones still on older registrations
 * (25 Daman and Diu, 28 Andhra Pradesh before the split) and 97 (other territory).
 */
export const gstinStateCodes: ReadonlySet<string> = new Set([
  ...Object.values(gstStateCodes),
  '25',
  '28',
  '97',
]);

/** The state's name as spelt here, whatever the case or spacing typed; undefined if unknown. */
export function stateNameOf(name: string): string | undefined {
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return Object.keys(gstStateCodes).find((state) => state.toLowerCase() === wanted);
}

/** The state's code, whatever the case or spacing of the name as typed; undefined if unknown. */
export function stateCodeOf(name: string): string | undefined {
  const found = stateNameOf(name);
  return found ? gstStateCodes[found] : undefined;
}
