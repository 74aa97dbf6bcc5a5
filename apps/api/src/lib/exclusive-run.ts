/**
 * Scheduled work one instance at a time (docs/decisions/067-outbox.md): every instance's timer
 * fires, the first to take the work's lease runs it and the others skip that round. The lease
 * is a row (`scheduled_runs`), so it holds on PGlite and PostgreSQL alike, and a run that dies
 * holding it frees it when `leaseMs` is over.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Database } from '../db/client';
import { scheduledRuns } from '../db/schema/index';

export function createExclusiveRuns(db: Database, holder: string = randomUUID()) {
  return {
    /** Runs `work` if no other run of `name` holds the lease; `undefined` when one did. */
    async exclusive<T>(
      name: string,
      leaseMs: number,
      work: () => Promise<T>,
    ): Promise<T | undefined> {
      const lockedUntil = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
      const taken = await db
        .insert(scheduledRuns)
        .values({ name, holder, lockedUntil })
        .onConflictDoUpdate({
          target: scheduledRuns.name,
          set: { holder, lockedUntil },
          setWhere: sql`${scheduledRuns.lockedUntil} < now()`,
        })
        .returning({ name: scheduledRuns.name });
      if (taken.length === 0) return undefined;
      try {
        return await work();
      } finally {
        await db
          .update(scheduledRuns)
          .set({ lockedUntil: sql`now()`, lastRunAt: sql`now()`, holder: null })
          .where(and(eq(scheduledRuns.name, name), eq(scheduledRuns.holder, holder)));
      }
    },
  };
}
