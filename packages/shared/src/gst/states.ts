/**
 * The states and union territories of India with their GST state codes: the first two digits of
 * every GSTIN, and the code of the place of supply on an invoice and in the returns. Each has the
 * name the checkout's lists show and the spelling of the GSTR-1 offline tool's master list; the
 * usual other spellings typed or stored by older clients are mapped onto them. Zod-free.
 */

export interface IndianState {
  /** The GST state code, two digits. */
  code: string;
  /** The name the checkout lists, invoices and addresses use. */
  name: string;
  /** The offline tool's spelling (its place of supply is `code-masterName`). */
  masterName: string;
}

/** Every state and union territory in force, in code order: 28 states and 8 union territories. */
export const indianStates: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir', masterName: 'Jammu & Kashmir' },
  { code: '02', name: 'Himachal Pradesh', masterName: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab', masterName: 'Punjab' },
  { code: '04', name: 'Chandigarh', masterName: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand', masterName: 'Uttarakhand' },
  { code: '06', name: 'Haryana', masterName: 'Haryana' },
  { code: '07', name: 'Delhi', masterName: 'Delhi' },
  { code: '08', name: 'Rajasthan', masterName: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh', masterName: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar', masterName: 'Bihar' },
  { code: '11', name: 'Sikkim', masterName: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh', masterName: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland', masterName: 'Nagaland' },
  { code: '14', name: 'Manipur', masterName: 'Manipur' },
  { code: '15', name: 'Mizoram', masterName: 'Mizoram' },
  { code: '16', name: 'Tripura', masterName: 'Tripura' },
  { code: '17', name: 'Meghalaya', masterName: 'Meghalaya' },
  { code: '18', name: 'Assam', masterName: 'Assam' },
  { code: '19', name: 'West Bengal', masterName: 'West Bengal' },
  { code: '20', name: 'Jharkhand', masterName: 'Jharkhand' },
  { code: '21', name: 'Odisha', masterName: 'Odisha' },
  { code: '22', name: 'Chhattisgarh', masterName: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh', masterName: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat', masterName: 'Gujarat' },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    masterName: 'Dadra & Nagar Haveli & Daman & Diu',
  },
  { code: '27', name: 'Maharashtra', masterName: 'Maharashtra' },
  { code: '29', name: 'Karnataka', masterName: 'Karnataka' },
  { code: '30', name: 'Goa', masterName: 'Goa' },
  { code: '31', name: 'Lakshadweep', masterName: 'Lakshdweep' },
  { code: '32', name: 'Kerala', masterName: 'Kerala' },
  { code: '33', name: 'Tamil Nadu', masterName: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry', masterName: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands', masterName: 'Andaman & Nicobar Islands' },
  { code: '36', name: 'Telangana', masterName: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh', masterName: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh', masterName: 'Ladakh' },
];

/** The checkout's names to their codes. */
export const gstStateCodes: Readonly<Record<string, string>> = Object.fromEntries(
  indianStates.map((state) => [state.name, state.code]),
);

const byCode = new Map(indianStates.map((state) => [state.code, state]));

/** The offline tool's "Other Territory": a place of supply outside every state, never an address's. */
export const OTHER_TERRITORY = { code: '97', masterName: 'Other Territory' } as const;

/**
 * Codes retired by a merger or a split that registrations may still carry, and the state each now
 * belongs to: 25 Daman and Diu (merged into 26 in 2020), 28 Andhra Pradesh before Telangana was
 * carved out (its registrations moved to 37).
 */
const RETIRED_CODES: Readonly<Record<string, string>> = { '25': '26', '28': '37' };

/**
 * Codes a GSTIN may start with: every state's, the retired ones, 97 (other territory) and 99
 * (the Centre's jurisdiction, where foreign online service providers register).
 */
export const gstinStateCodes: ReadonlySet<string> = new Set([
  ...indianStates.map((state) => state.code),
  ...Object.keys(RETIRED_CODES),
  OTHER_TERRITORY.code,
  '99',
]);

/** Case, spacing, '&', dots and hyphens do not make another state. */
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]/g, '');

/** Other spellings in use, each to the name it means. */
const ALIASES: Readonly<Record<string, string>> = {
  'J&K': 'Jammu and Kashmir',
  'J and K': 'Jammu and Kashmir',
  Orissa: 'Odisha',
  Pondicherry: 'Puducherry',
  Pondichery: 'Puducherry',
  Uttaranchal: 'Uttarakhand',
  'New Delhi': 'Delhi',
  'NCT of Delhi': 'Delhi',
  'National Capital Territory of Delhi': 'Delhi',
  'Andaman and Nicobar': 'Andaman and Nicobar Islands',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  'Lakshadweep Islands': 'Lakshadweep',
  Lakshdweep: 'Lakshadweep',
  'Dadra and Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'DNH and DD': 'Dadra and Nagar Haveli and Daman and Diu',
  Telengana: 'Telangana',
  Chattisgarh: 'Chhattisgarh',
};

const nameByKey = new Map<string, string>([
  ...indianStates.flatMap((state): Array<[string, string]> => [
    [keyOf(state.name), state.name],
    [keyOf(state.masterName), state.name],
  ]),
  ...Object.entries(ALIASES).map(([alias, name]): [string, string] => [keyOf(alias), name]),
]);

/**
 * The state's name as the checkout spells it, whatever the case, spacing or usual other spelling
 * typed ("Orissa", "J&K", "Pondicherry"); undefined when it names no state or union territory.
 */
export function stateNameOf(name: string): string | undefined {
  const key = keyOf(name);
  return key ? nameByKey.get(key) : undefined;
}

/** The state's code, whatever the spelling of the name as typed; undefined if unknown. */
export function stateCodeOf(name: string): string | undefined {
  const found = stateNameOf(name);
  return found ? gstStateCodes[found] : undefined;
}

/**
 * The state or union territory a GSTIN is registered in, from its first two digits (a retired
 * code as the state it now belongs to); undefined for 97 and 99, which are no state.
 */
export function stateOfGstin(gstin: string): IndianState | undefined {
  const code = gstin.slice(0, 2);
  return byCode.get(RETIRED_CODES[code] ?? code);
}

/** The state with this code, if it is one in force. */
export const stateByCode = (code: string): IndianState | undefined => byCode.get(code);

/**
 * A place of supply as the offline tool spells it, e.g. `29-Karnataka`; a code that is no state
 * in force (none is written for an address in India) is the tool's `97-Other Territory`.
 */
export function placeOfSupplyLabel(code: string): string {
  const state = byCode.get(code);
  return state
    ? `${state.code}-${state.masterName}`
    : `${OTHER_TERRITORY.code}-${OTHER_TERRITORY.masterName}`;
}
