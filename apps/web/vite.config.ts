/**
 * Vite build and dev server for the storefront and admin area.
 * In development the API runs beside Vite; every backend path is proxied so the
 * browser sees one origin and the session cookie works without CORS.
 */
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
    server: { port: 5173, proxy },
    preview: { proxy },
    build: { outDir: 'dist', sourcemap: false },
  };
});
