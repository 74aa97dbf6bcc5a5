/**
 * Prepares one migrated, seeded database per test run; every test file gets a copy of it
 * (a PGlite data-directory dump, or a PostgreSQL database made from a template).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedCatalog } from '../src/db/seed/seed-catalog';
import { createDiskStorage } from '../src/lib/storage';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    /** Prefix of the databases this run creates, so teardown finds them. */
    databasePrefix: string;
    testUploadsDir: string;
  }
}

export default async function setup(project: TestProject) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const uploadsDir = path.join(workDir, 'uploads');
  project.provide('testUploadsDir', uploadsDir);
  const databaseUrl = process.env.DATABASE_URL;

  project.provide('databasePrefix', '');
  if (!databaseUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    await seedCatalog(database.db, createDiskStorage(uploadsDir));
    const dump = await database.dumpDataDir();
    await database.close();
    const templateFile = path.join(workDir, 'template.tar');
    fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', templateFile);
    project.provide('postgresTemplate', '');
    return async () => fs.rmSync(workDir, { recursive: true, force: true });
  }

  const prefix = `shop_test_${process.pid}_`;
  project.provide('databasePrefix', prefix);
  const template = `${prefix}template`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${template}`);
  await admin.unsafe(`CREATE DATABASE ${template}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
  await database.migrate();
  await seedCatalog(database.db, createDiskStorage(uploadsDir));
  await database.close();
  project.provide('postgresTemplate', template);
  project.provide('pgliteTemplate', '');

  return async () => {
    const leftovers = await admin<{ datname: string }[]>`
      SELECT datname FROM pg_database WHERE datname LIKE ${`${prefix}%`}`;
    // The template last, once no copy of it is being made.
    leftovers.sort((a, b) => Number(a.datname === template) - Number(b.datname === template));
    for (const { datname } of leftovers)
      await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
