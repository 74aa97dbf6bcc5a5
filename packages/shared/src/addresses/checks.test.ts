/** The checks every address, phone and password field shares, on what shoppers really type. */
import { describe, expect, it } from 'vitest';
import { registerSchema } from '../accounts/schemas';
import { passwordProblem } from '../accounts/password';
import { enquirySchema } from '../enquiries/schemas';
import { addressSchema, createOrderSchema } from '../orders/schemas';
import { normalisePhone, pinProblem, stateOfPin, statesOfPin } from './checks';
import { savedAddressInputSchema } from './schemas';

const address = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@example.in',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
};
const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('phone numbers as pasted', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(098765) 43210', '9876543210'],
    ['98765.43210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
  ])('%s is kept as %s', (typed, digits) => {
    expect(normalisePhone(typed)).toBe(digits);
    expect(addressSchema.parse({ ...address, phone: typed }).phone).toBe(digits);
  });

  it('refuses numbers no mobile has: 1234567890, too short, too long', () => {
    for (const phone of ['1234567890', '5123456789', '98765', '+91 98765', '98765432101']) {
      expect(messagesOf(addressSchema.safeParse({ ...address, phone }))).toEqual({
        phone: 'Please enter a valid 10-digit phone number',
      });
    }
  });

  it('registration keeps the ten digits of a pasted mobile', () => {
    const parsed = registerSchema.parse({
      email: 'priya@example.in',
      firstName: 'Priya',
      lastName: 'Sharma',
      mobile: '+91 98765 43210',
      password: 'Circuit@2024',
      confirmPassword: 'Circuit@2024',
    });
    expect(parsed.mobile).toBe('9876543210');
  });

  it('an enquiry takes an office landline with its STD code, and refuses 1234', () => {
    const enquiry = {
      firstName: 'Ravi',
      email: 'ravi@example.in',
      company: 'Acme',
      sector: 'Education',
      message: 'Kits for our lab',
    };
    const landline = enquirySchema.safeParse({ ...enquiry, phone: '040 2345 6789' });
    expect(landline.success && landline.data.phone).toBe('4023456789');
    expect(enquirySchema.safeParse({ ...enquiry, phone: '1234' }).success).toBe(false);
  });
});

describe('PIN codes', () => {
  it('refuses 000000, a PIN starting with 0, and anything not six digits', () => {
    for (const pin of ['000000', '012345', '56001', '5600011', 'abcdef']) {
      expect(messagesOf(addressSchema.safeParse({ ...address, pin }))).toEqual({
        pin: 'Please enter a valid 6-digit PIN code',
      });
    }
  });

  it('refuses a Delhi PIN with Karnataka, on the PIN field, naming both', () => {
    expect(messagesOf(addressSchema.safeParse({ ...address, pin: '110001' }))).toEqual({
      pin: 'PIN 110001 is in Delhi, not Karnataka',
    });
    expect(pinProblem('110001', 'Delhi')).toBeUndefined();
    expect(pinProblem('110001', 'New Delhi')).toBeUndefined();
  });

  it('knows the states made since the directory: Telangana, Ladakh, the merged UT', () => {
    expect(stateOfPin('500001')).toBe('Telangana');
    expect(stateOfPin('520001')).toBe('Andhra Pradesh');
    expect(stateOfPin('194101')).toBe('Ladakh');
    expect(statesOfPin('396210')).toContain('Dadra and Nagar Haveli and Daman and Diu');
    expect(pinProblem('396210', 'Gujarat')).toBeUndefined();
  });

  it('refuses Army Postal Service PINs with a reason', () => {
    expect(pinProblem('901234')).toMatch(/Army Postal Service/);
  });

  it('the address book checks the PIN against the state too', () => {
    const saved = savedAddressInputSchema.safeParse({ ...address, pin: '110001' });
    expect(messagesOf(saved)).toEqual({ pin: 'PIN 110001 is in Delhi, not Karnataka' });
  });

  it('an order is refused for a shipping PIN of another state', () => {
    const order = createOrderSchema.safeParse({
      orderItems: [{ product: 'p', quantity: 1 }],
      billingAddress: address,
      shippingAddress: { ...address, state: 'Tamil Nadu' },
      totalAmount: 1,
    });
    expect(messagesOf(order)).toEqual({
      'shippingAddress.pin': 'PIN 560001 is in Karnataka, not Tamil Nadu',
    });
  });
});

describe('streets', () => {
  it('refuses "x" with a message that says what to give', () => {
    expect(messagesOf(addressSchema.safeParse({ ...address, street: 'x' }))).toEqual({
      street: 'Please enter the house number and street (at least 5 characters)',
    });
  });
});

describe('the password rule', () => {
  it.each([
    'Priya_2025!',
    'Circuit@2024',
    'Correct horse 9 Battery',
    'Ünïcode€Pass1',
    'aB3-aB3-aB3',
  ])('%s is accepted', (password) => {
    expect(passwordProblem(password)).toBeUndefined();
  });

  it.each([
    ['priya_2025!', 'Add an uppercase letter'],
    ['Priya2025', 'Add a symbol'],
    ['priya2025', 'Add an uppercase letter and a symbol'],
    ['PRIYA', 'Use at least 8 characters and add a lowercase letter, a digit and a symbol'],
    ['Ab1!', 'Use at least 8 characters'],
    ['', 'Enter a password'],
  ])('%s: "%s"', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });
});
