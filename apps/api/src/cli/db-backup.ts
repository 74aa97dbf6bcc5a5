/**
 * Backs up the shop's database and files, or restores a backup into an empty place
 * (`db/backup.ts` says what a backup holds).
 *
 *   npm run db:backup                      into backups/<date and time>/
 *   npm run db:backup -- <folder>          into that folder (new or empty)
 *   npm run db:restore -- <folder>         into the empty database and DATA_DIR of the environment
 *
 * The database is the one the shop would use: DATABASE_URL's PostgreSQL server (pg_dump and
 * pg_restore of the server's major version must be on the PATH), or PGlite under DATA_DIR. On
 * PGlite, stop the shop first: its database is one process's at a time.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { takeBackup, restoreBackup, type DatabaseLocation } from '../db/backup';

const USAGE = 'Usage: db-backup.js backup [folder] | db-backup.js restore <folder>';

/** backups/2026-03-14T09-30-00Z: sorts by time and is a valid file name everywhere. */
function defaultFolder(now = new Date()): string {
  return path.resolve(
    'backups',
    now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-'),
  );
}

async function main() {
  const [command, folderArgument] = process.argv.slice(2);
  // Only where the data is matters here, not the rest of the server's settings.
  const config = loadConfig({
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
  });
  const database: DatabaseLocation = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: config.pgliteDir };
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.pgliteDir;

  if (command === 'backup') {
    const folder = folderArgument ? path.resolve(folderArgument) : defaultFolder();
    const manifest = await takeBackup({ database, dataDir: config.dataDir, folder });
    console.log(
      `Backed up ${where} (${manifest.migrations} migrations)` +
        (manifest.fileFolders.length > 0
          ? ` and ${manifest.fileFolders.join(', ')} of ${config.dataDir}`
          : '; no files on disk') +
        ` into ${folder}`,
    );
  } else if (command === 'restore' && folderArgument) {
    const folder = path.resolve(folderArgument);
    const manifest = await restoreBackup({ database, dataDir: config.dataDir, folder });
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${where}` +
        (manifest.fileFolders.length > 0 ? ` and ${config.dataDir}` : ''),
    );
  } else {
    throw new Error(USAGE);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
