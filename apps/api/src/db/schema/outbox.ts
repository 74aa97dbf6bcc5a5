/**
 * Work a change owes the world once it has committed (an e-mail above all), written in the same
 * transaction as the change and done afterwards by whichever instance claims it first
 * (docs/decisions/067-outbox.md). A crash or a deploy between the commit and the send leaves the
 * job here for the next instance.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type OutboxStatus = 'pending' | 'done' | 'failed';

export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    /** Also the job's idempotency key: an e-mail's Message-ID is made from it. */
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** What to do, e.g. `order.email`: the handler registered under that name does it. */
    kind: text('kind').notNull(),
    /** What the handler needs, as the change committed it. */
    payload: jsonb('payload').notNull(),
    /** Who it concerns, for staff looking for it (an order's id). */
    subject: text('subject'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: the next try after a failure waits here. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim: until then the instance that claimed it is trying; after, anyone may. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_jobs_due_idx')
      .on(t.runAt)
      .where(sql`status = 'pending'`),
    index('outbox_jobs_subject_idx').on(t.subject),
    // The back office's e-mails not sent, and the dashboard's count of them.
    index('outbox_jobs_failed_idx')
      .on(t.createdAt)
      .where(sql`status = 'failed'`),
  ],
);

/**
 * Scheduled work that one instance at a time does (the expiry of unpaid orders, the purges): a
 * run takes the row's lease, and another instance whose timer fires meanwhile finds it taken and
 * skips that round.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  /** The instance running it, until `lockedUntil` (after which a crashed run's lease is over). */
  holder: text('holder'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
