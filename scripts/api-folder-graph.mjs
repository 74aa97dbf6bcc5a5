#!/usr/bin/env node
// Which folders of apps/api/src import which (decision 030). Each module (`modules/<name>`) and
// each other folder (plugins, lib, db, cli) is one node; a root file (config.ts, paths.ts) is a
// node of its own. app.ts and server.ts put the app together and tests drive it, so their
// imports are not edges: they may import anything.
//
// `node scripts/api-folder-graph.mjs` prints the edges with their number of importing files and
// every cycle between folders, and exits 1 if there is one. ESLint runs `noFolderCycles`
// (eslint.config.js), which reports the import that closes a cycle where it is written.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const apiSource = path.resolve(import.meta.dirname, '../apps/api/src');
const compositionRoots = new Set(['app.ts', 'server.ts']);
const sourceFile = /\.(ts|mts|js|mjs)$/;
const testFile = /\.test\.(ts|mts|js|mjs)$/;

/** The folder node a file of apps/api/src belongs to, or undefined when its imports are free. */
export function folderOf(file) {
  const relative = path.relative(apiSource, file).split(path.sep).join('/');
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  if (compositionRoots.has(relative) || testFile.test(relative)) return undefined;
  const parts = relative.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : relative.replace(sourceFile, '');
}

/** The folder each relative import of a file reaches (type-only and dynamic imports too). */
export function importsOf(file, text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName, pos, end }) => {
      const target = path.resolve(path.dirname(file), fileName);
      const relative = path.relative(apiSource, target);
      const folder =
        relative.startsWith('..') || path.isAbsolute(relative)
          ? undefined
          : folderOf(target + (sourceFile.test(target) ? '' : '.ts'));
      return { folder, specifier: fileName, pos, end };
    })
    .filter((imported) => imported.folder);
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return sourceFile.test(entry.name) ? [full] : [];
  });
}

/** Files' imports kept by modification time, so an editor's long-lived ESLint stays current. */
const readImports = new Map();
function importsOnDisk(file) {
  const { mtimeMs } = fs.statSync(file);
  const kept = readImports.get(file);
  if (kept?.mtimeMs === mtimeMs) return kept.imports;
  const imports = importsOf(file, fs.readFileSync(file, 'utf8'));
  readImports.set(file, { mtimeMs, imports });
  return imports;
}

/** folder → imported folder → the files that import it. `skip` leaves one file out. */
export function readFolderGraph({ skip } = {}) {
  const graph = new Map();
  for (const file of sourceFiles(apiSource)) {
    const folder = folderOf(file);
    if (!folder || file === skip) continue;
    if (!graph.has(folder)) graph.set(folder, new Map());
    for (const { folder: imported } of importsOnDisk(file)) {
      if (imported === folder) continue;
      const edges = graph.get(folder);
      if (!edges.has(imported)) edges.set(imported, new Set());
      edges.get(imported).add(path.relative(apiSource, file).split(path.sep).join('/'));
    }
  }
  return graph;
}

/** The shortest chain of folders from one to another, both included, or undefined. */
export function pathBetween(graph, from, to) {
  const cameFrom = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length > 0) {
    const folder = queue.shift();
    if (folder === to) {
      const chain = [];
      for (let step = to; step !== undefined; step = cameFrom.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** A chain of folders told by the file that makes each step, ending with the folder it returns to. */
export function describeChain(graph, chain) {
  const steps = chain.slice(1).map((next, i) => [...graph.get(chain[i]).get(next)][0]);
  return [...steps, chain.at(-1)].join(' → ');
}

/** Every cycle between folders, each once: the shortest way back along each edge that has one. */
export function folderCycles(graph) {
  const seen = new Set();
  const cycles = [];
  for (const [folder, edges] of graph) {
    for (const imported of edges.keys()) {
      const back = pathBetween(graph, imported, folder);
      if (!back) continue;
      const cycle = [folder, ...back];
      const key = [...new Set(cycle)].sort().join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      cycles.push(cycle);
    }
  }
  return cycles;
}

/** ESLint: an import that reaches a folder importing this file's folder back closes a cycle. */
export const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No two folders of apps/api/src import each other, even through others.' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const folder = folderOf(file);
    if (!folder) return {};
    return {
      Program() {
        const { sourceCode } = context;
        const graph = readFolderGraph({ skip: file });
        const reported = new Set([folder]);
        for (const imported of importsOf(file, sourceCode.text)) {
          if (reported.has(imported.folder)) continue;
          reported.add(imported.folder);
          const back = pathBetween(graph, imported.folder, folder);
          if (!back) continue;
          context.report({
            loc: {
              start: sourceCode.getLocFromIndex(imported.pos),
              end: sourceCode.getLocFromIndex(imported.end),
            },
            message: `Folder cycle: ${folder} imports ${imported.folder}, and ${describeChain(graph, back)}. Let the lower folder declare what it needs and services.ts pass it in, or move the shared piece down.`,
          });
        }
      },
    };
  },
};

if (process.argv[1] === import.meta.filename) {
  const graph = readFolderGraph();
  console.log('Folder imports of apps/api/src (importing files in brackets):');
  for (const folder of [...graph.keys()].sort()) {
    const edges = [...graph.get(folder)].sort(([a], [b]) => a.localeCompare(b));
    const list = edges.map(([imported, files]) => `${imported} (${files.size})`).join(', ');
    console.log(`  ${folder} → ${list || 'nothing'}`);
  }
  const cycles = folderCycles(graph);
  if (cycles.length === 0) {
    console.log('No cycles between folders.');
  } else {
    console.log(`${cycles.length} cycle(s) between folders:`);
    for (const cycle of cycles) console.log(`  ${describeChain(graph, cycle)}`);
    process.exitCode = 1;
  }
}
