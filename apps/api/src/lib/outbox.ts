/**
 * The outbox (docs/decisions/067-outbox.md): work a change owes once it has committed, written
 * in the change's own transaction and done afterwards, at least once, by whichever instance
 * claims it first.
 *
 * - `add(tx, jobs)` writes jobs inside the caller's transaction: rolled back with it, committed
 *   with it. Nothing is sent from inside a transaction.
 * - Once the jobs' transaction commits, this instance's worker looks at once (`afterCommit`);
 *   every instance also looks every `pollMs`, so the jobs of an instance that died are found by
 *   the others. (Not a NOTIFY in the transaction: that would put every checkout's commit in
 *   single file, docs/decisions/024.)
 * - A claim is an UPDATE of due jobs picked `FOR UPDATE SKIP LOCKED`, so two workers never take
 *   the same job, and sets `locked_until`: a worker that dies mid-job leaves it to be claimed
 *   again once the lease is over.
 * - A job that fails waits longer each time (`backoffMs`) and, after `maxAttempts`, stays
 *   `failed` for staff to see and send again (`retry`).
 * - A job's id is its idempotency key: the handler gets it (an e-mail's Message-ID is made from
 *   it, so a job sent twice after a crash is one message to the recipient's mail client).
 * - A worker claims only the kinds it has handlers for: during a rolling deploy an instance of
 *   the old version leaves a kind it does not know to the new ones, rather than failing it.
 */
import type { OrderMail } from '@shop/shared/orders/schemas';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, rowsOf, type Database, type Executor } from '../db/client';
import { outboxJobs, type OutboxStatus } from '../db/schema/index';

export interface OutboxJob {
  kind: string;
  payload: unknown;
  /** Who it concerns (an order's id), so staff can find its jobs. */
  subject?: string;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

export type OutboxHandler = (job: ClaimedJob) => Promise<void> | void;

/** What an e-mail job sends, as staff see it before and after it goes. */
export type DescribeMail = (payload: unknown) => { to: string; subject: string };

export interface OutboxMail {
  id: string;
  kind: string;
  subject: string | null;
  to: string;
  title: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  runAt: Date;
  doneAt: Date | null;
}

/** An e-mail job as staff read it (on an order's page, among the e-mails not sent). */
export function toMailView(mail: OutboxMail): OrderMail {
  return {
    _id: mail.id,
    to: mail.to,
    subject: mail.title,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.doneAt?.toISOString() ?? null,
    nextTryAt: mail.status === 'pending' ? mail.runAt.toISOString() : null,
  };
}

export interface OutboxOptions {
  db: Database;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  pollMs?: number;
  leaseMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /** The wait before try `attempt + 1`, after `attempt` failed. */
  backoffMs?: (attempt: number) => number;
  /** False: this instance writes jobs but leaves doing them to the others. */
  work?: boolean;
}

/** 10 s, 20 s, 40 s … up to an hour: a mail server down for a while is tried again all day. */
export const defaultBackoffMs = (attempt: number) =>
  Math.min(3_600_000, 10_000 * 2 ** (attempt - 1));

/**
 * Dates survive the JSON column: a payload is what the change committed (an order record with
 * its dates), and a handler must read it as it was.
 */
export function encodePayload(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, function (this: Record<string, unknown>, key, encoded: unknown) {
      const original = this[key];
      return original instanceof Date ? { $date: original.toISOString() } : encoded;
    }),
  );
}

export function decodePayload<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const keys = Object.keys(item);
      const date = (item as { $date?: unknown }).$date;
      if (keys.length === 1 && typeof date === 'string') return new Date(date);
    }
    return item;
  }) as T;
}

export function createOutbox({
  db,
  log,
  pollMs = 2_000,
  leaseMs = 60_000,
  maxAttempts = 8,
  batchSize = 10,
  backoffMs = defaultBackoffMs,
  work = true,
}: OutboxOptions) {
  const handlers = new Map<string, OutboxHandler>();
  const mailDescriptions = new Map<string, DescribeMail>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function add(tx: Executor, jobs: OutboxJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await tx.insert(outboxJobs).values(
      jobs.map((job) => ({
        kind: job.kind,
        payload: encodePayload(job.payload),
        subject: job.subject ?? null,
      })),
    );
    afterCommit(tx, kick);
  }

  /** Takes up to `batchSize` due jobs for this worker, for `leaseMs`. */
  async function claim(): Promise<ClaimedJob[]> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    const result = await db.execute(sql`
      UPDATE outbox_jobs SET
        attempts = attempts + 1,
        locked_until = now() + ${`${leaseMs} milliseconds`}::interval
      WHERE id IN (
        SELECT id FROM outbox_jobs
        WHERE status = 'pending' AND run_at <= now()
          AND kind IN (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
          AND (locked_until IS NULL OR locked_until < now())
        ORDER BY run_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, payload, attempts`);
    return rowsOf<ClaimedJob>(result);
  }

  /**
   * The job as this claim took it: still pending, and not claimed again since (every claim counts
   * an attempt). A worker that resumes after its lease ran out, and another worker claimed the
   * job, changes nothing: it can neither mark done a try it did not make nor put back in line a
   * job the other has done.
   */
  const stillOurs = (job: ClaimedJob) =>
    and(
      eq(outboxJobs.id, job.id),
      eq(outboxJobs.status, 'pending'),
      eq(outboxJobs.attempts, job.attempts),
    );

  /** Marks done, in one statement, the jobs of a batch whose handlers succeeded. */
  async function finish(jobs: ClaimedJob[]) {
    if (jobs.length === 0) return;
    const claims = sql.join(
      jobs.map((job) => sql`(${job.id}::uuid, ${job.attempts}::int)`),
      sql`, `,
    );
    await db
      .update(outboxJobs)
      .set({ status: 'done', doneAt: new Date(), lockedUntil: null, lastError: null })
      .where(
        and(
          eq(outboxJobs.status, 'pending'),
          // Each as its claim took it (see `stillOurs`).
          sql`(${outboxJobs.id}, ${outboxJobs.attempts}) IN (${claims})`,
        ),
      );
  }

  async function fail(job: ClaimedJob, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const givenUp = job.attempts >= maxAttempts;
    await db
      .update(outboxJobs)
      .set({
        status: givenUp ? 'failed' : 'pending',
        lastError: message.slice(0, 1000),
        lockedUntil: null,
        runAt: new Date(Date.now() + backoffMs(job.attempts)),
      })
      .where(stillOurs(job));
    const facts = { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error };
    if (givenUp) log.error(facts, 'an outbox job failed for good');
    else log.warn(facts, 'an outbox job failed; it will be tried again');
  }

  /** Answers whether the job's handler succeeded; a failure is recorded at once. */
  async function runJob(job: ClaimedJob): Promise<boolean> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for outbox jobs of kind ${job.kind}`);
      await handler(job);
      return true;
    } catch (error) {
      await fail(job, error);
      return false;
    }
  }

  /**
   * Claims and runs due jobs until none is left. A batch's successes are marked done together
   * once its last handler has answered: a crash before that does them again, which at least once
   * allows.
   */
  async function drainDue(): Promise<void> {
    for (;;) {
      const jobs = await claim();
      if (jobs.length === 0) return;
      const succeeded = await Promise.all(jobs.map(runJob));
      await finish(jobs.filter((_job, index) => succeeded[index]));
    }
  }

  /** One pass at a time; a kick during a pass asks for another. */
  function pass(): Promise<void> {
    if (!work) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drainDue();
        } catch (error) {
          log.error({ err: error }, 'the outbox could not be read');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void pass().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  async function mailsWhere(where: SQL, limit = 500, offset = 0): Promise<OutboxMail[]> {
    const kinds = [...mailDescriptions.keys()];
    if (kinds.length === 0) return [];
    const rows = await db
      .select()
      .from(outboxJobs)
      .where(and(where, inArray(outboxJobs.kind, kinds)))
      .orderBy(desc(outboxJobs.createdAt), desc(outboxJobs.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => {
      const { to, subject: title } = mailDescriptions.get(row.kind)!(row.payload);
      return {
        id: row.id,
        kind: row.kind,
        subject: row.subject,
        to,
        title,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt,
        runAt: row.runAt,
        doneAt: row.doneAt,
      };
    });
  }

  function kick(): void {
    if (!stopped) void pass();
  }

  return {
    add,
    /**
     * Registers what is done for jobs of `kind` (at start, before `start`); an e-mail's kind says
     * what it sends, for staff (`mailsOf`).
     */
    handle(kind: string, handler: OutboxHandler, options: { describe?: DescribeMail } = {}) {
      handlers.set(kind, handler);
      if (options.describe) mailDescriptions.set(kind, options.describe);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      void pass();
      schedule();
    },
    /** Stops looking and lets the pass under way finish (its jobs are marked done or failed). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** Runs every due job now and resolves when none is left (tests, and a shutdown's last look). */
    runDue: pass,
    /** The e-mail job `id`, if it is one. */
    async mail(id: string): Promise<OutboxMail | undefined> {
      return (await mailsWhere(eq(outboxJobs.id, id), 1))[0];
    },
    /** How many e-mails were given up after their last try (the back office's count). */
    async failedMailCount(): Promise<number> {
      const kinds = [...mailDescriptions.keys()];
      if (kinds.length === 0) return 0;
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(outboxJobs)
        .where(and(eq(outboxJobs.status, 'failed'), inArray(outboxJobs.kind, kinds)));
      return row?.count ?? 0;
    },
    /** A subject's e-mails (an order's), newest first, for staff. */
    mailsOf: (subject: string) => mailsWhere(eq(outboxJobs.subject, subject)),
    /** E-mails given up after their last try, newest first: what staff must look at. */
    failedMails: ({ limit, offset }: { limit: number; offset: number }) =>
      mailsWhere(eq(outboxJobs.status, 'failed'), limit, offset),
    /**
     * Housekeeping: done jobs leave the table, e-mails after `mailDays` (an order's page lists its
     * e-mails while staff may still be asked about them), everything else after a day.
     */
    async purgeDone(mailDays = 400): Promise<number> {
      const mails = [...mailDescriptions.keys()];
      const deleted = await db
        .delete(outboxJobs)
        .where(
          and(
            eq(outboxJobs.status, 'done'),
            sql`${outboxJobs.doneAt} < now() - (CASE WHEN ${outboxJobs.kind} IN (${sql.join(
              ['', ...mails].map((kind) => sql`${kind}`),
              sql`, `,
            )}) THEN ${`${mailDays} days`} ELSE '1 day' END)::interval`,
          ),
        )
        .returning({ id: outboxJobs.id });
      return deleted.length;
    },
    /** A failed job goes back in line, tried again from its first attempt. */
    async retry(id: string): Promise<boolean> {
      const rows = await db
        .update(outboxJobs)
        .set({ status: 'pending', attempts: 0, runAt: new Date(), lockedUntil: null })
        .where(and(eq(outboxJobs.id, id), eq(outboxJobs.status, 'failed')))
        .returning({ id: outboxJobs.id });
      if (rows.length > 0) kick();
      return rows.length > 0;
    },
    /** How many jobs wait and how long the oldest has waited (for the operator's metrics). */
    async depth(): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
      const [row] = rowsOf<{ pending: number; failed: number; oldest: number | null }>(
        await db.execute(sql`
          SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
                 count(*) FILTER (WHERE status = 'failed')::int AS failed,
                 extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending'))::float8 AS oldest
          FROM outbox_jobs WHERE status <> 'done'`),
      );
      return {
        pending: row?.pending ?? 0,
        failed: row?.failed ?? 0,
        oldestPendingSeconds: row?.oldest ?? 0,
      };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
