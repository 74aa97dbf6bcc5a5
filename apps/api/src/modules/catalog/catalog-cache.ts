/**
 * Catalogue answers kept ready to send, per URL and catalogue version. Every request reads, in
 * one query, the version and the current stock of the products its kept answer shows. A content
 * change anywhere, made by any instance, bumps the version and the answer is computed again;
 * stock does not bump it (every checkout would queue on the version's row, and every order would
 * throw away every answer), so a changed quantity is written into the kept answer instead.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Database } from '../../db/client';
import * as repo from './catalog.repository';

export interface CachedAnswer {
  body: string;
  etag: string;
  headers: Record<string, string>;
  /** The body gzipped, made on first use and kept with the answer. */
  gzipped(): Buffer;
}

/** A product as an answer shows it: its id and the stock it was shown with. */
export interface ShownProduct {
  _id: string;
  quantity: number;
}

export interface ComputedAnswer {
  body: unknown;
  headers?: Record<string, string>;
  /** The product objects inside `body`, whose quantity the cache keeps current. */
  products?: ShownProduct[];
}

interface Entry extends CachedAnswer {
  version: number;
  computed: ComputedAnswer;
}

export function createCatalogCache({
  db,
  maxEntries = 500,
}: {
  db: Database;
  maxEntries?: number;
}) {
  const entries = new Map<string, Entry>();

  function remember(key: string, entry: Entry): Entry {
    // Map order is insertion order: re-inserting keeps the most recently used last.
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  }

  function keep(key: string, version: number, computed: ComputedAnswer): Entry {
    const json = JSON.stringify(computed.body);
    let gzipped: Buffer | undefined;
    return remember(key, {
      version,
      computed,
      body: json,
      etag: etagOf(key, version, computed.products ?? []),
      headers: computed.headers ?? {},
      gzipped: () => (gzipped ??= gzipSync(json)),
    });
  }

  return {
    async answer(key: string, compute: () => Promise<ComputedAnswer>): Promise<CachedAnswer> {
      const hit = entries.get(key);
      const shown = hit?.computed.products ?? [];
      const { version, stock } = await repo.catalogVersionAndStock(
        db,
        shown.map((p) => p._id),
      );
      if (!hit || hit.version !== version) return keep(key, version, await compute());

      let changed = false;
      for (const product of shown) {
        const quantity = stock.get(product._id);
        if (quantity !== undefined && quantity !== product.quantity) {
          product.quantity = quantity;
          changed = true;
        }
      }
      // The body is serialised again from the same objects, now showing the current stock.
      return changed ? keep(key, version, hit.computed) : remember(key, hit);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The same on every instance for the same answer, and new whenever a shown quantity changes:
 * the version, the URL and the quantities shown.
 */
function etagOf(key: string, version: number, products: ShownProduct[]): string {
  const hash = createHash('sha1')
    .update(key)
    .update('\n')
    .update(products.map((p) => p.quantity).join(','))
    .digest('base64url')
    .slice(0, 16);
  return `W/"c${version}-${hash}"`;
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
