/**
 * Each worker starts the real shop as `npm start` would (the compiled API serving the built
 * pages, both built by `npm run test:e2e` before the journeys run; a fresh database, PGlite
 * unless DATABASE_URL names a PostgreSQL server) with its e-mail going to a real SMTP inbox on
 * loopback, so journeys can read the OTP a shopper would receive.
 */
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { startServerProcess } from '../../api/test/server-process';
import { startSmtpInbox, type SmtpInbox } from '../../api/test/smtp-inbox';

export interface Shop {
  url: string;
  inbox: SmtpInbox;
  admin: { username: string; password: string };
}

const webDist = path.resolve(import.meta.dirname, '../dist');

/**
 * What the browser reported as blocked by the Content-Security-Policy during one test, from every
 * page of its context. A journey fails on any: a blocked script, style or connection is a page
 * that works in no real browser, even when the journey's own assertions happen to pass.
 */
export interface CspViolations {
  list: string[];
  /** Forgets those heard so far: only for the test that proves the guard hears them. */
  clear(): void;
}

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void;
  }
}

/**
 * What went wrong in the pages of one test: uncaught errors, and console errors other than the
 * browser's own line for an API answer of 4xx, which is how the shop answers a shopper's mistake
 * (a wrong OTP, a quantity above stock) and which the page shows in its own words.
 */
export interface PageErrors {
  list: string[];
  /** Forgets those heard so far: only for tests that cause an error on purpose. */
  clear(): void;
}

/** The browser's line for a fetch answered 4xx, e.g. "...status of 409 (Conflict)". */
const API_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d/;

export function isExpectedConsoleError(text: string, url: string): boolean {
  return API_REFUSAL.test(text) && new URL(url, 'http://x').pathname.startsWith('/api/');
}

export const test = base.extend<
  { cspViolations: CspViolations; cspGuard: void; pageErrors: PageErrors; pageErrorGuard: void },
  { shop: Shop }
>({
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
        // createCustomer registers each shopper from an address of their own.
        TRUST_PROXY: 'loopback',
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
  cspViolations: async ({ context }, use) => {
    const list: string[] = [];
    await context.exposeFunction('reportCspViolation', (violation: string) => list.push(violation));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        window.reportCspViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${document.location.pathname}${where}`,
        );
      });
    });
    await use({ list, clear: () => void list.splice(0) });
  },
  cspGuard: [
    async ({ cspViolations }, use) => {
      await use();
      expect(cspViolations.list, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: async ({ context }, use) => {
    const list: string[] = [];
    context.on('weberror', (error) => list.push(`page error: ${error.error().message}`));
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      if (isExpectedConsoleError(message.text(), url)) return;
      list.push(`console error on ${message.page()?.url() ?? '?'}: ${message.text()} (${url})`);
    });
    await use({ list, clear: () => void list.splice(0) });
  },
  pageErrorGuard: [
    async ({ pageErrors }, use) => {
      await use();
      expect(pageErrors.list, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
