/**
 * Each worker starts the real shop as `npm start` would (the compiled API serving the built
 * pages, both built by `npm run test:e2e` before the journeys run; a fresh database, PGlite
 * unless DATABASE_URL names a PostgreSQL server) with its e-mail going to a real SMTP inbox on
 * loopback, so journeys can read the OTP a shopper would receive.
 */
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startServerProcess } from '../../api/test/server-process';
import { startSmtpInbox, type SmtpInbox } from '../../api/test/smtp-inbox';

export interface Shop {
  url: string;
  inbox: SmtpInbox;
  admin: { username: string; password: string };
}

const webDist = path.resolve(import.meta.dirname, '../dist');

export const test = base.extend<{ shopper: void }, { shop: Shop }>({
  shop: [
    // Playwright reads the fixture's dependencies from this (empty) pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const inbox = await startSmtpInbox();
      const admin = { username: 'counter', password: 'Counter#Staff2024' };
      const server = await startServerProcess({
        NODE_ENV: 'development',
        WEB_DIST_DIR: webDist,
        SMTP_URL: inbox.url,
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
      });
      try {
        await use({ url: server.url, inbox, admin });
      } finally {
        await server.cleanup();
        await inbox.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
});

export { expect } from '@playwright/test';
