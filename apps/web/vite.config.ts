/**
 * Vite build and dev server for the storefront and admin area.
 * In development the API runs beside Vite; every backend path is proxied so the
 * browser sees one origin and the session cookie works without CORS.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { compile, optimize } from '@tailwindcss/node';
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

/**
 * The start-up splash paints with the HTML, before the stylesheet arrives: the utilities its
 * markup uses (and the few base rules they rely on) are compiled from the same theme into a
 * small style in the head, and the stylesheet's link moves to the end of the body, where it holds
 * back the app's code (deferred scripts wait for it) but not the splash above it. On a slow phone the shop's
 * mark shows one round trip earlier. The same rules in the same layers as the stylesheet's, so
 * nothing changes when it arrives.
 */
function splashFirstPaint(): Plugin {
  let root = '';
  return {
    name: 'splash-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const splash = /<div id="root">([\s\S]*?)<div data-server-page>/.exec(html)?.[1];
        const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(html)?.[0];
        if (!splash || !stylesheet) throw new Error('index.html has no splash or no stylesheet');
        const classes = [...splash.matchAll(/class="([^"]*)"/g)].flatMap(([, list]) =>
          list!.split(/\s+/).filter(Boolean),
        );
        const input = [
          '@layer theme, base, components, utilities;',
          "@import 'tailwindcss/theme.css' layer(theme);",
          "@import 'tailwindcss/utilities.css' layer(utilities);",
          "@import './src/theme.css';",
          // Tailwind's own base rules that the splash's sizes, borders and text depend on.
          '@layer base { *, ::after, ::before { box-sizing: border-box; margin: 0; padding: 0; border: 0 solid; } body { font-family: var(--font-sans); } }',
        ].join('\n');
        const compiler = await compile(input, { base: root, onDependency: () => undefined });
        const css = optimize(compiler.build(classes), { minify: true }).code.replace(
          /\/\*![^*]*\*\//,
          '',
        );
        return html
          .replace(stylesheet, '')
          .replace('</title>', () => `</title>\n    <style>${css}</style>`)
          .replace('</body>', () => `${stylesheet}\n  </body>`);
      },
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
    plugins: [react(), tailwindcss(), splashFirstPaint(), precompress()],
    resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
    server: { port: 5173, proxy },
    preview: { proxy },
    // The manifest tells the server which chunks a page needs, so its HTML can start them.
    build: {
      outDir: 'dist',
      sourcemap: false,
      manifest: true,
      // Chunks of a few hundred bytes (one icon, one message table) each cost a phone a request;
      // merged into the chunks they travel with, a product page needs 12 files instead of 24.
      rollupOptions: { output: { experimentalMinChunkSize: 5000 } },
    },
  };
});
