/**
 * The GSTIN check: 15 characters, a known state code, one of the forms GSTN issues, and the check
 * character of GSTN's published mod-36 checksum. Zod-free: the checkout form, the server's
 * schema and the configuration check share it.
 *
 * The forms (the patterns GSTN's and NIC's tools validate with):
 * - regular: state, PAN (its fourth letter the kind of holder), the registration's number in the
 *   state, then 'Z' or another character GSTN reserves (1–9, A, B, D–J), check;
 * - tax collector (e-commerce operators): as regular with 'C' fourteenth;
 * - tax deductor (TDS, government offices deducting tax): state, TAN (or PAN), number, 'D',
 *   check;
 * - government department without a PAN: state, four letters, five digits, a letter, a digit,
 *   'Z', a check digit;
 * - UIN (UN bodies, embassies, other notified persons): state, two digits of year, three
 *   letters of country, five digits, 'UN' or 'ON', check;
 * - non-resident taxable person: the same shape with 'NR';
 * - online services from abroad (OIDAR): the same shape with 'OS', registered under the Centre
 *   (code 99).
 * A UIN or a TDS registration is a registered buyer like any other: its invoice is B2B.
 */
import { gstMessages as m } from './messages';
import { gstinStateCodes } from './states';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The fourth letter of a PAN: person, company, HUF, firm, AOP, trust, BOI, local body, juridical person, government. */
const PAN_HOLDER_TYPES = 'PCHFATBLJG';
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;

export type GstinForm =
  | 'regular'
  | 'taxCollector'
  | 'taxDeductor'
  | 'governmentDepartment'
  | 'uin'
  | 'nonResident'
  | 'onlineServicesFromAbroad';

const FORMS: ReadonlyArray<[GstinForm, RegExp]> = [
  // By TAN, or by PAN for a deductor that has one: 'D' fourteenth either way.
  ['taxDeductor', /^\d{2}[A-Z]{4}[A-Z0-9]\d{4}[A-Z][1-9A-Z]D[0-9A-Z]$/],
  ['taxCollector', /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]C[0-9A-Z]$/],
  ['regular', /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][Z1-9ABD-J][0-9A-Z]$/],
  ['governmentDepartment', /^\d{2}[A-Z]{4}\d{5}[A-Z]\dZ\d$/],
  ['uin', /^\d{4}[A-Z]{3}\d{5}[UO]N[0-9A-Z]$/],
  ['nonResident', /^\d{4}[A-Z]{3}\d{5}NR[0-9A-Z]$/],
  ['onlineServicesFromAbroad', /^99\d{2}[A-Z]{3}\d{5}OS[0-9A-Z]$/],
];

/** The check character for the first 14 characters (upper case, from the alphabet). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Upper case, without spaces: how a GSTIN is stored and checked. */
export const normaliseGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Which form a (normalised) GSTIN has, check character aside; undefined if none. */
export function gstinFormOf(gstin: string): GstinForm | undefined {
  return FORMS.find(
    ([form, pattern]) =>
      pattern.test(gstin) &&
      // A PAN-based registration's PAN says who holds it.
      ((form !== 'regular' && form !== 'taxCollector') || PAN_HOLDER_TYPES.includes(gstin[5]!)),
  )?.[0];
}

/** What is wrong with a (normalised) GSTIN, or undefined when it is valid. */
export function gstinProblem(gstin: string): string | undefined {
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return m.gstinLength;
  const stateCode = gstin.slice(0, 2);
  if (!gstinStateCodes.has(stateCode)) return m.gstinStateCode;
  const form = gstinFormOf(gstin);
  if (!form) {
    // A government department's ID whose check digit was mistyped as a letter.
    const expected = gstinCheckCharacter(gstin.slice(0, 14));
    if (/^\d{2}[A-Z]{4}\d{5}[A-Z]\dZ$/.test(gstin.slice(0, 14)) && /\d/.test(expected))
      return m.gstinCheckCharacter;
    // Shaped as a regular registration, the PAN inside is the likeliest typo.
    const pan = gstin.slice(2, 12);
    if (gstin[13] === 'Z' && (!PAN.test(pan) || !PAN_HOLDER_TYPES.includes(pan[3]!)))
      return m.gstinPan;
    return m.gstinFormat;
  }
  // Only online service providers from abroad register under the Centre's code.
  if ((stateCode === '99') !== (form === 'onlineServicesFromAbroad')) return m.gstinStateCode;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return m.gstinCheckCharacter;
  return undefined;
}

export const isValidGstin = (value: string) => gstinProblem(normaliseGstin(value)) === undefined;
