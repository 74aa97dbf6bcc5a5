/**
 * Backups of the shop's data and their restore into an empty place. A backup is a folder:
 * - `database.pgdump`: a PostgreSQL server's database, by `pg_dump` in its custom format (taken
 *   while the shop runs: pg_dump reads one consistent snapshot);
 * - `pglite.tar.gz`: the embedded database's data directory, as PGlite dumps it (the shop
 *   stopped: one process holds that database at a time);
 * - `files.tar`: the uploaded pictures and issued tax documents under DATA_DIR, when they are
 *   kept on disk there (object storage keeps them in its bucket instead);
 * - `manifest.json`: what the folder holds and the migrations the database had.
 *
 * A restore goes only into an empty database and empty file folders, so that it can never
 * overwrite a shop's data with an older copy by mistake.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';

/** Where the database is: a PostgreSQL URL, or PGlite's folder. */
export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

export interface BackupManifest {
  format: 1;
  kind: DatabaseLocation['kind'];
  createdAt: string;
  /** Migrations applied to the database when it was backed up. */
  migrations: number;
  /** The folders of DATA_DIR in `files.tar` (none when the files were not on disk). */
  fileFolders: string[];
}

/** Where a backup is taken from or restored to, and the backup's folder. */
export interface BackupPlaces {
  database: DatabaseLocation;
  /** The shop's DATA_DIR, whose file folders are backed up when they hold files. */
  dataDir: string;
  folder: string;
}

/** The folders of DATA_DIR that hold what customers and the tax office were given. */
export const FILE_FOLDERS = ['uploads', 'documents'] as const;

export const BACKUP_FILES = {
  manifest: 'manifest.json',
  postgres: 'database.pgdump',
  pglite: 'pglite.tar.gz',
  files: 'files.tar',
} as const;

export class BackupError extends Error {}

/**
 * Runs a command to its end, its output passed through; fails with its name and exit code.
 * The password of a PostgreSQL URL travels in the environment, never in the command line,
 * which any user of the machine may read.
 */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install the PostgreSQL client tools of the server's version`
            : `${command} failed to start: ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} ended with ${signal ?? `exit code ${code}`}`)),
    );
  });
}

/** `url` without its password, and the password for PGPASSWORD. */
function withoutPassword(url: string): { url: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function open(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === 'postgres'
    ? openDatabase({ kind: 'postgres', url: location.url, maxConnections: 1 })
    : openDatabase({ kind: 'pglite', dataDir: location.dir });
}

async function appliedMigrations(database: DatabaseHandle): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await database.db.execute(sql`SELECT count(*) AS count FROM drizzle.__drizzle_migrations`),
  );
  return Number(row?.count ?? 0);
}

/** Whether `folder` of `dataDir` holds at least one file. */
function folderWithFiles(dataDir: string, folder: string): boolean {
  const dir = path.join(dataDir, folder);
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).some((e) => e.isFile());
}

/** Takes a backup into `folder`, which must not exist yet or be empty; answers its manifest. */
export async function takeBackup(options: BackupPlaces): Promise<BackupManifest> {
  const { database: location, dataDir, folder } = options;
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0)
    throw new BackupError(`${folder} is not empty: back up into a new folder`);
  if (location.kind === 'pglite' && !fs.existsSync(path.join(location.dir, 'PG_VERSION')))
    throw new BackupError(`There is no PGlite database in ${location.dir}`);
  fs.mkdirSync(folder, { recursive: true });

  const database = await open(location);
  let migrations: number;
  try {
    migrations = await appliedMigrations(database);
    if (location.kind === 'pglite') {
      const dump = await database.dumpDataDir('gzip');
      fs.writeFileSync(
        path.join(folder, BACKUP_FILES.pglite),
        Buffer.from(await dump.arrayBuffer()),
      );
    }
  } finally {
    await database.close();
  }
  if (location.kind === 'postgres') {
    const { url, env } = withoutPassword(location.url);
    const file = path.join(folder, BACKUP_FILES.postgres);
    await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`], env);
  }

  const fileFolders = FILE_FOLDERS.filter((name) => folderWithFiles(dataDir, name));
  if (fileFolders.length > 0)
    await run('tar', ['-C', dataDir, '-cf', path.join(folder, BACKUP_FILES.files), ...fileFolders]);

  const manifest: BackupManifest = {
    format: 1,
    kind: location.kind,
    createdAt: new Date().toISOString(),
    migrations,
    fileFolders,
  };
  fs.writeFileSync(
    path.join(folder, BACKUP_FILES.manifest),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  return manifest;
}

function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, BACKUP_FILES.manifest);
  if (!fs.existsSync(file)) throw new BackupError(`${folder} is not a backup: no ${file}`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1 || !['postgres', 'pglite'].includes(manifest.kind))
    throw new BackupError(`${file} is not a backup manifest this version knows`);
  return manifest;
}

/** The tables, sequences and views of a PostgreSQL database outside the system's schemas. */
async function postgresRelations(url: string): Promise<number> {
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  try {
    const [row] = rowsOf<{ count: number | string }>(
      await database.db.execute(sql`
        SELECT count(*) AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg\_toast%'`),
    );
    return Number(row?.count ?? 0);
  } finally {
    await database.close();
  }
}

/**
 * Restores the backup in `folder` into `database` and `dataDir`: both must be empty (an empty
 * PostgreSQL database, a PGlite folder that does not exist or is empty, no files in DATA_DIR's
 * uploads and documents). Answers the manifest of what was restored.
 */
export async function restoreBackup(options: BackupPlaces): Promise<BackupManifest> {
  const { database: location, dataDir, folder } = options;
  const manifest = readManifest(folder);
  if (manifest.kind !== location.kind)
    throw new BackupError(
      `The backup is of a ${manifest.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database; ` +
        `${manifest.kind === 'postgres' ? 'set DATABASE_URL to an empty PostgreSQL database' : 'unset DATABASE_URL to restore into PGlite'}`,
    );
  const occupied = manifest.fileFolders.filter((name) => folderWithFiles(dataDir, name));
  if (occupied.length > 0)
    throw new BackupError(
      `${occupied.map((name) => path.join(dataDir, name)).join(' and ')} already hold files: restore into an empty DATA_DIR`,
    );

  if (location.kind === 'postgres') {
    const relations = await postgresRelations(location.url);
    if (relations > 0)
      throw new BackupError(
        `The database of DATABASE_URL is not empty (${relations} tables, views or sequences): restore into a new, empty database`,
      );
    const { url, env } = withoutPassword(location.url);
    // Owners and grants are the old server's; the restoring role owns everything it creates.
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${url}`,
        path.join(folder, BACKUP_FILES.postgres),
      ],
      env,
    );
  } else {
    if (fs.existsSync(location.dir) && fs.readdirSync(location.dir).length > 0)
      throw new BackupError(`${location.dir} is not empty: restore into a new DATA_DIR`);
    const dump = new Blob([fs.readFileSync(path.join(folder, BACKUP_FILES.pglite))]);
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: location.dir,
      loadDataDir: dump,
    });
    await database.close();
  }

  if (manifest.fileFolders.length > 0) {
    fs.mkdirSync(dataDir, { recursive: true });
    await run('tar', ['-C', dataDir, '-xf', path.join(folder, BACKUP_FILES.files)]);
  }

  const restored = await open(location);
  try {
    const migrations = await appliedMigrations(restored);
    if (migrations !== manifest.migrations)
      throw new BackupError(
        `The restored database has ${migrations} migrations, the backup ${manifest.migrations}`,
      );
  } finally {
    await restored.close();
  }
  return manifest;
}
