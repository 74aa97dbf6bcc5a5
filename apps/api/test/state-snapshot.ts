/**
 * What a request could change: every table's row count and a checksum of its rows, and every file
 * under the data directory with its size. Two snapshots compared name what changed between them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '../src/db/client';

export interface StateSnapshot {
  tables: Map<string, string>;
  files: Map<string, number>;
}

/** The shop's tables (the migrations' bookkeeping lives in its own schema and is left out). */
export async function tableNames(database: DatabaseHandle): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await database.db.execute(sql`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`),
  );
  return rows.map((row) => row.name);
}

/**
 * One query for all tables: `count:md5` per table, the rows ordered by their text. `ignored`
 * names columns per table left out of the checksum.
 */
export function snapshotQuery(tables: string[], ignored: Record<string, string[]> = {}): string {
  return tables
    .map((table) => {
      const columns = ignored[table] ?? [];
      const row = columns.length
        ? `(to_jsonb(t) - ARRAY[${columns.map((c) => `'${c}'`).join(', ')}]::text[])::text`
        : 't::text';
      return (
        `SELECT '${table}' AS name, count(*) || ':' || ` +
        `md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS sum FROM "${table}" t`
      );
    })
    .join(' UNION ALL ');
}

function listFiles(dir: string): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(dir, full), fs.statSync(full).size);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files;
}

export async function takeSnapshot(
  database: DatabaseHandle,
  query: string,
  dataDir: string,
): Promise<StateSnapshot> {
  const rows = rowsOf<{ name: string; sum: string }>(await database.db.execute(sql.raw(query)));
  return {
    tables: new Map(rows.map((row) => [row.name, row.sum])),
    files: listFiles(dataDir),
  };
}

/** What differs between two snapshots: tables by name, files as `+added`, `-removed`, `~resized`. */
export function differences(before: StateSnapshot, after: StateSnapshot): string[] {
  const changed: string[] = [];
  for (const [name, sum] of after.tables) {
    if (before.tables.get(name) !== sum) changed.push(`table ${name}`);
  }
  for (const [file, size] of after.files) {
    const was = before.files.get(file);
    if (was === undefined) changed.push(`+${file}`);
    else if (was !== size) changed.push(`~${file}`);
  }
  for (const file of before.files.keys()) if (!after.files.has(file)) changed.push(`-${file}`);
  return changed;
}
