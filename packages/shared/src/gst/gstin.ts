/**
 * The GSTIN check: 15 characters, a known state code, a PAN (five letters, four digits, a
 * letter, the fourth letter saying what kind of holder it is), the registration number, 'Z', and
 * the check character of GSTN's published mod-36 checksum. Zod-free: the checkout form, the
 * server's schema and the configuration check share it.
 */
import { gstMessages as m } from './messages';
import { gstinStateCodes } from './states';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The fourth letter of a PAN: person, company, HUF, firm, AOP, trust, BOI, local body, juridical person, government. */
const PAN_HOLDER_TYPES = 'PCHFATBLJG';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

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

/** What is wrong with a (normalised) GSTIN, or undefined when it is valid. */
export function gstinProblem(gstin: string): string | undefined {
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return m.gstinLength;
  if (!gstinStateCodes.has(gstin.slice(0, 2))) return m.gstinStateCode;
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(gstin.slice(2, 12)) || !PAN_HOLDER_TYPES.includes(gstin[5]!))
    return m.gstinPan;
  if (!SHAPE.test(gstin)) return m.gstinFormat;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return m.gstinCheckCharacter;
  return undefined;
}

export const isValidGstin = (value: string) => gstinProblem(normaliseGstin(value)) === undefined;
