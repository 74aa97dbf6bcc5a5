/**
 * Catalogue answers kept ready to send, per URL, in this instance's memory. A kept answer is sent
 * without asking the database anything: it is dropped or corrected when the instance is told of a
 * change (catalog-sync.ts carries those messages between instances).
 *
 * - A content change (a name, a price, a new product, a rating) drops every answer: they are
 *   computed again on their next request.
 * - A stock change names its products. Only answers showing one of them read the current
 *   quantities of those products (one small query) and write them into themselves; every other
 *   answer keeps its bytes and its ETag. So a purchase does not empty the cache.
 * - Told nothing for a while (a lost message, a write made outside the app), an answer is
 *   computed again after `maxAgeMs` all the same.
 *
 * Each message takes a number from one counter, and each answer remembers the number current when
 * it started reading: a change told while an answer was being read is newer than the answer, so
 * the answer is never kept as newer than the change.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Executor } from '../../db/client';
import * as repo from './catalog.repository';

export interface CachedAnswer {
  /** The JSON, encoded once: a list of a hundred products is encoded on every send otherwise. */
  body: Buffer;
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

/** Reads the current stock of products (the catalogue repository's query). */
export type StockReader = (ids: string[]) => Promise<Map<string, number>>;

/** The stock reader of a running shop: the quantities as the database has them now. */
export const stockFrom =
  (db: Executor): StockReader =>
  (ids) =>
    repo.currentStock(db, ids);

interface Entry extends CachedAnswer {
  computed: ComputedAnswer;
  /** The counter when the content was read. */
  contentAt: number;
  /** The counter when the quantities shown were last read or known to be current. */
  stockAt: number;
  expiresAt: number;
}

export function createCatalogCache({
  readStock,
  maxEntries = 500,
  maxAgeMs = 60_000,
}: {
  readStock: StockReader;
  maxEntries?: number;
  maxAgeMs?: number;
}) {
  const entries = new Map<string, Entry>();
  let counter = 0;
  let contentChangedAt = 0;
  let stockChangedAt = 0;
  /** The counter value of each product's latest stock change. */
  const productStockAt = new Map<string, number>();
  /** Until the instance hears of changes, nothing is kept. */
  let live = false;
  /** The counter values at which answers now being computed started reading. */
  const reading = new Map<number, number>();
  /** Values built from the catalogue (the sitemap's files), kept until it changes. */
  const keptValues = new Map<string, { value: Promise<unknown>; contentAt: number }>();

  function remember(key: string, entry: Entry): Entry {
    // Map order is insertion order: re-inserting keeps the most recently used last.
    entries.delete(key);
    if (maxEntries <= 0) return entry;
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  }

  /** Serialises an answer (again, after its quantities changed) with its ETag. */
  function render(state: Omit<Entry, keyof CachedAnswer>): Entry {
    const json = Buffer.from(JSON.stringify(state.computed.body));
    const headers = state.computed.headers ?? {};
    let gzipped: Buffer | undefined;
    return {
      ...state,
      body: json,
      headers,
      etag: etagOf(json, headers),
      gzipped: () => (gzipped ??= gzipSync(json)),
    };
  }

  async function compute(key: string, computeAnswer: () => Promise<ComputedAnswer>) {
    const startedAt = counter;
    reading.set(startedAt, (reading.get(startedAt) ?? 0) + 1);
    let computed: ComputedAnswer;
    try {
      computed = await computeAnswer();
    } finally {
      const left = reading.get(startedAt)! - 1;
      if (left === 0) reading.delete(startedAt);
      else reading.set(startedAt, left);
    }
    const entry = render({
      computed,
      contentAt: startedAt,
      stockAt: startedAt,
      expiresAt: Date.now() + maxAgeMs,
    });
    return live ? remember(key, entry) : entry;
  }

  /** Brings the quantities an answer shows up to date with the stock changes told since. */
  async function refreshStock(key: string, entry: Entry): Promise<Entry> {
    const shown = entry.computed.products ?? [];
    const since = entry.stockAt;
    const now = counter;
    const changed = shown.filter((p) => (productStockAt.get(p._id) ?? 0) > since);
    if (changed.length === 0) {
      entry.stockAt = now;
      return remember(key, entry);
    }
    const stock = await readStock([...new Set(changed.map((p) => p._id))]);
    let moved = false;
    for (const product of changed) {
      const quantity = stock.get(product._id);
      if (quantity !== undefined && quantity !== product.quantity) {
        product.quantity = quantity;
        moved = true;
      }
    }
    // A change told during the read is newer than `now`: the next request looks again.
    entry.stockAt = now;
    return remember(key, moved ? render(entry) : entry);
  }

  return {
    async answer(key: string, computeAnswer: () => Promise<ComputedAnswer>): Promise<CachedAnswer> {
      const hit = entries.get(key);
      if (!hit || hit.contentAt < contentChangedAt || hit.expiresAt <= Date.now()) {
        return compute(key, computeAnswer);
      }
      if (hit.stockAt >= stockChangedAt) return hit;
      return refreshStock(key, hit);
    },

    /**
     * A value built from the catalogue's content (not its stock), built once and kept until a
     * content change: parallel requests share one build, and a change told during the build
     * makes the next request build again. Nothing is kept while the instance does not hear of
     * changes.
     */
    kept<T>(key: string, build: () => Promise<T>): Promise<T> {
      const hit = keptValues.get(key);
      if (hit && hit.contentAt >= contentChangedAt) return hit.value as Promise<T>;
      const startedAt = counter;
      const value = build();
      if (!live) return value;
      const entry = { value, contentAt: startedAt };
      keptValues.set(key, entry);
      value.catch(() => {
        if (keptValues.get(key) === entry) keptValues.delete(key);
      });
      return value;
    },

    /** Something other than stock changed: every answer is computed again. */
    contentChanged(): void {
      contentChangedAt = ++counter;
      entries.clear();
      keptValues.clear();
    },

    /** The stock of these products changed: answers showing them read it again. */
    stockChanged(productIds: Iterable<string>): void {
      stockChangedAt = ++counter;
      for (const id of productIds) productStockAt.set(id, stockChangedAt);
      // A mark only matters to answers read before it; once every answer is newer, it goes.
      if (productStockAt.size > 10_000) {
        let oldest = counter;
        for (const entry of entries.values()) oldest = Math.min(oldest, entry.stockAt);
        for (const startedAt of reading.keys()) oldest = Math.min(oldest, startedAt);
        for (const [id, at] of productStockAt) if (at <= oldest) productStockAt.delete(id);
      }
    },

    /**
     * Whether the instance hears of changes. Not hearing (the listening connection dropped),
     * answers are computed for each request and nothing is kept; heard of again, it starts empty,
     * since what changed meanwhile was not told.
     */
    setLive(listening: boolean): void {
      live = listening;
      contentChangedAt = ++counter;
      entries.clear();
      keptValues.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

/**
 * The same on every instance for the same answer, and new whenever anything shown changes: a
 * hash of the body and its headers.
 */
function etagOf(body: Buffer, headers: Record<string, string>): string {
  const hash = createHash('sha1')
    .update(body)
    .update('\n')
    .update(JSON.stringify(headers))
    .digest('base64url')
    .slice(0, 22);
  return `W/"${hash}"`;
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
