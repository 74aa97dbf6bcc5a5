/**
 * The storefront's first load: starts the shop as `npm start` would (built web app, fresh PGlite),
 * opens the home page in Chromium without scrolling and adds up the JavaScript it downloaded, as
 * sent over the wire (compressed). Budget: 150 KB. Run by hand: `npm run bench:first-load`
 * (after `npm run build`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const port = 3870 + Math.floor(Math.random() * 20);
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-first-load-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: 'ignore',
});

try {
  for (let i = 0; ; i++) {
    if (i > 120) throw new Error('the shop did not start');
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: Array<{ url: string; bytes: number }> = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
  }
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  JavaScript on the home page's first load (budget 150 KB)`,
  );
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
