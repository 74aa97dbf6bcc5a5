/**
 * Starts the shop as `npm start` does, for the benchmarks that look at it through a browser: the
 * web app built if it has not been, then the compiled API server (rebuilt if its bundle is
 * stale) serving it, on a fresh database that the server seeds at start (PGlite unless
 * DATABASE_URL is set). Its public URL is the address the browser opens, as a deployed shop's is,
 * so canonical links and previews name the same host.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startServerProcess } from '../apps/api/test/server-process';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Shop {
  url: string;
  close(): Promise<void>;
}

export async function startShop(): Promise<Shop> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    console.log('Building the web app...');
    const build = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the web app did not build');
  }
  const server = await startServerProcess({ NODE_ENV: 'development', WEB_DIST_DIR: webDist });
  return { url: server.url, close: server.cleanup };
}
