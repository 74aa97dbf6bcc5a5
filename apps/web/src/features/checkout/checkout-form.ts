/**
 * The checkout form as plain data: its fields, its validation (the phone, PIN, e-mail and
 * GSTIN rules are the shared schemas the server checks the order with), and the order create
 * payload it becomes. Pure, so it is unit-tested without a browser.
 */
import type { SavedAddress, SavedAddressInput } from '@shop/shared/addresses/schemas';
import { addressSchema, type CreateOrderInput } from '@shop/shared/orders/schemas';
import { DEFAULT_COUNTRY, orderMessages } from '@shop/shared/orders/messages';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { gstMessages } from '@shop/shared/gst/messages';
import { gstinBillingStateProblem, optionalGstinSchema } from '@shop/shared/gst/schemas';

export type CheckoutForm = {
  gst: string;
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  street: string;
  apartment: string;
  city: string;
  state: string;
  pin: string;
  orderNotes: string;
  subscribe: boolean;
  shipToDifferent: boolean;
  shippingFirstName: string;
  shippingLastName: string;
  shippingEmail: string;
  shippingPhone: string;
  shippingCountry: string;
  shippingStreet: string;
  shippingApartment: string;
  shippingCity: string;
  shippingState: string;
  shippingPin: string;
};

export type CheckoutField = keyof CheckoutForm;
export type CheckoutTextField = {
  [K in CheckoutField]: CheckoutForm[K] extends string ? K : never;
}[CheckoutField];

/** The human names the missing-fields message lists, and the labels of the inputs. */
export const fieldLabels: Record<CheckoutTextField, string> = {
  gst: 'GSTIN',
  company: 'Company Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  street: 'Street Address',
  apartment: 'Apartment, suite, unit',
  city: 'City',
  state: 'State',
  pin: 'PIN Code',
  orderNotes: 'Order Notes',
  shippingFirstName: 'Shipping First Name',
  shippingLastName: 'Shipping Last Name',
  shippingEmail: 'Shipping Email',
  shippingPhone: 'Shipping Phone',
  shippingCountry: 'Shipping Country',
  shippingStreet: 'Shipping Street Address',
  shippingApartment: 'Shipping Apartment, suite, unit',
  shippingCity: 'Shipping City',
  shippingState: 'Shipping State',
  shippingPin: 'Shipping PIN Code',
};

export const requiredBillingFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'city',
  'state',
  'pin',
] as const satisfies readonly CheckoutTextField[];

export const requiredShippingFields = [
  'shippingFirstName',
  'shippingLastName',
  'shippingEmail',
  'shippingPhone',
  'shippingStreet',
  'shippingCity',
  'shippingState',
  'shippingPin',
] as const satisfies readonly CheckoutTextField[];

/**
 * The inputs of one address, by their billing field, and each one's shipping twin: the
 * shipping address's inputs, and where 'Copy from Billing' copies each billing field.
 */
export const billingToShipping = {
  firstName: 'shippingFirstName',
  lastName: 'shippingLastName',
  email: 'shippingEmail',
  phone: 'shippingPhone',
  country: 'shippingCountry',
  street: 'shippingStreet',
  apartment: 'shippingApartment',
  city: 'shippingCity',
  state: 'shippingState',
  pin: 'shippingPin',
} as const satisfies Partial<Record<CheckoutTextField, CheckoutTextField>>;
export type AddressPart = keyof typeof billingToShipping;

export function emptyCheckoutForm(
  account?: { firstName?: string; lastName?: string; email?: string; mobile?: string } | null,
): CheckoutForm {
  return {
    gst: '',
    company: '',
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    email: account?.email ?? '',
    phone: account?.mobile ?? '',
    country: DEFAULT_COUNTRY,
    street: '',
    apartment: '',
    city: '',
    state: '',
    pin: '',
    orderNotes: '',
    subscribe: false,
    shipToDifferent: false,
    shippingFirstName: '',
    shippingLastName: '',
    shippingEmail: '',
    shippingPhone: '',
    shippingCountry: DEFAULT_COUNTRY,
    shippingStreet: '',
    shippingApartment: '',
    shippingCity: '',
    shippingState: '',
    shippingPin: '',
  };
}

export function copyBillingToShipping(form: CheckoutForm): CheckoutForm {
  const next = { ...form };
  for (const [from, to] of Object.entries(billingToShipping) as [
    keyof typeof billingToShipping,
    CheckoutTextField,
  ][]) {
    next[to] = form[from];
  }
  return next;
}

export type CheckoutValidation =
  | { ok: true }
  | {
      ok: false;
      /** The summary's title: the missing fields by name, else how many fields to correct. */
      message: string;
      /** Every field's message, shown beside it and listed in the summary, in form order. */
      fieldErrors: Partial<Record<CheckoutTextField, string>>;
    };

/** The address of one side of the form, as the order sends it. */
function addressOf(form: CheckoutForm, kind: 'billing' | 'shipping') {
  const field = (part: AddressPart): CheckoutTextField =>
    kind === 'billing' ? part : billingToShipping[part];
  return {
    firstName: form[field('firstName')].trim(),
    lastName: form[field('lastName')].trim(),
    email: form[field('email')].trim(),
    phone: form[field('phone')].trim(),
    street: form[field('street')].trim(),
    apartment: form[field('apartment')].trim(),
    city: form[field('city')].trim(),
    state: form[field('state')],
    pin: form[field('pin')].trim(),
    country: form[field('country')].trim() || DEFAULT_COUNTRY,
  };
}

/** The shared address schema's message for each field of one side, by its checkout field. */
function addressProblems(
  form: CheckoutForm,
  kind: 'billing' | 'shipping',
): Partial<Record<CheckoutTextField, string>> {
  const parsed = addressSchema.safeParse(addressOf(form, kind));
  const problems: Partial<Record<CheckoutTextField, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const part = issue.path[0] as AddressPart;
    if (!(part in billingToShipping)) continue;
    const field = kind === 'billing' ? part : billingToShipping[part];
    // The schema's phone message says "phone"; the shipping one names which phone.
    const message =
      kind === 'shipping' && part === 'phone' ? orderMessages.shippingPhoneInvalid : issue.message;
    problems[field] ??= message;
  }
  return problems;
}

/** Fields in the order the page shows them, so the summary reads top to bottom. */
const formOrder = Object.keys(fieldLabels) as CheckoutTextField[];

/**
 * Every problem at once: an empty cart first (nothing else matters then), then each required
 * field left empty and each rule the server would refuse (the shared address schema: a mobile
 * phone, a street, a PIN of the state; the GSTIN and its company and state), each on its field.
 */
export function validateCheckout(form: CheckoutForm, cartItemCount: number): CheckoutValidation {
  if (cartItemCount <= 0) return { ok: false, message: orderMessages.cartEmpty, fieldErrors: {} };

  const required: CheckoutTextField[] = [
    ...requiredBillingFields,
    ...(form.shipToDifferent ? requiredShippingFields : []),
  ];
  const missing = required.filter((field) => form[field].trim() === '');
  const errors: Partial<Record<CheckoutTextField, string>> = Object.fromEntries(
    missing.map((field) => [field, `${fieldLabels[field]} is required`]),
  );
  const add = (field: CheckoutTextField, message: string | undefined) => {
    if (message) errors[field] ??= message;
  };

  const sides: Array<'billing' | 'shipping'> = form.shipToDifferent
    ? ['billing', 'shipping']
    : ['billing'];
  for (const side of sides) {
    for (const [field, message] of Object.entries(addressProblems(form, side))) {
      add(field as CheckoutTextField, message);
    }
  }
  // The GSTIN goes on the tax invoice: the server's own check, and the company it belongs to.
  const gstin = optionalGstinSchema.safeParse(form.gst);
  add(
    'gst',
    gstin.success ? undefined : (gstin.error.issues[0]?.message ?? gstMessages.gstinFormat),
  );
  if (gstin.success && gstin.data !== '') {
    if (form.company.trim() === '') add('company', gstMessages.companyRequired);
    // A registered buyer is billed at its registered address: the server refuses another state.
    if (form.state) add('state', gstinBillingStateProblem(gstin.data, form.state));
  }

  const fieldErrors = Object.fromEntries(
    formOrder.flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
  ) as Partial<Record<CheckoutTextField, string>>;
  const count = Object.keys(fieldErrors).length;
  if (count === 0) return { ok: true };
  const message =
    missing.length > 0
      ? orderMessages.missingFields(missing.map((field) => fieldLabels[field]))
      : count === 1
        ? 'Please correct 1 field'
        : `Please correct ${count} fields`;
  return { ok: false, message, fieldErrors };
}

export type CheckoutCartLine = { productId: string; name: string; price: number; quantity: number };

/** Cart total = sum of price times quantity, summed in paise. */
export function cartTotal(lines: readonly CheckoutCartLine[]): number {
  return paiseToRupees(
    lines.reduce((sum, line) => sum + rupeesToPaise(line.price) * line.quantity, 0),
  );
}

/** The order create payload; without 'ship to a different address' the billing address ships. */
export function toCreateOrderInput(
  form: CheckoutForm,
  lines: readonly CheckoutCartLine[],
): CreateOrderInput {
  const billingAddress = addressOf(form, 'billing');
  const shippingAddress = form.shipToDifferent
    ? addressOf(form, 'shipping')
    : { ...billingAddress };
  return {
    orderItems: lines.map((line) => ({
      product: line.productId,
      quantity: line.quantity,
      price: line.price,
      name: line.name,
    })),
    billingAddress,
    shippingAddress,
    gstNumber: form.gst.trim(),
    companyName: form.company.trim(),
    orderNotes: form.orderNotes.trim(),
    // The newsletter box travels with the order: the server signs the billing e-mail up.
    subscribe: form.subscribe,
    totalAmount: cartTotal(lines),
    paymentStatus: 'PENDING',
    orderStatus: 'PENDING',
  };
}

/** A saved address put into one side of the form; the billing e-mail stays the account's. */
export function fillFromSaved(
  form: CheckoutForm,
  kind: 'billing' | 'shipping',
  saved: SavedAddress,
  accountEmail: string,
): CheckoutForm {
  const field = (part: AddressPart): CheckoutTextField =>
    kind === 'billing' ? part : billingToShipping[part];
  const next = { ...form };
  next[field('firstName')] = saved.firstName;
  next[field('lastName')] = saved.lastName;
  next[field('phone')] = saved.phone;
  next[field('street')] = saved.street;
  next[field('apartment')] = saved.apartment;
  next[field('city')] = saved.city;
  next[field('state')] = saved.state;
  next[field('pin')] = saved.pin;
  next[field('country')] = saved.country || DEFAULT_COUNTRY;
  if (kind === 'shipping' && !next.shippingEmail) next.shippingEmail = accountEmail;
  return next;
}

/** One side of the form as the address book saves it. */
export function toSavedAddressInput(
  form: CheckoutForm,
  kind: 'billing' | 'shipping',
): SavedAddressInput {
  const { email: _email, ...address } = addressOf(form, kind);
  return address;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether one side of the form is an address the book already holds (then there is nothing to save). */
export function isSavedAlready(
  form: CheckoutForm,
  kind: 'billing' | 'shipping',
  book: readonly SavedAddress[],
): boolean {
  const typed = addressOf(form, kind);
  return book.some(
    (saved) =>
      sameText(saved.street, typed.street) &&
      sameText(saved.apartment, typed.apartment) &&
      sameText(saved.city, typed.city) &&
      saved.pin === typed.pin &&
      sameText(saved.firstName, typed.firstName) &&
      sameText(saved.lastName, typed.lastName),
  );
}

/**
 * The checkout field a server refusal names (`billingAddress.pin`, `gstNumber`); undefined for a
 * path the form has no field for.
 */
export function fieldFromServerPath(
  path: string,
  shipToDifferent: boolean,
): CheckoutTextField | undefined {
  const [head, part] = path.split('.');
  if (head === 'gstNumber') return 'gst';
  if (head === 'companyName') return 'company';
  if (head === 'orderNotes') return 'orderNotes';
  if (!part || !(part in billingToShipping)) return undefined;
  const addressPart = part as AddressPart;
  if (head === 'billingAddress') return addressPart;
  if (head === 'shippingAddress') {
    // Without a shipping address of its own, the order ships to the billing fields.
    return shipToDifferent ? billingToShipping[addressPart] : addressPart;
  }
  return undefined;
}
