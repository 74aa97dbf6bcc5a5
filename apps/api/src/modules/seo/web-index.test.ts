/** The built index.html is read once; outside production a rebuild shows without a restart. */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWebIndex } from './web-index';

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
