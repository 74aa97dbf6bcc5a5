/**
 * The built web app's index.html, read once. Outside production the file is looked at again
 * when its modification time moves, so a rebuild during development shows without a restart.
 */
import fs from 'node:fs';

export interface WebIndex {
  /** The current text of index.html. */
  html(): string;
}

export function readWebIndex(file: string, { reload }: { reload: boolean }): WebIndex {
  let text = fs.readFileSync(file, 'utf8');
  let modified = fs.statSync(file).mtimeMs;
  return {
    html() {
      if (!reload) return text;
      try {
        const now = fs.statSync(file).mtimeMs;
        if (now !== modified) {
          text = fs.readFileSync(file, 'utf8');
          modified = now;
        }
      } catch {
        // Mid-rebuild the file may be missing for a moment: the last one read still serves.
      }
      return text;
    },
  };
}
