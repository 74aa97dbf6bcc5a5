/**
 * The built web app's index.html and Vite's manifest of its chunks, each read once. Outside
 * production a file is looked at again when its modification time moves, so a rebuild during
 * development shows without a restart.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface WebIndex {
  /** The current text of index.html. */
  html(): string;
  /**
   * The files a page's module needs before it runs, as URLs: its own chunk and the chunks it
   * imports, less the entry the index loads anyway. `source` is the module's path in the web
   * app (`src/app/routes/home-page.tsx`); none when the build does not know it.
   */
  moduleFiles(source: string): string[];
}

/** One entry of Vite's `.vite/manifest.json`, keyed by source path or chunk name. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * A file's parsed content; with `reload`, read again when its modification time moves. Without
 * a fallback a file missing at start is an error.
 */
function readWatched<T>(
  file: string,
  parse: (text: string) => T,
  { reload, fallback }: { reload: boolean; fallback?: T },
): () => T {
  const read = () => ({
    modified: fs.statSync(file).mtimeMs,
    value: parse(fs.readFileSync(file, 'utf8')),
  });
  let current: { modified: number; value: T };
  try {
    current = read();
  } catch (error) {
    if (fallback === undefined) throw error;
    current = { modified: Number.NaN, value: fallback };
  }
  return () => {
    if (!reload) return current.value;
    try {
      if (fs.statSync(file).mtimeMs !== current.modified) current = read();
    } catch {
      // Mid-rebuild a file may be missing or half written for a moment: the last one read serves.
    }
    return current.value;
  };
}

export function moduleFilesOf(manifest: Manifest, source: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [...files];
}

export function readWebIndex(file: string, { reload }: { reload: boolean }): WebIndex {
  const html = readWatched(file, (text) => text, { reload });
  // A build made without a manifest still serves; its pages just preload no chunks.
  const manifest = readWatched(
    path.join(path.dirname(file), '.vite', 'manifest.json'),
    (text) => JSON.parse(text) as Manifest,
    { reload, fallback: {} },
  );
  return { html, moduleFiles: (source) => moduleFilesOf(manifest(), source) };
}
