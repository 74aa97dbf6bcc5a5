/**
 * A backup as an operator takes and restores it, on the database the suite runs on (PGlite by
 * default, PostgreSQL with DATABASE_URL): a shop with a customer, a shipped order and its issued
 * invoice is backed up with `db-backup.js backup`, restored with `db-backup.js restore` into a
 * new, empty database and DATA_DIR, and a shop started on that finds the order, the invoice's
 * very bytes and the administrator it had.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../test/accounts-helpers';
import { downloadBytes } from '../../test/documents-helpers';
import { HttpClient } from '../../test/http-client';
import { placeOrder, statusBody } from '../../test/orders-helpers';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { apiRoot } from '../paths';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** An administrator of the first shop's own: the restored shop is started without it. */
const OWNER = { username: 'owner', password: 'Counter#2026' };

/** Runs the compiled backup command (built by the first server start) as an operator would. */
function backupCommand(args: string[], env: { dataDir: string; databaseUrl: string }) {
  const run = spawnSync(process.execPath, [path.join(apiRoot, 'dist/db-backup.js'), ...args], {
    env: { ...process.env, DATA_DIR: env.dataDir, DATABASE_URL: env.databaseUrl },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

let inbox: SmtpInbox;
let work: string;
const started: ServerProcess[] = [];
let target: ScratchDatabase | undefined;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
});
afterAll(async () => {
  for (const server of started) await server.cleanup();
  await target?.drop();
  await inbox?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${onPostgres ? 'PostgreSQL: pg_dump and pg_restore' : 'PGlite: its data directory'})`, () => {
  it('restores a shop into an empty database, where its order, invoice and administrator are found', async () => {
    const first = await startServerProcess({
      SMTP_URL: inbox.url,
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
    });
    started.push(first);
    const shop = { inbox, client: () => new HttpClient(first.url) };
    const { client: customer, user, password } = await registerCustomer(shop);
    const products = (await customer.get<Product[]>('/api/products?limit=10')).body;
    const order = await placeOrder(
      customer,
      products.find((p) => p.quantity > 5)!,
    );
    const cod = await customer.patch(`/api/orders/${order._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });
    expect(cod.status).toBe(200);
    const admin = new HttpClient(first.url);
    const login = await admin.post<{ token: string }>('/api/admin/login', OWNER);
    expect(login.status).toBe(200);
    admin.headers.authorization = `Bearer ${login.body.token}`;
    expect(
      (await admin.patch(`/api/orders/${order._id}/status`, statusBody('SHIPPED'))).status,
    ).toBe(200);
    // The issued invoice is stored in DATA_DIR's documents; the backup must carry it.
    const invoice = await downloadBytes(first.url, customer, `/api/orders/${order._id}/invoice`);
    expect(invoice.status).toBe(200);

    // PostgreSQL is backed up while the shop runs; PGlite's database is one process's, so the
    // shop stops first.
    if (!onPostgres) {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
    const folder = path.join(work, 'backup');
    const backup = backupCommand(['backup', folder], first.data);
    expect(backup.output).toMatch(/Backed up .* and uploads, documents of /);
    expect(backup.status).toBe(0);
    expect(fs.readdirSync(folder).sort()).toEqual(
      [onPostgres ? 'database.pgdump' : 'pglite.tar.gz', 'files.tar', 'manifest.json'].sort(),
    );
    if (onPostgres) {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }

    // A new machine: an empty DATA_DIR and, on PostgreSQL, an empty database.
    target = onPostgres
      ? await createScratchDatabase(process.env.DATABASE_URL!, 'shop_restore_')
      : undefined;
    const restoredData = { dataDir: path.join(work, 'restored'), databaseUrl: target?.url ?? '' };
    const restore = backupCommand(['restore', folder], restoredData);
    expect(restore.output).toMatch(/Restored the backup of /);
    expect(restore.status).toBe(0);

    // Started without the first shop's administrator settings: the owner comes from the backup.
    const restored = await startServerProcess({ SMTP_URL: inbox.url }, { existing: restoredData });
    started.push(restored);
    const ownerAgain = new HttpClient(restored.url);
    expect((await ownerAgain.post('/api/admin/login', OWNER)).status).toBe(200);
    const customerAgain = new HttpClient(restored.url);
    const signIn = await customerAgain.post('/api/auth/login', { email: user.email, password });
    expect(signIn.status).toBe(200);
    const mine = await customerAgain.get<Order[]>('/api/orders/my-orders');
    expect(mine.body.map((o) => [o._id, o.status])).toEqual([[order._id, 'SHIPPED']]);
    const invoiceAgain = await downloadBytes(
      restored.url,
      customerAgain,
      `/api/orders/${order._id}/invoice`,
    );
    expect(invoiceAgain.status).toBe(200);
    expect(invoiceAgain.bytes.equals(invoice.bytes)).toBe(true);

    // A restore never writes over a shop: the same target, now in use, is refused.
    const again = backupCommand(['restore', folder], restoredData);
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/already hold files: restore into an empty DATA_DIR|is not empty/);
  }, 120_000);
});
