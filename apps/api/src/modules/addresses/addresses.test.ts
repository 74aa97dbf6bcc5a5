/**
 * The address book API (owner-only, bounded, one default of each kind) and the server's own checks
 * of addresses and phones: at order placement and registration, whatever the form did.
 */
import {
  addressBookMessages,
  MAX_SAVED_ADDRESSES,
  type AddressBook,
  type PinLookup,
} from '@shop/shared/addresses/schemas';
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses, orders, users } from '../../db/schema/index';
import { registerCustomer, signedInCustomer } from '../../../test/accounts-helpers';
import { address, payloadFromCart } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp();
  catalogue = (await t.client().get<Product[]>('/api/products')).body;
});
afterAll(async () => {
  await t?.close();
});

const { email: _email, ...home } = address; // Hyderabad, Telangana, 500001
const office = {
  label: 'Office',
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '+91 98765 43210',
  street: '5th Floor, Prestige Tower, Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560025',
};
const rowsOf = (userId: string) =>
  t.database.db.select().from(customerAddresses).where(eq(customerAddresses.userId, userId));

describe('the address book', () => {
  it('is for signed-in customers only', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/user/addresses')).status).toBe(401);
    expect((await visitor.post('/api/user/addresses', home)).status).toBe(401);
  });

  it('adds, edits and deletes; the first address is the default for both, phones kept as digits', async () => {
    const { client, user } = await signedInCustomer(t);
    expect((await client.get<AddressBook>('/api/user/addresses')).body).toEqual({ addresses: [] });

    const first = await client.post<AddressBook>('/api/user/addresses', home);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.addresses).toEqual([
      expect.objectContaining({
        ...home,
        label: '',
        defaultBilling: true,
        defaultShipping: true,
      }),
    ]);

    const second = await client.post<AddressBook>('/api/user/addresses', office);
    expect(second.body.addresses.map((a) => [a.label, a.phone, a.defaultBilling])).toEqual([
      ['Office', '9876543210', false],
      ['', '9876543210', true],
    ]);
    const officeId = second.body.addresses[0]!._id;

    const edited = await client.put<AddressBook>(`/api/user/addresses/${officeId}`, {
      ...office,
      apartment: 'Desk 42',
    });
    expect(edited.body.addresses[0]).toMatchObject({ _id: officeId, apartment: 'Desk 42' });

    const deleted = await client.delete<AddressBook>(`/api/user/addresses/${officeId}`);
    expect(deleted.body.addresses.map((a) => a.label)).toEqual(['']);
    expect(await rowsOf(user._id)).toHaveLength(1);
  });

  it('moves a default from one address to another, billing and shipping apart', async () => {
    const { client, user } = await signedInCustomer(t);
    await client.post('/api/user/addresses', home);
    const added = await client.post<AddressBook>('/api/user/addresses', {
      ...office,
      defaultShipping: true,
    });
    const defaults = (book: AddressBook) =>
      book.addresses.map((a) => [a.label, a.defaultBilling, a.defaultShipping]);
    expect(defaults(added.body)).toEqual([
      ['Office', false, true],
      ['', true, false],
    ]);
    const officeId = added.body.addresses[0]!._id;
    const switched = await client.put<AddressBook>(`/api/user/addresses/${officeId}`, {
      ...office,
      defaultBilling: true,
    });
    expect(defaults(switched.body)).toEqual([
      ['Office', true, true],
      ['', false, false],
    ]);
    const rows = await rowsOf(user._id);
    expect(rows.filter((r) => r.defaultBilling)).toHaveLength(1);
    expect(rows.filter((r) => r.defaultShipping)).toHaveLength(1);
  });

  it("answers 404 for another customer's address and changes nothing of it", async () => {
    const owner = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const id = (await owner.client.post<AddressBook>('/api/user/addresses', home)).body
      .addresses[0]!._id;
    const edit = await other.client.put(`/api/user/addresses/${id}`, office);
    expect(edit).toMatchObject({ status: 404, body: { message: addressBookMessages.notFound } });
    expect((await other.client.delete(`/api/user/addresses/${id}`)).status).toBe(404);
    expect((await other.client.get<AddressBook>('/api/user/addresses')).body.addresses).toEqual([]);
    const [row] = await rowsOf(owner.user._id);
    expect(row).toMatchObject({ id, street: home.street });
    expect((await owner.client.delete('/api/user/addresses/not-a-uuid')).status).toBe(400);
  });

  it('holds at most MAX_SAVED_ADDRESSES, even when they arrive together', async () => {
    const { client, user } = await signedInCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, i) =>
        client.post('/api/user/addresses', { ...home, label: `Place ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(answers.filter((a) => a.status === 409)[0]?.body).toMatchObject({
      message: addressBookMessages.tooMany(MAX_SAVED_ADDRESSES),
    });
    expect(await rowsOf(user._id)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('refuses a PIN of another state, a bad phone and a one-letter street, with every field named', async () => {
    const { client, user } = await signedInCustomer(t);
    const answer = await client.post('/api/user/addresses', {
      ...office,
      pin: '110001',
      phone: '1234567890',
      street: 'x',
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { details: Record<string, string[]> }).details).toEqual({
      pin: ['PIN 110001 is in Delhi, not Karnataka'],
      phone: ['Please enter a valid 10-digit phone number'],
      street: ['Please enter the house number and street (at least 5 characters)'],
    });
    expect(await rowsOf(user._id)).toEqual([]);
  });
});

describe('a PIN code look-up', () => {
  it("answers the PIN's state and district, for anyone, and 404 for a PIN nobody has", async () => {
    const found = await t.client().get<PinLookup>('/api/pin-codes/560001');
    expect(found).toMatchObject({
      status: 200,
      body: { pin: '560001', state: 'Karnataka', city: 'Bangalore' },
    });
    expect((await t.client().get<PinLookup>('/api/pin-codes/500001')).body.state).toBe('Telangana');
    expect((await t.client().get('/api/pin-codes/000000')).status).toBe(400);
    expect((await t.client().get('/api/pin-codes/990001')).status).toBe(404);
  });
});

describe('the server checks what the forms check', () => {
  it('places an order with a pasted phone kept as ten digits', async () => {
    const { client } = await signedInCustomer(t);
    await client.post('/api/cart/add', { productId: catalogue[0]!._id, quantity: 1 });
    const payload = await payloadFromCart(client);
    const placed = await client.post<Order>('/api/orders', {
      ...payload,
      billingAddress: { ...address, phone: '+91 98765 43210' },
      shippingAddress: { ...address, phone: '098765-43210' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.body._id));
    expect(row!.billingAddress.phone).toBe('9876543210');
    expect(row!.shippingAddress.phone).toBe('9876543210');
  });

  it('refuses an order whose PIN is of another state, creating nothing', async () => {
    const { client, user } = await signedInCustomer(t);
    await client.post('/api/cart/add', { productId: catalogue[0]!._id, quantity: 1 });
    const payload = await payloadFromCart(client);
    const answer = await client.post('/api/orders', {
      ...payload,
      shippingAddress: { ...address, state: 'Karnataka', pin: '110001' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { details: { 'shippingAddress.pin': ['PIN 110001 is in Delhi, not Karnataka'] } },
    });
    const placed = await t.database.db.select().from(orders).where(eq(orders.userId, user._id));
    expect(placed).toEqual([]);
  });

  it('registers a pasted mobile as its ten digits, and refuses 1234567890', async () => {
    const { user } = await registerCustomer(t, t.client(), { mobile: '+91 98765 43210' });
    expect(user.mobile).toBe('9876543210');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.mobile).toBe('9876543210');
    await expect(registerCustomer(t, t.client(), { mobile: '1234567890' })).rejects.toThrow(
      /register answered 400/,
    );
  });

  it('registers a password managers make, with "_" as its symbol', async () => {
    const { user } = await registerCustomer(t, t.client(), { password: 'Priya_2025!' });
    expect(user._id).toBeTruthy();
  });
});
