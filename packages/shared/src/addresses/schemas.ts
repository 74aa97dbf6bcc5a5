/**
 * The address contract: the fields of a postal address in India with their checks (used by an
 * order's billing and shipping addresses and by the customer's address book), and the address
 * book's bodies and answers.
 */
import { z } from 'zod';
import { stateNameOf } from '../gst/states';
import { orderMessages } from '../orders/messages';
import { DEFAULT_COUNTRY } from '../orders/messages';
import {
  addressCheckMessages,
  INDIAN_PHONE_NUMBER,
  MOBILE_NUMBER,
  normalisePhone,
  pinProblem,
  STREET_MIN_LENGTH,
} from './checks';

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(200);

/** A mobile as typed or pasted ("+91 98765 43210"), kept as its ten digits. */
export const mobilePhoneSchema = (message: string) =>
  z
    .string({ error: message })
    .transform(normalisePhone)
    .pipe(z.string().regex(MOBILE_NUMBER, message));

/** A business's number: a mobile or a landline with its STD code, kept as its ten digits. */
export const indianPhoneSchema = (message: string) =>
  z
    .string({ error: message })
    .transform(normalisePhone)
    .pipe(z.string().regex(INDIAN_PHONE_NUMBER, message));

/**
 * A state or union territory of India, however spelt ("Orissa", "J&K"), stored as the shop
 * spells it; anything else is refused, so no address's place of supply is ever unknown.
 */
export const indianStateSchema = z
  .string({ error: orderMessages.stateUnknown })
  .max(200, orderMessages.stateUnknown)
  .transform((value, ctx) => {
    const name = stateNameOf(value);
    if (!name) {
      ctx.addIssue({
        code: 'custom',
        message: value.trim() ? orderMessages.stateUnknown : 'State is required',
      });
      return z.NEVER;
    }
    return name;
  });

/** The PIN's own format; whether it belongs to the address's state is the address's check. */
export const pinSchema = z
  .string({ error: addressCheckMessages.pinFormat })
  .trim()
  .superRefine((pin, ctx) => {
    const problem = pinProblem(pin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const streetSchema = z
  .string({ error: 'Street address is required' })
  .trim()
  .min(1, 'Street address is required')
  .min(STREET_MIN_LENGTH, addressCheckMessages.streetTooShort(STREET_MIN_LENGTH))
  .max(200);

/** The fields of an address in India, without the e-mail (an order's addresses add it). */
export const postalAddressFields = {
  firstName: required('First name'),
  lastName: required('Last name'),
  phone: mobilePhoneSchema(orderMessages.phoneInvalid),
  street: streetSchema,
  apartment: z.string().trim().max(200).optional().default(''),
  city: required('City'),
  state: indianStateSchema,
  pin: pinSchema,
  country: z.string().trim().max(60).optional().default(DEFAULT_COUNTRY),
};

/**
 * The same fields as stored and answered: plain text, since what was stored under older rules
 * (orders placed before states were checked) is still answered as it was.
 */
export const storedPostalAddressFields = {
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  street: z.string(),
  apartment: z.string(),
  city: z.string(),
  state: z.string(),
  pin: z.string(),
  country: z.string(),
};

/** The PIN must be one of the state's: "PIN 110001 is in Delhi, not Karnataka", on the PIN. */
export function checkPinInState(address: { pin: string; state: string }, ctx: z.RefinementCtx) {
  // Each field's own problem is already said; only a valid pair is compared.
  if (pinProblem(address.pin)) return;
  const problem = pinProblem(address.pin, address.state);
  if (problem) ctx.addIssue({ code: 'custom', path: ['pin'], message: problem });
}

/** How many addresses one customer may keep. */
export const MAX_SAVED_ADDRESSES = 20;
export const ADDRESS_LABEL_MAX_LENGTH = 40;

export const addressBookMessages = {
  title: 'Addresses',
  empty: 'No saved addresses yet.',
  added: 'Address saved',
  updated: 'Address updated',
  deleted: 'Address deleted',
  saveFailed: 'Failed to save the address',
  deleteFailed: 'Failed to delete the address',
  loadFailed: 'Could not load your addresses',
  notFound: 'Address not found',
  pinUnknown: 'No such PIN code',
  tooMany: (max: number) =>
    `You can keep up to ${max} addresses. Delete one you no longer use to add another.`,
  defaultBilling: 'Default billing address',
  defaultShipping: 'Default shipping address',
  deleteConfirm: 'Delete this address?',
  savedForNextTime: 'Address saved for your next order',
  saveForNextTime: 'Save this address for next time',
} as const;

/** An address the customer keeps, with a label of their own and its defaults. */
export const savedAddressInputSchema = z
  .object({
    label: z.string().trim().max(ADDRESS_LABEL_MAX_LENGTH).optional().default(''),
    ...postalAddressFields,
    /** Make it the address checkout fills in for billing (false: stop being it). */
    defaultBilling: z.boolean().optional(),
    /** Make it the address checkout fills in for shipping (false: stop being it). */
    defaultShipping: z.boolean().optional(),
  })
  .superRefine(checkPinInState);
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;
export type SavedAddressBody = z.output<typeof savedAddressInputSchema>;

export const savedAddressSchema = z.object({
  _id: z.string(),
  label: z.string(),
  ...storedPostalAddressFields,
  defaultBilling: z.boolean(),
  defaultShipping: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** Every answer of the address book: the whole book, the newest first. */
export const addressBookSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type AddressBook = z.infer<typeof addressBookSchema>;

export const addressIdSchema = z.uuid({ error: addressBookMessages.notFound });

/** What a PIN code tells: its state, and its district as the city where the directory knows it. */
export const pinLookupSchema = z.object({
  pin: z.string(),
  state: z.string(),
  city: z.string().nullable(),
});
export type PinLookup = z.infer<typeof pinLookupSchema>;
