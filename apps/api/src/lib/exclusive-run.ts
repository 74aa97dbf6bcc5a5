/**
 * Scheduled work one instance at a time (docs/decisions/067-outbox.md): every instance's timer
 * fires, the first to take the work's lease runs it and the others skip that round. The lease
 * is a row (`scheduled_runs`), so it holds on PGlite and PostgreSQL alike, and a run that dies
 * holding it frees it when `leaseMs` is over.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
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
      let done = false;
      try {
        const result = await work();
        done = true;
        return result;
      } finally {
        // A run that failed frees the work for the next round but does not count as run.
        await db
          .update(scheduledRuns)
          .set({
            lockedUntil: sql`now()`,
            holder: null,
            ...(done ? { lastRunAt: sql`now()` } : {}),
          })
          .where(and(eq(scheduledRuns.name, name), eq(scheduledRuns.holder, holder)));
      }
    },

    /**
     * How many seconds ago each scheduled work last ran to its end, on whichever instance ran it;
     * work that has never done so is left out. An operator alerts on it growing: no instance is
     * doing it, or every run fails.
     */
    async secondsSinceLastRun(): Promise<Record<string, number>> {
      const rows = await db
        .select({
          name: scheduledRuns.name,
          seconds: sql<number>`extract(epoch from now() - ${scheduledRuns.lastRunAt})::float8`,
        })
        .from(scheduledRuns)
        .where(isNotNull(scheduledRuns.lastRunAt));
      return Object.fromEntries(rows.map((row) => [row.name, Math.max(0, Number(row.seconds))]));
    },
  };
}

export type ExclusiveRuns = ReturnType<typeof createExclusiveRuns>;
