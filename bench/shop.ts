/**
 * Starts the shop as `npm start` does, for the benchmarks that look at it through a browser: the
 * web app built if it has not been and the API if its bundle is stale, then the compiled API
 * server serving it, on a fresh PGlite database
 * that the server seeds at start. Its public URL is the address the browser opens, as a deployed
 * shop's is, so canonical links and previews name the same host.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Shop {
  url: string;
  close(): Promise<void>;
}

export async function startShop(): Promise<Shop> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('Building the web app...');
    const build = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the web app did not build');
  }
  const api = spawnSync(process.execPath, ['apps/api/build.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (api.status !== 0) throw new Error('the API did not build');
  const port = 3870 + Math.floor(Math.random() * 100);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-browser-bench-'));
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const close = async () => {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { url, close };
    if (i > 120 || server.exitCode !== null) {
      await close();
      throw new Error('the shop did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
