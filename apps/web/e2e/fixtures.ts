/**
 * Each worker starts the real shop as `npm start` would (the compiled API serving the built
 * pages, both built by `npm run test:e2e` before the journeys run; a fresh
 * PGlite database in a temporary data directory) with its e-mail going to a real SMTP inbox on
 * loopback, so journeys can read the OTP a shopper would receive.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startSmtpInbox, type SmtpInbox } from '../../api/test/smtp-inbox';

export interface Shop {
  url: string;
  inbox: SmtpInbox;
  admin: { username: string; password: string };
}

const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop server exited:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The shop server did not become healthy:\n${log()}`);
}

export const test = base.extend<{ shopper: void }, { shop: Shop }>({
  shop: [
    // Playwright reads the fixture's dependencies from this (empty) pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const inbox = await startSmtpInbox();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const admin = { username: 'counter', password: 'Counter#Staff2024' };
      let output = '';
      const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: url,
          DATA_DIR: dataDir,
          SMTP_URL: inbox.url,
          ADMIN_USERNAME: admin.username,
          ADMIN_PASSWORD: admin.password,
          LOG_LEVEL: 'warn',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      try {
        await waitForHealth(url, child, () => output);
        await use({ url, inbox, admin });
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
        await inbox.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
});

export { expect } from '@playwright/test';
