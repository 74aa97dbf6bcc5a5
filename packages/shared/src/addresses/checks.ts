/**
 * The checks of a person's contact details that every form and the server share: a phone number
 * as people type or paste it, a PIN code against its state, a street that is an address. Zod-free,
 * so a form can use them as it types.
 */
import { stateByCode, stateNameOf } from '../gst/states';
import { PIN_PREFIX_STATE_CODES } from './pin-prefixes';

/** What is left of a number once the punctuation people type around it is gone. */
const PHONE_PUNCTUATION = /[\s\-.()]/g;

/**
 * A phone number as written in India, reduced to its ten national digits where it has them:
 * spaces, dashes, dots and brackets go, then the country code (`+91`, or `91` before ten digits)
 * or the trunk `0`. Anything else is answered as typed (trimmed), for the check to refuse.
 */
export function normalisePhone(value: string): string {
  const compact = value.trim().replace(PHONE_PUNCTUATION, '');
  if (/^\+91\d{10}$/.test(compact)) return compact.slice(3);
  if (/^91\d{10}$/.test(compact)) return compact.slice(2);
  if (/^0\d{10}$/.test(compact)) return compact.slice(1);
  return compact;
}

/** An Indian mobile number: ten digits, the first 6, 7, 8 or 9. */
export const MOBILE_NUMBER = /^[6-9]\d{9}$/;
/**
 * An Indian number with its area code (a landline's STD code without the 0) or a mobile: ten
 * digits, not starting with 0. For business contacts, whose number may be an office's.
 */
export const INDIAN_PHONE_NUMBER = /^[1-9]\d{9}$/;

export const isMobileNumber = (value: string) => MOBILE_NUMBER.test(normalisePhone(value));

/** Six digits, the first not 0 (no postal zone is numbered 0). */
export const PIN_CODE = /^[1-9]\d{5}$/;
/** Army Postal Service PINs: field post offices, not addresses a courier delivers to. */
export const ARMY_POSTAL_PIN = /^9\d{5}$/;

/** The states and union territories a PIN's first three digits are allotted to, most likely first. */
export function statesOfPin(pin: string): string[] {
  const codes = PIN_PREFIX_STATE_CODES[pin.trim().slice(0, 3)];
  if (!codes) return [];
  return codes.split(',').flatMap((code) => stateByCode(code)?.name ?? []);
}

/** The state a valid PIN fills in: the only one, or the one most of its post offices are in. */
export function stateOfPin(pin: string): string | undefined {
  return PIN_CODE.test(pin.trim()) ? statesOfPin(pin)[0] : undefined;
}

export const addressCheckMessages = {
  pinFormat: 'Please enter a valid 6-digit PIN code',
  pinArmyPostal:
    'PIN codes starting with 9 are Army Postal Service PINs; please give the address a courier delivers to',
  pinUnknown: (pin: string) => `PIN ${pin} is not a PIN code India Post has allotted`,
  pinNotInState: (pin: string, pinState: string, state: string) =>
    `PIN ${pin} is in ${pinState}, not ${state}`,
  streetTooShort: (min: number) =>
    `Please enter the house number and street (at least ${min} characters)`,
} as const;

export const STREET_MIN_LENGTH = 5;

/**
 * What is wrong with a PIN code, given the address's state when known: undefined when nothing is.
 * The state is checked only once both are valid; an unknown state is the state field's problem.
 */
export function pinProblem(pin: string, state?: string): string | undefined {
  const value = pin.trim();
  if (ARMY_POSTAL_PIN.test(value)) return addressCheckMessages.pinArmyPostal;
  if (!PIN_CODE.test(value)) return addressCheckMessages.pinFormat;
  const pinStates = statesOfPin(value);
  if (pinStates.length === 0) return addressCheckMessages.pinUnknown(value);
  const stateName = state ? stateNameOf(state) : undefined;
  if (stateName && !pinStates.includes(stateName)) {
    return addressCheckMessages.pinNotInState(value, pinStates.join(' or '), stateName);
  }
  return undefined;
}
