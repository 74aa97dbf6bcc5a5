#!/usr/bin/env node
// Compiles the API for `npm start`: apps/api/src/server.ts, the invoice PDF worker (a thread
// started from a file of its own) and the operator's commands (admin password, backups), into
// apps/api/dist as ESM for Node 20, with source maps. The shop's own TypeScript (`@shop/*`) goes
// into the bundle; npm packages stay in node_modules.
//
//   node apps/api/build.mjs             builds
//   node apps/api/build.mjs --if-stale  builds only when dist is missing or older than a source
//
// A bundled module's `import.meta.url` is the bundle's, in dist/, no longer its own file's. The
// modules that use it are listed below with why each still finds what it looks for; a module not
// listed fails the build, so that a new file path relative to a source file cannot slip through
// and break only the compiled server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = import.meta.dirname;
const repoRoot = path.resolve(apiRoot, '../..');
const distDir = path.join(apiRoot, 'dist');
const sourceDirs = [path.join(apiRoot, 'src'), path.join(repoRoot, 'packages/shared/src')];
const entryPoints = {
  server: path.join(apiRoot, 'src/server.ts'),
  'invoice-pdf.worker': path.join(apiRoot, 'src/modules/invoices/invoice-pdf.worker.ts'),
  'set-admin-password': path.join(apiRoot, 'src/cli/set-admin-password.ts'),
  'db-backup': path.join(apiRoot, 'src/cli/db-backup.ts'),
};

/** Modules allowed to read `import.meta`, relative to apps/api/src, and why they work from dist. */
const importMetaUsers = {
  // dist/ and src/ are both directly under apps/api, so one level up is the API's folder either way.
  'paths.ts': 'resolves the API folder, the same from src/ and from dist/',
  // Package resolution walks up from apps/api/dist as it does from the source folder.
  'modules/invoices/invoice-pdf.ts': 'resolves the font package, found from dist/ too',
  'modules/paperwork/paper-pdf.public.ts': 'resolves the font package, found from dist/ too',
  // Chooses the worker's file by the mode it runs in: the source under tsx, the bundle from dist.
  'modules/invoices/invoices.service.ts': 'names the worker file of its own mode',
  // Its loader entry is used only for a TypeScript worker, that is under tsx.
  'lib/worker-thread.ts': 'starts a .ts worker through tsx, never in the compiled server',
};

/** The newest modification time of any file under `dir`. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function isStale() {
  const outputs = Object.keys(entryPoints).map((name) => path.join(distDir, `${name}.js`));
  if (!outputs.every((file) => fs.existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  const sources = Math.max(
    ...sourceDirs.map(newestMtime),
    fs.statSync(path.join(apiRoot, 'build.mjs')).mtimeMs,
  );
  return sources > built;
}

/** Fails the build on a module that reads `import.meta` without being listed above. */
const importMetaGuard = {
  name: 'import-meta-guard',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!/import\.meta\.(url|dirname|filename)|__dirname|__filename/.test(source))
        return undefined;
      const relative = path
        .relative(path.join(apiRoot, 'src'), args.path)
        .split(path.sep)
        .join('/');
      if (relative in importMetaUsers) return undefined;
      return {
        errors: [
          {
            text:
              `${path.relative(repoRoot, args.path)} uses import.meta (or __dirname): in the bundle ` +
              'that is dist/, not its own folder. Resolve the file from the API folder ' +
              '(src/paths.ts), or list the module in apps/api/build.mjs with why it works.',
          },
        ],
      };
    });
  },
};

/**
 * Every npm import left in the bundle must load under Node's own resolution, which (unlike tsx)
 * wants a deep import's file extension: checked here rather than when the server first starts.
 * build.mjs sits in apps/api as dist/ does, so a package resolves from here as from the bundle.
 */
function checkExternalImports(metafile) {
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external || specifier.startsWith('node:')) continue;
      let url;
      try {
        url = import.meta.resolve(specifier);
      } catch {
        missing.add(specifier);
        continue;
      }
      if (url.startsWith('file:') && !fs.existsSync(fileURLToPath(url))) missing.add(specifier);
    }
  }
  if (missing.size > 0)
    throw new Error(
      `The bundle imports what Node cannot load (a deep import needs its extension): ${[...missing].join(', ')}`,
    );
}

export async function build() {
  const esbuild = await import('esbuild');
  const started = performance.now();
  const result = await esbuild.build({
    entryPoints,
    outdir: distDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // A module imported with import() becomes a chunk of its own, loaded on first use with the
    // npm packages it imports (Razorpay, Redis): in one file they would load at start. Chunks sit
    // beside the entries, so that paths.ts finds the API folder one level up from any of them.
    splitting: true,
    chunkNames: '[name]-[hash]',
    // npm packages load from node_modules as they are; the workspace's TypeScript is bundled.
    packages: 'external',
    plugins: [
      {
        // `@shop/shared/<name>` is TypeScript source (its package exports ./src/<name>.ts).
        name: 'bundle-workspace',
        setup(build) {
          build.onResolve({ filter: /^@shop\/shared\// }, (args) => ({
            path: path.join(
              repoRoot,
              'packages/shared/src',
              `${args.path.slice('@shop/shared/'.length)}.ts`,
            ),
          }));
        },
      },
      importMetaGuard,
    ],
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  checkExternalImports(result.metafile);
  // Written beside and renamed into place, so a server starting meanwhile never reads half a file.
  fs.mkdirSync(distDir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  console.log(
    `Built the API into ${path.relative(process.cwd(), distDir) || '.'} in ${Math.round(performance.now() - started)} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  if (!process.argv.includes('--if-stale') || isStale()) {
    try {
      await build();
    } catch (error) {
      // esbuild has printed its own errors; the import check's is printed here.
      if (!('errors' in error)) console.error(error.message);
      process.exit(1);
    }
  }
}
