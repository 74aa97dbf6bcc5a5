/** The built index.html is read once; outside production a rebuild shows without a restart. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleFilesOf, readWebIndex } from './web-index';

function builtIndex(text: string) {
  const file = path.join(
    mkdtempSync(path.join(os.tmpdir(), 'circuitkart-web-index-')),
    'index.html',
  );
  writeFileSync(file, text);
  return file;
}

/** Writes a new build with a later modification time, as a rebuild does. */
function rebuild(file: string, text: string) {
  writeFileSync(file, text);
  const later = new Date(Date.now() + 5000);
  utimesSync(file, later, later);
}

describe('readWebIndex', () => {
  it('in development, serves a rebuilt index and keeps the last one while the file is away', () => {
    const file = builtIndex('first build');
    const index = readWebIndex(file, { reload: true });
    expect(index.html()).toBe('first build');
    rebuild(file, 'second build');
    expect(index.html()).toBe('second build');
    rmSync(file);
    expect(index.html()).toBe('second build');
  });

  it('in production, keeps the index read at start', () => {
    const file = builtIndex('first build');
    const index = readWebIndex(file, { reload: false });
    rebuild(file, 'second build');
    expect(index.html()).toBe('first build');
  });
});

describe('moduleFiles', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_icon.js'] },
    'src/pages/a.tsx': {
      file: 'assets/a.js',
      imports: ['index.html', '_shared.js', '_icon.js'],
      css: ['assets/a.css'],
    },
    '_shared.js': { file: 'assets/shared.js', imports: ['_icon.js', 'index.html'] },
    '_icon.js': { file: 'assets/icon.js' },
  };

  it("lists a page's chunk, its css and every chunk it imports once, not the entry", () => {
    expect(moduleFilesOf(manifest, 'src/pages/a.tsx')).toEqual([
      '/assets/a.js',
      '/assets/a.css',
      '/assets/shared.js',
      '/assets/icon.js',
    ]);
    expect(moduleFilesOf(manifest, 'src/pages/unknown.tsx')).toEqual([]);
  });

  it('reads the manifest beside index.html, and does without one', () => {
    const file = builtIndex('index');
    expect(readWebIndex(file, { reload: true }).moduleFiles('src/pages/a.tsx')).toEqual([]);
    mkdirSync(path.join(path.dirname(file), '.vite'));
    writeFileSync(
      path.join(path.dirname(file), '.vite', 'manifest.json'),
      JSON.stringify(manifest),
    );
    const index = readWebIndex(file, { reload: false });
    expect(index.moduleFiles('src/pages/a.tsx')).toHaveLength(4);
  });
});
