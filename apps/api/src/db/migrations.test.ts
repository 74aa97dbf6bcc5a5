/**
 * Migrations as a rolling deploy runs them (docs/decisions/066-deploy-backups-and-rolling-migrations.md).
 * The new version migrates while the old one still serves, so a migration may only add: a
 * statement that takes away what the old code reads or writes (a column or table dropped or
 * renamed, a type changed, a column made required without a default) belongs to a later release
 * and says so with a `-- contract: <why the running code no longer needs it>` comment. And any
 * number of instances may start at once on one database: one migrates and seeds, the others wait.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '@shop/shared/catalog/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN } from '../config';
import { HttpClient } from '../../test/http-client';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { migrationsFolder, openDatabase, rowsOf } from './client';
import { seedProducts } from './seed/catalog-data';

/** What a statement may do that code of the previous release, still running, would trip on. */
const contractions: { what: string; test: (statement: string) => boolean }[] = [
  { what: 'drops a column', test: (s) => /\bDROP\s+COLUMN\b/i.test(s) },
  {
    what: 'drops a table or view',
    test: (s) => /\bDROP\s+(TABLE|VIEW|MATERIALIZED\s+VIEW)\b/i.test(s),
  },
  {
    what: 'renames a table or column',
    test: (s) => /\bALTER\s+TABLE\b[^;]*\bRENAME\b(?!\s+CONSTRAINT)/i.test(s),
  },
  {
    what: "changes a column's type",
    test: (s) => /\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i.test(s),
  },
  { what: 'makes a column required', test: (s) => /\bSET\s+NOT\s+NULL\b/i.test(s) },
  {
    // The old code's inserts do not name the new column.
    what: 'adds a required column without a default',
    test: (s) =>
      [...s.matchAll(/\bADD\s+COLUMN\b[^;,]*/gi)].some(
        ([column]) => /\bNOT\s+NULL\b/i.test(column) && !/\b(DEFAULT|GENERATED)\b/i.test(column),
      ),
  },
];

/** Each contracting statement of a migration's text that has no `-- contract:` comment. */
function unmarkedContractions(text: string): string[] {
  return text.split('--> statement-breakpoint').flatMap((chunk) => {
    if (/^\s*--\s*contract:\s*\S/im.test(chunk)) return [];
    const code = chunk.replace(/--.*$/gm, '');
    return contractions.filter(({ test }) => test(code)).map(({ what }) => what);
  });
}

/**
 * Written before the rule: it dropped the payment columns of `orders` in the release that moved
 * them to `order_payments` (docs/decisions/029-orders-in-parts-payments-beside-them.md).
 */
const BEFORE_THE_RULE = new Set(['0016_order_payments.sql']);

const migrationFiles = fs
  .readdirSync(migrationsFolder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

describe('migrations a rolling deploy can run', () => {
  it('only add, or mark what they take away', () => {
    const unmarked = migrationFiles
      .filter((name) => !BEFORE_THE_RULE.has(name))
      .flatMap((name) =>
        unmarkedContractions(fs.readFileSync(`${migrationsFolder}/${name}`, 'utf8')).map(
          (what) => `${name} ${what}`,
        ),
      );
    expect(unmarked).toEqual([]);
    // The exception stays an exception: it still is what the rule would stop.
    for (const name of BEFORE_THE_RULE)
      expect(
        unmarkedContractions(fs.readFileSync(`${migrationsFolder}/${name}`, 'utf8')),
      ).toContain('drops a column');
  });

  it('finds drops, renames, type changes and new required columns, unless marked', () => {
    const statements = {
      'ALTER TABLE "orders" DROP COLUMN "paid_at";': 'drops a column',
      'DROP TABLE "wishlists";': 'drops a table or view',
      'ALTER TABLE "users" RENAME COLUMN "mobile" TO "phone";': 'renames a table or column',
      'ALTER TABLE "users" RENAME TO "customers";': 'renames a table or column',
      'ALTER TABLE "orders" ALTER COLUMN "total_paise" SET DATA TYPE bigint;':
        "changes a column's type",
      'ALTER TABLE "users" ALTER COLUMN "mobile" SET NOT NULL;': 'makes a column required',
      'ALTER TABLE "users" ADD COLUMN "gstin" text NOT NULL;':
        'adds a required column without a default',
    };
    for (const [statement, what] of Object.entries(statements)) {
      expect(unmarkedContractions(statement)).toEqual([what]);
      const marked = `-- contract: nothing has read it since the release before\n${statement}`;
      expect(unmarkedContractions(marked)).toEqual([]);
    }
    // What old code does not notice passes unmarked.
    for (const statement of [
      'ALTER TABLE "users" ADD COLUMN "gstin" text;',
      `ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;`,
      'ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;',
      'ALTER TABLE "orders" RENAME CONSTRAINT "a" TO "b";',
      'DROP INDEX "products_created_idx";',
      'CREATE INDEX "orders_user_idx" ON "orders" ("user_id");',
    ])
      expect(unmarkedContractions(statement)).toEqual([]);
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'instances starting together on one empty PostgreSQL database (runs only with DATABASE_URL)',
  () => {
    const scratch: ScratchDatabase[] = [];
    const servers: ServerProcess[] = [];
    const dataDirs: string[] = [];
    afterAll(async () => {
      for (const server of servers) await server.cleanup();
      for (const database of scratch) await database.drop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });
    const journal = JSON.parse(
      fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'),
    ) as { entries: { when: number }[] };

    it('both migrate without error, and every migration is applied once', async () => {
      const empty = await createScratchDatabase(process.env.DATABASE_URL!, 'shop_migrate_');
      scratch.push(empty);
      const [a, b] = await Promise.all([
        openDatabase({ kind: 'postgres', url: empty.url, maxConnections: 1 }),
        openDatabase({ kind: 'postgres', url: empty.url, maxConnections: 1 }),
      ]);
      try {
        await Promise.all([a.migrate(), b.migrate()]);
        const applied = rowsOf<{ created_at: string }>(
          await a.db.execute(
            sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
          ),
        );
        expect(applied.map((row) => Number(row.created_at))).toEqual(
          journal.entries.map((entry) => entry.when),
        );
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('two shops started at once seed one catalogue and one administrator', async () => {
      const empty = await createScratchDatabase(process.env.DATABASE_URL!, 'shop_first_start_');
      scratch.push(empty);
      const started = await Promise.allSettled(
        [1, 2].map(() => {
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-first-start-'));
          dataDirs.push(dataDir);
          return startServerProcess({}, { existing: { dataDir, databaseUrl: empty.url } });
        }),
      );
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);

      for (const server of servers) {
        const client = new HttpClient(server.url);
        expect((await client.get<Product[]>('/api/products?limit=1')).body).toHaveLength(1);
        expect((await client.post('/api/admin/login', DEV_ADMIN)).status).toBe(200);
      }
      const database = await openDatabase({ kind: 'postgres', url: empty.url, maxConnections: 1 });
      try {
        const [counts] = rowsOf<{ products: string; admins: string; migrations: string }>(
          await database.db.execute(sql`SELECT
            (SELECT count(*) FROM products) AS products,
            (SELECT count(*) FROM admins) AS admins,
            (SELECT count(*) FROM drizzle.__drizzle_migrations) AS migrations`),
        );
        expect(counts).toEqual({
          products: String(seedProducts.length),
          admins: '1',
          migrations: String(journal.entries.length),
        });
      } finally {
        await database.close();
      }
    }, 120_000);
  },
);
