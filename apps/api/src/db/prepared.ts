/**
 * Drizzle builds a query's SQL text on every call, and on a hot route that building costs more
 * CPU than the database takes to answer (the cart: about a fifth of the process's time). A
 * prepared query is built once per database and then only runs with its parameters
 * (`sql.placeholder`). It runs on the database itself, never inside a transaction: use it for
 * reads and single-statement writes.
 */
import type { Database } from './client';

export function prepared<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
