/**
 * What visitors send the shop: business enquiries, quote and support requests (each kind's own
 * fields kept as JSON, checked by the shared schema before they are stored), and the newsletter's
 * addresses.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { QuoteKind } from '@shop/shared/quotes/messages';

const received = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when an administrator marks it handled. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
};

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    sector: text('sector').notNull(),
    gst: text('gst').notNull().default(''),
    /** The package asked about, or ''. */
    enquiry: text('enquiry').notNull().default(''),
    message: text('message').notNull(),
    ...received,
  },
  (t) => [index('enquiries_created_idx').on(t.createdAt)],
);

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').$type<QuoteKind>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** The fields of that kind's form but the contact ones. */
    details: jsonb('details').$type<Record<string, string | number>>().notNull(),
    ...received,
  },
  (t) => [index('quote_requests_created_idx').on(t.createdAt)],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Lower-cased: one row per address, however it was typed. */
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
