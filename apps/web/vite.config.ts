/**
 * Vite build and dev server for the storefront and admin area.
 * In development the API runs beside Vite; every backend path is proxied so the
 * browser sees one origin and the session cookie works without CORS.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Writes .br and .gz beside every text asset, so the server sends them without compressing. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  // loadEnv also reads API_PORT from the process environment.
  const env = loadEnv(mode, '.', 'API_');
  const target = `http://localhost:${env.API_PORT || '3000'}`;
  // The Host header is kept so that it matches the browser's Origin (the API checks it).
  const backend: ProxyOptions = { target, changeOrigin: false };
  const proxy: Record<string, ProxyOptions> = {
    '/api': backend,
    '/uploads': backend,
    '/sandbox': backend,
    '/socket.io': { ...backend, ws: true },
  };

  return {
    plugins: [react(), tailwindcss(), precompress()],
    resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
    server: { port: 5173, proxy },
    preview: { proxy },
    // The manifest tells the server which chunks a page needs, so its HTML can start them.
    build: { outDir: 'dist', sourcemap: false, manifest: true },
  };
});
