/**
 * A signed-in customer's address book: the addresses checkout fills in, one default for billing
 * and one for shipping. Changes to one book take turns (a transaction-scoped lock per customer),
 * so the cap holds and a default moves from one address to another without two at once. An
 * address of another customer is not found.
 */
import {
  addressBookMessages as m,
  MAX_SAVED_ADDRESSES,
  type AddressBook,
  type PinLookup,
  type SavedAddressBody,
} from '@shop/shared/addresses/schemas';
import { stateOfPin } from '@shop/shared/addresses/checks';
import type { Database, Transaction } from '../../db/client';
import { takeCustomerTurn } from '../../db/customer-collection';
import { conflict, notFound } from '../../lib/app-error';
import * as repo from './addresses.repository';
import { districtOfPin } from './pin-lookup';

const toAnswer = (row: repo.AddressRow) => ({
  _id: row.id,
  label: row.label,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  street: row.street,
  apartment: row.apartment,
  city: row.city,
  state: row.state,
  pin: row.pin,
  country: row.country,
  defaultBilling: row.defaultBilling,
  defaultShipping: row.defaultShipping,
});

const kinds = ['defaultBilling', 'defaultShipping'] as const;

export function createAddressesService({ db }: { db: Database }) {
  async function book(userId: string): Promise<AddressBook> {
    return { addresses: (await repo.listFor(db, userId)).map(toAnswer) };
  }

  /** The customer's turn at their book, inside one transaction. */
  const inTurn = (userId: string, work: (tx: Transaction) => Promise<void>) =>
    db.transaction(async (tx) => {
      await takeCustomerTurn(tx, 'address-book', userId);
      await work(tx);
    });

  /** A default asked for moves here from whichever address had it. */
  async function moveDefaults(tx: Transaction, userId: string, body: SavedAddressBody) {
    for (const kind of kinds) if (body[kind]) await repo.clearDefault(tx, userId, kind);
  }

  const values = ({ defaultBilling, defaultShipping, ...address }: SavedAddressBody) => ({
    ...address,
    ...(defaultBilling === undefined ? {} : { defaultBilling }),
    ...(defaultShipping === undefined ? {} : { defaultShipping }),
  });

  return {
    book,

    /**
     * Adds an address; the first one is the default for both until the customer says otherwise.
     * A book of MAX_SAVED_ADDRESSES is full: 409.
     */
    async add(userId: string, body: SavedAddressBody): Promise<AddressBook> {
      await inTurn(userId, async (tx) => {
        const held = await repo.countFor(tx, userId);
        if (held >= MAX_SAVED_ADDRESSES) throw conflict(m.tooMany(MAX_SAVED_ADDRESSES));
        await moveDefaults(tx, userId, body);
        const first = held === 0;
        await repo.insert(tx, userId, {
          ...values(body),
          defaultBilling: body.defaultBilling ?? first,
          defaultShipping: body.defaultShipping ?? first,
        });
      });
      return book(userId);
    },

    async update(userId: string, id: string, body: SavedAddressBody): Promise<AddressBook> {
      await inTurn(userId, async (tx) => {
        if (!(await repo.findOwned(tx, userId, id))) throw notFound(m.notFound);
        await moveDefaults(tx, userId, body);
        await repo.update(tx, userId, id, values(body));
      });
      return book(userId);
    },

    async remove(userId: string, id: string): Promise<AddressBook> {
      await inTurn(userId, async (tx) => {
        if (!(await repo.remove(tx, userId, id))) throw notFound(m.notFound);
      });
      return book(userId);
    },

    /** What a PIN code tells the checkout: its state, and its district where the directory has it. */
    lookUpPin(pin: string): PinLookup | undefined {
      const state = stateOfPin(pin);
      return state ? { pin, state, city: districtOfPin(pin) ?? null } : undefined;
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
