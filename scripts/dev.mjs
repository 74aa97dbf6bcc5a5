#!/usr/bin/env node
// Development: the API with hot reload on API_PORT (3000) and Vite on 5173 proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      NODE_ENV: 'development',
      PUBLIC_URL: 'http://localhost:5173',
      ...process.env,
      PORT: apiPort,
    },
  }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
