/**
 * What visitors send the shop: business enquiries, quote and support requests (each kind's own
 * fields kept as JSON, checked by the shared schema before they are stored), and the newsletter's
 * addresses.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The last acknowledgement e-mailed to each sender's address. Anyone can type any address into a
 * form, so the shop writes to one address at most once per interval however many messages name
 * it (docs/decisions/062-a-phone-sized-finish.md).
 */
export const enquiryAcknowledgements = pgTable('enquiry_acknowledgements', {
  email: text('email').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

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

/**
 * The thread of an enquiry or a quote request: each reply staff e-mailed to the visitor, kept as
 * sent, with who wrote it. Exactly one of the two parents is set.
 */
export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    quoteRequestId: uuid('quote_request_id').references(() => quoteRequests.id, {
      onDelete: 'cascade',
    }),
    /** Who wrote it: 'staff' for every reply so far (the visitor's own words are the enquiry). */
    sender: text('sender').$type<'staff'>().notNull().default('staff'),
    /** The administrator's username as it was when they wrote. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiry_messages_enquiry_idx').on(t.enquiryId, t.createdAt),
    index('enquiry_messages_quote_idx').on(t.quoteRequestId, t.createdAt),
    check(
      'enquiry_messages_one_parent',
      sql`(${t.enquiryId} is null) <> (${t.quoteRequestId} is null)`,
    ),
  ],
);

/**
 * Where an address stands with the newsletter. `pending`: asked for, not yet confirmed from the
 * inbox; `subscribed`: confirmed, the only state that receives the newsletter; `unsubscribed`:
 * not on the list, because it left or because the shop only ever mailed it about an order or an
 * account (its row exists so that those mails, too, carry a working unsubscribe link).
 */
export type NewsletterStatus = 'pending' | 'subscribed' | 'unsubscribed';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Lower-cased: one row per address, however it was typed. */
    email: text('email').notNull().unique(),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    /**
     * Put in every mail to this address (link and List-Unsubscribe header), so it is kept as it
     * is: whoever holds it can only take the address off the list. Two random UUIDs: 244 bits.
     */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** SHA-256 of the link in the latest confirmation mail; the link itself is never stored. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** The latest confirmation mail, and how many went since `confirmationsSince` (a day). */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmationsSent: integer('confirmations_sent').notNull().default(0),
    confirmationsSince: timestamp('confirmations_since', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_subscribers_status_idx').on(t.status)],
);
