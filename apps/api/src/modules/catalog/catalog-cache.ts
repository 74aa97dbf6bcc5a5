/**
 * Catalogue answers kept ready to send, per URL and catalogue version. Every request asks the
 * database for the version (one primary-key read); a change anywhere in the catalogue, made by
 * any instance, bumps it, so no instance ever answers from a stale entry.
 */
import { gzipSync } from 'node:zlib';
import type { Database } from '../../db/client';
import * as repo from './catalog.repository';

export interface CachedAnswer {
  body: string;
  etag: string;
  headers: Record<string, string>;
  /** The body gzipped, made on first use and kept with the entry. */
  gzipped(): Buffer;
}

interface Entry extends CachedAnswer {
  version: number;
}

export function createCatalogCache({
  db,
  maxEntries = 500,
}: {
  db: Database;
  maxEntries?: number;
}) {
  const entries = new Map<string, Entry>();

  return {
    async answer(
      key: string,
      compute: () => Promise<{ body: unknown; headers?: Record<string, string> }>,
    ): Promise<CachedAnswer> {
      const version = await repo.catalogVersion(db);
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        // Map order is insertion order: re-inserting keeps the most recently used last.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const { body, headers = {} } = await compute();
      const json = JSON.stringify(body);
      let gzipped: Buffer | undefined;
      const entry: Entry = {
        version,
        body: json,
        etag: `W/"c${version}-${hashKey(key)}"`,
        headers,
        gzipped: () => (gzipped ??= gzipSync(json)),
      };
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry;
    },
    get size() {
      return entries.size;
    },
  };
}

/** A short, stable hash of the URL, so two URLs at one version never share an ETag. */
function hashKey(key: string): string {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0).toString(36);
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
