import { describe, expect, it } from 'vitest';
import { gstMessages } from '@shop/shared/gst/messages';
import {
  cartTotal,
  copyBillingToShipping,
  emptyCheckoutForm,
  fieldFromServerPath,
  fillFromSaved,
  isSavedAlready,
  toCreateOrderInput,
  toSavedAddressInput,
  validateCheckout,
  type CheckoutForm,
} from './checkout-form';

const account = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  mobile: '9876543210',
};

function filledForm(overrides: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    ...emptyCheckoutForm(account),
    street: '12 MG Road',
    city: 'Hyderabad',
    state: 'Telangana',
    pin: '500001',
    ...overrides,
  };
}

const shippingElsewhere: Partial<CheckoutForm> = {
  shipToDifferent: true,
  shippingFirstName: 'Ravi',
  shippingLastName: 'Kumar',
  shippingEmail: 'ravi@example.com',
  shippingPhone: '9123456780',
  shippingStreet: '4 Park Street',
  shippingCity: 'Kolkata',
  shippingState: 'West Bengal',
  shippingPin: '700016',
};

describe('validateCheckout', () => {
  it('refuses an empty cart before looking at the fields', () => {
    expect(validateCheckout(emptyCheckoutForm(), 0)).toEqual({
      ok: false,
      message: 'Your cart is empty',
      fieldErrors: {},
    });
  });

  it('lists every missing billing field by its human name, in form order', () => {
    const result = validateCheckout(emptyCheckoutForm(), 2);
    expect(result).toMatchObject({
      ok: false,
      message:
        'Please fill in all required fields: First Name, Last Name, Email, Phone, Street Address, City, State, PIN Code',
    });
    if (!result.ok) expect(Object.keys(result.fieldErrors)).toHaveLength(8);
  });

  it('treats blank text as missing', () => {
    const result = validateCheckout(filledForm({ city: '   ' }), 1);
    expect(result).toMatchObject({
      ok: false,
      message: 'Please fill in all required fields: City',
      fieldErrors: { city: 'City is required' },
    });
  });

  it('leaves GSTIN, company, apartment and notes optional', () => {
    expect(validateCheckout(filledForm({ gst: '', company: '', apartment: '' }), 1)).toEqual({
      ok: true,
    });
  });

  it('requires the shipping set only when shipping to a different address', () => {
    expect(validateCheckout(filledForm({ shippingCity: '' }), 1)).toEqual({ ok: true });
    const result = validateCheckout(filledForm({ shipToDifferent: true }), 1);
    expect(result).toMatchObject({
      ok: false,
      message:
        'Please fill in all required fields: Shipping First Name, Shipping Last Name, Shipping Email, Shipping Phone, Shipping Street Address, Shipping City, Shipping State, Shipping PIN Code',
    });
  });

  it('needs a 10-digit mobile in the phone, as typed or pasted', () => {
    for (const phone of ['98765', '98765432101', '98765-4321', 'abcdefghij', '1234567890']) {
      expect(validateCheckout(filledForm({ phone }), 1)).toMatchObject({
        ok: false,
        message: 'Please correct 1 field',
        fieldErrors: { phone: 'Please enter a valid 10-digit phone number' },
      });
    }
  });

  it('checks the shipping phone with its own message', () => {
    const result = validateCheckout(
      filledForm({ ...shippingElsewhere, shippingPhone: '12345' }),
      1,
    );
    expect(result).toMatchObject({
      ok: false,
      message: 'Please correct 1 field',
      fieldErrors: { shippingPhone: 'Please enter a valid 10-digit shipping phone number' },
    });
  });

  it('ignores a bad shipping phone when shipping to the billing address', () => {
    expect(validateCheckout(filledForm({ shippingPhone: '12' }), 1)).toEqual({ ok: true });
  });

  it('needs a 6-digit PIN', () => {
    expect(validateCheckout(filledForm({ pin: '5000' }), 1)).toMatchObject({
      ok: false,
      fieldErrors: { pin: 'Please enter a valid 6-digit PIN code' },
    });
  });

  it('checks the shipping PIN and the shipping e-mail together, when shipping elsewhere', () => {
    expect(
      validateCheckout(
        filledForm({ ...shippingElsewhere, shippingPin: '7000', shippingEmail: 'x' }),
        1,
      ),
    ).toEqual({
      ok: false,
      message: 'Please correct 2 fields',
      fieldErrors: {
        shippingEmail: 'Please enter a valid email address',
        shippingPin: 'Please enter a valid 6-digit PIN code',
      },
    });
    expect(
      validateCheckout(filledForm({ ...shippingElsewhere, shippingEmail: 'ravi@example' }), 1),
    ).toEqual({
      ok: false,
      message: 'Please correct 1 field',
      fieldErrors: { shippingEmail: 'Please enter a valid email address' },
    });
  });

  it('checks a GSTIN by the rules the server uses, then wants the company', () => {
    expect(validateCheckout(filledForm({ gst: '36AAECB4321K1ZU', company: 'Acme' }), 1)).toEqual({
      ok: false,
      message: 'Please correct 1 field',
      fieldErrors: { gst: gstMessages.gstinCheckCharacter },
    });
    expect(validateCheckout(filledForm({ gst: '36AAECB4321' }), 1)).toMatchObject({
      fieldErrors: { gst: gstMessages.gstinLength },
    });
    expect(validateCheckout(filledForm({ gst: '36aaecb4321k1zt' }), 1)).toMatchObject({
      fieldErrors: { company: gstMessages.companyRequired },
    });
    expect(
      validateCheckout(filledForm({ gst: '36aaecb4321k1zt', company: 'Bharat Robotics' }), 1),
    ).toEqual({ ok: true });
  });

  it("wants the billing state of a GSTIN's registration, as the server does", () => {
    // A Karnataka GSTIN billed in Telangana (the filled form's state).
    expect(
      validateCheckout(filledForm({ gst: '29AABCT1332L1ZA', company: 'Bengaluru Tech' }), 1),
    ).toEqual({
      ok: false,
      message: 'Please correct 1 field',
      fieldErrors: { state: gstMessages.billingStateNotGstin('Karnataka') },
    });
    expect(
      validateCheckout(
        filledForm({
          gst: '29AABCT1332L1ZA',
          company: 'Bengaluru Tech',
          state: 'Karnataka',
          pin: '560001',
        }),
        1,
      ),
    ).toEqual({ ok: true });
  });

  it('shows every problem at once: the missing fields and the broken rules, in form order', () => {
    const result = validateCheckout(
      filledForm({ phone: '+91 12345', street: 'x', city: '', state: 'Karnataka', pin: '110001' }),
      1,
    );
    expect(result).toEqual({
      ok: false,
      message: 'Please fill in all required fields: City',
      fieldErrors: {
        phone: 'Please enter a valid 10-digit phone number',
        street: 'Please enter the house number and street (at least 5 characters)',
        city: 'City is required',
        pin: 'PIN 110001 is in Delhi, not Karnataka',
      },
    });
  });

  it('accepts a pasted "+91 98765 43210", as the server does', () => {
    const form = filledForm({ phone: '+91 98765 43210' });
    expect(validateCheckout(form, 1)).toEqual({ ok: true });
  });

  it('accepts a complete form shipping elsewhere', () => {
    expect(validateCheckout(filledForm(shippingElsewhere), 3)).toEqual({ ok: true });
  });
});

describe('toCreateOrderInput', () => {
  const lines = [
    { productId: 'p1', name: 'ESP32 DevKit', price: 449.5, quantity: 2 },
    { productId: 'p2', name: 'Jumper wires', price: 0.1, quantity: 3 },
  ];

  it('ships to the billing address unless told otherwise', () => {
    const payload = toCreateOrderInput(filledForm({ shippingCity: 'Ignored' }), lines);
    expect(payload.shippingAddress).toEqual(payload.billingAddress);
    expect(payload.billingAddress).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      street: '12 MG Road',
      apartment: '',
      city: 'Hyderabad',
      state: 'Telangana',
      pin: '500001',
      country: 'India',
    });
  });

  it('sends the shipping set when shipping elsewhere, and the order create payload fields', () => {
    const payload = toCreateOrderInput(
      filledForm({ ...shippingElsewhere, gst: ' 36AAAAA0000A1Z5 ', orderNotes: 'Ring twice' }),
      lines,
    );
    expect(payload.shippingAddress).toMatchObject({ firstName: 'Ravi', city: 'Kolkata' });
    expect(payload).toMatchObject({
      orderItems: [
        { product: 'p1', quantity: 2, price: 449.5, name: 'ESP32 DevKit' },
        { product: 'p2', quantity: 3, price: 0.1, name: 'Jumper wires' },
      ],
      gstNumber: '36AAAAA0000A1Z5',
      companyName: '',
      orderNotes: 'Ring twice',
      totalAmount: 899.3,
      paymentStatus: 'PENDING',
      orderStatus: 'PENDING',
      subscribe: false,
    });
  });

  it('carries the newsletter box with the order', () => {
    expect(toCreateOrderInput(filledForm({ subscribe: true }), lines).subscribe).toBe(true);
  });
});

describe('cartTotal and copyBillingToShipping', () => {
  it('sums in paise, so decimals do not drift', () => {
    expect(cartTotal([{ productId: 'a', name: 'a', price: 0.1, quantity: 3 }])).toBe(0.3);
  });

  it('copies every billing address field to its shipping twin', () => {
    const copied = copyBillingToShipping(filledForm({ apartment: 'Flat 3' }));
    expect(copied).toMatchObject({
      shippingFirstName: 'Asha',
      shippingEmail: 'asha@example.com',
      shippingPhone: '9876543210',
      shippingApartment: 'Flat 3',
      shippingState: 'Telangana',
      shippingPin: '500001',
      shippingCountry: 'India',
    });
  });
});

describe('saved addresses in the checkout', () => {
  const saved = {
    _id: 'a1',
    label: 'Home',
    firstName: 'Meera',
    lastName: 'Iyer',
    phone: '9876543210',
    street: '14 Park Lane',
    apartment: '',
    city: 'Hyderabad',
    state: 'Telangana',
    pin: '500003',
    country: 'India',
    defaultBilling: true,
    defaultShipping: true,
  };

  it('fills one side from a saved address, keeping the account e-mail for billing', () => {
    const form = fillFromSaved(emptyCheckoutForm(account), 'billing', saved, account.email);
    expect(form).toMatchObject({ street: '14 Park Lane', pin: '500003', email: account.email });
    const shipping = fillFromSaved(form, 'shipping', saved, account.email);
    expect(shipping).toMatchObject({
      shippingStreet: '14 Park Lane',
      shippingEmail: account.email,
    });
  });

  it('knows an address already in the book, whatever the case, so it is not offered again', () => {
    const form = fillFromSaved(emptyCheckoutForm(account), 'billing', saved, account.email);
    expect(isSavedAlready({ ...form, street: '14 PARK LANE ' }, 'billing', [saved])).toBe(true);
    expect(isSavedAlready({ ...form, pin: '500004' }, 'billing', [saved])).toBe(false);
    expect(toSavedAddressInput(form, 'billing')).not.toHaveProperty('email');
  });

  it("puts the server's refusals on the fields they name", () => {
    expect(fieldFromServerPath('billingAddress.pin', false)).toBe('pin');
    expect(fieldFromServerPath('shippingAddress.pin', true)).toBe('shippingPin');
    expect(fieldFromServerPath('shippingAddress.pin', false)).toBe('pin');
    expect(fieldFromServerPath('gstNumber', false)).toBe('gst');
    expect(fieldFromServerPath('totalAmount', false)).toBeUndefined();
  });
});
