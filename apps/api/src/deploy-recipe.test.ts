/**
 * The deploy recipe (Dockerfile, compose.yaml, deploy/Caddyfile, .env.example) read as an operator
 * reads it against README.md, since no test here can run Docker: the shops' settings in compose,
 * filled from .env.example, are a configuration production accepts; every variable compose sets
 * or reads is in .env.example and explained in README's Production section, and every one the
 * section explains is set; the proxy sends to the instances compose runs, on the image's port;
 * the image holds every file the server reads from the API's source folder at run time, and the
 * package file of every workspace its `npm ci` needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config';
import { apiRoot } from './paths';

const repoRoot = path.resolve(apiRoot, '../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** KEY=value lines, as compose reads `.env`. */
function dotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

const VARIABLE = /\$\{([A-Z][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g;

/** Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME:?error}`; `$$` is a `$`. */
function interpolate(text: string, values: Record<string, string>): string {
  return text
    .split('$$')
    .map((part) =>
      part.replace(VARIABLE, (_, name: string, kind?: string, fallback?: string) => {
        const value = values[name];
        if (value) return value;
        if (kind === '?') throw new Error(`compose would refuse: ${name} is not set`);
        return kind === '-' ? fallback! : '';
      }),
    )
    .join('$');
}

interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
}

const composeText = read('compose.yaml');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, ComposeService>;
};
const example = dotenv(read('.env.example'));
const dockerfile = read('Dockerfile');
/** NAME=value pairs of the Dockerfile's ENV lines (continued lines included). */
const imageEnv = Object.fromEntries(
  [...dockerfile.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)].flatMap(([, body]) =>
    [...body!.matchAll(/([A-Z_]+)=(\S+)/g)].map(([, name, value]) => [name!, value!]),
  ),
);
const shops = Object.keys(compose.services).filter((name) => /^shop-\d+$/.test(name));
const production = (() => {
  const readme = read('README.md');
  const start = readme.indexOf('\n## Production\n');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
})();

describe('the deploy recipe', () => {
  it('gives the shops, from .env.example, settings that production accepts', () => {
    expect(shops).toEqual(['shop-1', 'shop-2']);
    for (const shop of shops) {
      const environment = Object.fromEntries(
        Object.entries(compose.services[shop]!.environment!).map(([name, value]) => [
          name,
          interpolate(String(value), example),
        ]),
      );
      const config = loadConfig({ ...imageEnv, ...environment });
      expect(config).toMatchObject({
        isProduction: true,
        publicUrl: `https://${example.SHOP_DOMAIN}`,
        databaseUrl: expect.stringMatching(/^postgres:\/\/.+@postgres:5432\//),
        redisUrl: 'redis://redis:6379',
        trustProxy: 1,
        port: 3000,
      });
    }
  });

  it('reads from .env every variable .env.example has, and no other', () => {
    const read = new Set([...composeText.matchAll(VARIABLE)].map(([, name]) => name!));
    expect([...read].sort()).toEqual(Object.keys(example).sort());
  });

  it("explains in README's Production section every variable it sets, and only those", () => {
    const set = new Set([
      ...Object.keys(imageEnv),
      ...Object.keys(example),
      ...Object.values(compose.services).flatMap((service) =>
        Object.keys(service.environment ?? {}),
      ),
    ]);
    // The first cell of each table row of the section names one or more variables.
    const explained = new Set(
      production
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)])
        .map(([, name]) => name!),
    );
    expect([...set].filter((name) => !explained.has(name)).sort()).toEqual([]);
    expect([...explained].filter((name) => !set.has(name)).sort()).toEqual([]);
  });

  it('proxies to the instances compose runs, on the port the image listens on', () => {
    const caddyfile = read('deploy/Caddyfile');
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(shops.map((shop) => `${shop}:${imageEnv.PORT}`));
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${imageEnv.PORT}$`, 'm'));
  });

  it("copies into the image the API's source files the server reads at run time", () => {
    const sources = fs
      .readdirSync(path.join(apiRoot, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const read = sources.flatMap((file) => [
      ...fs
        .readFileSync(path.join(apiRoot, 'src', file), 'utf8')
        .matchAll(/sourcePath\('([^']+)'\)/g),
    ]);
    expect(read.length).toBeGreaterThan(0);
    const copied = [...dockerfile.matchAll(/^COPY (apps\/api\/src\/\S+)/gm)].map(([, from]) =>
      from!.slice('apps/api/src/'.length),
    );
    for (const [, file] of read)
      expect(copied.some((from) => file === from || file!.startsWith(`${from}/`))).toBe(true);
  });

  it('copies the package file of every workspace before installing', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const packageFiles = workspaces.flatMap((pattern) => {
      const parent = pattern.replace(/\/\*$/, '');
      return fs
        .readdirSync(path.join(repoRoot, parent))
        .map((name) => `${parent}/${name}/package.json`)
        .filter((file) => fs.existsSync(path.join(repoRoot, file)));
    });
    expect(packageFiles.length).toBeGreaterThan(2);
    for (const file of packageFiles)
      expect(dockerfile).toContain(`COPY ${file} ${path.dirname(file)}/`);
  });
});
