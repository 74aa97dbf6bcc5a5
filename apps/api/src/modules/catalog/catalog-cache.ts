/**
 * Catalogue answers kept ready to send, per URL and catalogue version. Every request reads, in
 * one query, the version and the count of stock changes. A content change anywhere, made by any
 * instance, bumps the version and the answer is computed again. Stock does not bump it (every
 * checkout would queue on the version's row, and every order would throw away every answer):
 * when the stock count has moved, the kept answer reads the quantities it shows and writes the
 * changed ones into itself; when it has not, the kept bytes go out as they are.
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
  /** The stock-change count read before this entry's quantities were. */
  stockChanges: number;
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

  function keep(
    key: string,
    version: number,
    stockChanges: number,
    computed: ComputedAnswer,
  ): Entry {
    const json = JSON.stringify(computed.body);
    let gzipped: Buffer | undefined;
    return remember(key, {
      version,
      stockChanges,
      computed,
      body: json,
      etag: etagOf(key, version, computed.products ?? []),
      headers: computed.headers ?? {},
      gzipped: () => (gzipped ??= gzipSync(json)),
    });
  }

  return {
    async answer(key: string, compute: () => Promise<ComputedAnswer>): Promise<CachedAnswer> {
      const { version, stockChanges } = await repo.catalogVersions(db);
      const hit = entries.get(key);
      if (!hit || hit.version !== version) {
        return keep(key, version, stockChanges, await compute());
      }
      const shown = hit.computed.products ?? [];
      if (hit.stockChanges === stockChanges || shown.length === 0) return remember(key, hit);

      // The count was read before the quantities, so a change committed after this read moves
      // it again and the next request looks again.
      const stock = await repo.currentStock(
        db,
        shown.map((p) => p._id),
      );
      let changed = false;
      for (const product of shown) {
        const quantity = stock.get(product._id);
        if (quantity !== undefined && quantity !== product.quantity) {
          product.quantity = quantity;
          changed = true;
        }
      }
      hit.stockChanges = stockChanges;
      // The body is serialised again from the same objects, now showing the current stock.
      return changed ? keep(key, version, stockChanges, hit.computed) : remember(key, hit);
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
