/** Queries for the GST rate table (see the `gst_rates` schema). */
import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gstRates } from '../../db/schema/index';

export { indianDay } from '../../lib/india-time';

const rowColumns = {
  hsnCode: gstRates.hsnCode,
  rate: gstRates.rate,
  validFrom: gstRates.validFrom,
};

/**
 * The rate of goods of `hsnCode` (an SQL expression) on `day`, from the table, else `ownRate`:
 * for the statements that read products.
 */
export function rateInForce(hsnCode: SQL | string, ownRate: SQL, day: string): SQL<number> {
  return sql<number>`coalesce((
    SELECT r.rate FROM ${gstRates} AS r
    WHERE r.hsn_code = ${hsnCode} AND r.valid_from <= ${day}::date
    ORDER BY r.valid_from DESC LIMIT 1), ${ownRate})`;
}

/** The rate in force on `day` of each of these HSN codes that the table has a row for. */
export async function ratesOn(
  db: Executor,
  hsnCodes: string[],
  day: string,
): Promise<Map<string, number>> {
  if (hsnCodes.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([gstRates.hsnCode], { hsnCode: gstRates.hsnCode, rate: gstRates.rate })
    .from(gstRates)
    .where(and(inArray(gstRates.hsnCode, hsnCodes), lte(gstRates.validFrom, day)))
    .orderBy(asc(gstRates.hsnCode), desc(gstRates.validFrom));
  return new Map(rows.map((row) => [row.hsnCode, row.rate]));
}

/** Every row, by HSN code then day. */
export function listRates(db: Executor) {
  return db
    .select(rowColumns)
    .from(gstRates)
    .orderBy(asc(gstRates.hsnCode), asc(gstRates.validFrom));
}

/** The row of `hsnCode` in force on `day`, and the first one after it. */
export async function scheduleOf(db: Executor, hsnCode: string, day: string) {
  const [inForce] = await db
    .select(rowColumns)
    .from(gstRates)
    .where(and(eq(gstRates.hsnCode, hsnCode), lte(gstRates.validFrom, day)))
    .orderBy(desc(gstRates.validFrom))
    .limit(1);
  const [next] = await db
    .select(rowColumns)
    .from(gstRates)
    .where(and(eq(gstRates.hsnCode, hsnCode), gt(gstRates.validFrom, day)))
    .orderBy(asc(gstRates.validFrom))
    .limit(1);
  return { inForce: inForce ?? null, next: next ?? null };
}

/** Sets the rate of `hsnCode` from `validFrom`, replacing a change set for that same day. */
export async function upsertRate(
  db: Executor,
  row: { hsnCode: string; rate: number; validFrom: string },
) {
  await db
    .insert(gstRates)
    .values(row)
    .onConflictDoUpdate({
      target: [gstRates.hsnCode, gstRates.validFrom],
      set: { rate: row.rate, createdAt: sql`now()` },
    });
}

/** Deletes the change of `hsnCode` from `validFrom` if it starts after `today`; true if it did. */
export async function deleteFutureRate(
  db: Executor,
  hsnCode: string,
  validFrom: string,
  today: string,
): Promise<boolean> {
  const deleted = await db
    .delete(gstRates)
    .where(
      and(
        eq(gstRates.hsnCode, hsnCode),
        eq(gstRates.validFrom, validFrom),
        gt(gstRates.validFrom, today),
      ),
    )
    .returning({ hsnCode: gstRates.hsnCode });
  return deleted.length > 0;
}

/** Whether `hsnCode` has a change from `validFrom`. */
export async function rateExists(db: Executor, hsnCode: string, validFrom: string) {
  const [row] = await db
    .select({ hsnCode: gstRates.hsnCode })
    .from(gstRates)
    .where(and(eq(gstRates.hsnCode, hsnCode), eq(gstRates.validFrom, validFrom)));
  return row !== undefined;
}
