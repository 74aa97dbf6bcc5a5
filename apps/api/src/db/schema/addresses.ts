/**
 * The customer's address book: the addresses they keep for checkout, at most one the default for
 * billing and one for shipping (partial unique indexes hold that under parallel changes). A
 * deleted customer takes their addresses with them.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    apartment: text('apartment').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pin: text('pin').notNull(),
    country: text('country').notNull(),
    defaultBilling: boolean('default_billing').notNull().default(false),
    defaultShipping: boolean('default_shipping').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('customer_addresses_default_billing_idx')
      .on(t.userId)
      .where(sql`${t.defaultBilling}`),
    uniqueIndex('customer_addresses_default_shipping_idx')
      .on(t.userId)
      .where(sql`${t.defaultShipping}`),
  ],
);
