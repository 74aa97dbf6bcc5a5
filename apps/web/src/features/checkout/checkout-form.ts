/**
 * The checkout form as plain data: its fields, its validation (the phone, PIN, e-mail and
 * GSTIN rules are the shared schemas the server checks the order with), and the order create
 * payload it becomes. Pure, so it is unit-tested without a browser.
 */
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

/** The shared address schema's message for `value` of `part`, or undefined when it passes. */
function addressProblem(part: 'phone' | 'pin' | 'email', value: string): string | undefined {
  return addressSchema.shape[part].safeParse(value).error?.issues[0]?.message;
}

export type CheckoutValidation =
  | { ok: true }
  | {
      ok: false;
      /** The one message the page toasts. */
      message: string;
      /** Per-field texts shown under the inputs, in form order. */
      fieldErrors: Partial<Record<CheckoutTextField, string>>;
    };

/**
 * In this order: an empty cart, then missing required fields (the shipping ones too when
 * shipping elsewhere), then the phone numbers; the PIN and the shipping e-mail are checked
 * last, so the server's rules never surprise the shopper.
 */
export function validateCheckout(form: CheckoutForm, cartItemCount: number): CheckoutValidation {
  if (cartItemCount <= 0) return { ok: false, message: orderMessages.cartEmpty, fieldErrors: {} };

  const required: CheckoutTextField[] = [
    ...requiredBillingFields,
    ...(form.shipToDifferent ? requiredShippingFields : []),
  ];
  const missing = required.filter((field) => form[field].trim() === '');
  if (missing.length > 0) {
    return {
      ok: false,
      message: orderMessages.missingFields(missing.map((field) => fieldLabels[field])),
      fieldErrors: Object.fromEntries(
        missing.map((field) => [field, `${fieldLabels[field]} is required`]),
      ),
    };
  }

  const problems: [CheckoutTextField, string | undefined][] = [
    ['phone', addressProblem('phone', form.phone)],
  ];
  if (form.shipToDifferent) {
    // The schema's phone message says "phone"; the shipping one names which phone.
    const shippingPhoneProblem = addressProblem('phone', form.shippingPhone);
    problems.push(['shippingPhone', shippingPhoneProblem && orderMessages.shippingPhoneInvalid]);
  }
  problems.push(['pin', addressProblem('pin', form.pin)]);
  if (form.shipToDifferent) {
    problems.push(['shippingPin', addressProblem('pin', form.shippingPin)]);
    problems.push(['shippingEmail', addressProblem('email', form.shippingEmail)]);
  }
  // The GSTIN goes on the tax invoice: the server's own check, and the company it belongs to.
  const gstin = optionalGstinSchema.safeParse(form.gst);
  problems.push([
    'gst',
    gstin.success ? undefined : (gstin.error.issues[0]?.message ?? gstMessages.gstinFormat),
  ]);
  problems.push([
    'company',
    gstin.success && gstin.data !== '' && form.company.trim() === ''
      ? gstMessages.companyRequired
      : undefined,
  ]);
  // A registered buyer is billed at its registered address: the server refuses another state.
  problems.push([
    'state',
    gstin.success && gstin.data !== ''
      ? gstinBillingStateProblem(gstin.data, form.state)
      : undefined,
  ]);
  for (const [field, message] of problems) {
    if (message) return { ok: false, message, fieldErrors: { [field]: message } };
  }
  return { ok: true };
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
  const billingAddress = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    street: form.street.trim(),
    apartment: form.apartment.trim(),
    city: form.city.trim(),
    state: form.state,
    pin: form.pin.trim(),
    country: form.country.trim() || DEFAULT_COUNTRY,
  };
  const shippingAddress = form.shipToDifferent
    ? {
        firstName: form.shippingFirstName.trim(),
        lastName: form.shippingLastName.trim(),
        email: form.shippingEmail.trim(),
        phone: form.shippingPhone.trim(),
        street: form.shippingStreet.trim(),
        apartment: form.shippingApartment.trim(),
        city: form.shippingCity.trim(),
        state: form.shippingState,
        pin: form.shippingPin.trim(),
        country: form.shippingCountry.trim() || DEFAULT_COUNTRY,
      }
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
