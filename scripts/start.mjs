#!/usr/bin/env node
// Starts the shop on one port: builds the web app if it has not been built and the API if its
// bundle is missing or older than its sources, then runs the compiled API server (which serves
// the built pages) on the embedded PGlite database unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.log('Installing dependencies (npm ci)...');
  const install = spawnSync('npm', ['ci'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

if (!fs.existsSync(webIndex) || process.argv.includes('--rebuild')) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const api = spawnSync(
  process.execPath,
  ['apps/api/build.mjs', ...(process.argv.includes('--rebuild') ? [] : ['--if-stale'])],
  { cwd: root, stdio: 'inherit' },
);
if (api.status !== 0) process.exit(api.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
