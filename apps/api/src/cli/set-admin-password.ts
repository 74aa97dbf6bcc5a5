/**
 * Sets an administrator's password from the shell and signs them out everywhere: the way back
 * in when the password is lost, since ADMIN_PASSWORD only seeds the first account.
 *
 *   npm run admin:password -- <username>
 *
 * The new password is asked for twice on a terminal, or read from the first line of standard
 * input when piped. On PGlite, stop the shop first: its database is one process's at a time.
 */
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { strongPasswordSchema } from '@shop/shared/accounts/schemas';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAdminService } from '../modules/admin/admin.service';

async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => rl.question(question, resolve));
  muted = true;
  const value = await answer;
  rl.close();
  process.stdout.write('\n');
  return value;
}

async function readFirstLine(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function newPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await askHidden('New password: ');
  const second = await askHidden('Repeat it: ');
  if (first !== second) throw new Error('The two passwords differ; nothing was changed.');
  return first;
}

async function main() {
  const username = process.argv[2]?.trim();
  if (!username) throw new Error('Usage: npm run admin:password -- <username>');
  const password = strongPasswordSchema.safeParse(await newPassword());
  if (!password.success) throw new Error(password.error.issues[0]!.message);

  // Only where the database is matters here, not the rest of the server's settings.
  const config = loadConfig({
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL,
  });
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, maxConnections: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: config.pgliteDir });
  try {
    await database.migrate();
    const changed = await createAdminService({ db: database.db }).resetPassword(
      username,
      password.data,
    );
    if (!changed) throw new Error(`There is no administrator named "${username}".`);
    console.log(`The password of "${username}" is changed; their sessions have ended.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
