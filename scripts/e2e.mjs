#!/usr/bin/env node
// Browser journeys: makes sure a Chromium is there (Debian's, installed when missing and we are
// root), builds the web app and the API (as `npm start` runs it, compiled), then runs Playwright.
// Each test worker starts its own shop server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args, opts = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
let chromium = candidates.find((p) => fs.existsSync(p));
if (!chromium && process.getuid?.() === 0) {
  console.log('Installing Chromium from Debian packages...');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  chromium = candidates.find((p) => fs.existsSync(p));
}
if (!chromium) {
  console.error('No Chromium found. Install it (apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}

const build = run('npm', ['run', 'build', '-w', '@shop/web']);
if (build.status !== 0) process.exit(build.status ?? 1);
const api = run(process.execPath, ['apps/api/build.mjs']);
if (api.status !== 0) process.exit(api.status ?? 1);

const result = run(
  'npx',
  ['playwright', 'test', '--config', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  {
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(result.status ?? 1);
