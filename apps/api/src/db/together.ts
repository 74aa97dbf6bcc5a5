/**
 * Several writes as one statement, so one round trip: the `writes` become data-modifying CTEs of
 * the statement built on what this answers, e.g. `together(tx, [insertItems]).insert(orders)`.
 * The parts of a statement share one snapshot, so none may need another's rows, except through
 * foreign keys: the database checks those once the whole statement has run.
 */
import type { SQLWrapper } from 'drizzle-orm';
import type { Executor } from './client';

export function together(tx: Executor, writes: SQLWrapper[]) {
  return tx.with(
    ...writes.map((write, index) => tx.$with(`write_${index + 1}`, {}).as(write.getSQL())),
  );
}
